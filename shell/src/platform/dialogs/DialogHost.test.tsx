import { act, screen } from '@testing-library/react';
import { useDialogsStore } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import { shellDialogs } from './registry';
import { DialogHost } from './DialogHost';

function Sample() {
  return (
    <div>
      <h2>Sample</h2>
      <input aria-label="Amount" />
      <button type="button">Confirm</button>
    </div>
  );
}
shellDialogs['sample-dialog'] = () => Promise.resolve({ default: Sample });

async function openFrom(preventClose = false) {
  const page = await renderWithProviders(
    <>
      <button type="button">Opener</button>
      <DialogHost />
    </>,
    { translations: { shell: uz } },
  );
  screen.getByRole('button', { name: 'Opener' }).focus();
  act(() => void useDialogsStore.getState().open({ component: 'sample-dialog', type: 'popup', preventClose }));
  await screen.findByRole('button', { name: 'Confirm' });
  return page;
}

afterEach(() => act(() => void useDialogsStore.getState().close(undefined, true)));

describe('DialogHost', () => {
  it('is a modal dialog that takes focus and keeps Tab and Shift+Tab inside', async () => {
    const { user } = await openFrom();
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName(uz.dialogs.default);
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: uz.close })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: uz.close })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openFrom();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('stays open on Escape when it prevents closing', async () => {
    const { user } = await openFrom(true);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: uz.close })).toBeNull();
  });
});
