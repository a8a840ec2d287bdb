import { useState } from 'react';
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

function TwoSteps() {
  const [step, setStep] = useState(1);
  return step === 1 ? (
    <section>
      <h2 id="own-id">First step</h2>
      <button type="button" onClick={() => setStep(2)}>
        Next
      </button>
    </section>
  ) : (
    <section>
      <h3>Second step</h3>
    </section>
  );
}
shellDialogs['two-steps'] = () => Promise.resolve({ default: TwoSteps });

let releaseSlow: () => void = () => {};
function Titled() {
  return <h2>Arrived title</h2>;
}
shellDialogs['slow-dialog'] = () => new Promise((resolve) => (releaseSlow = () => resolve({ default: Titled })));

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
    expect(dialog).toHaveAccessibleName('Sample');
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

  it('is named by its visible title, which it follows from step to step, with no second name beside it', async () => {
    const { user } = await renderWithProviders(<DialogHost />, { translations: { shell: uz } });
    act(() => void useDialogsStore.getState().open({ id: 'steps', component: 'two-steps' }));
    const dialog = await screen.findByRole('dialog', { name: 'First step' });
    expect(dialog).toHaveAttribute('aria-labelledby', 'own-id');
    expect(dialog).not.toHaveAttribute('aria-label');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Second step' })).toHaveAttribute('aria-labelledby', 'steps-title');
    expect(screen.getByRole('heading', { name: 'Second step' })).toHaveAttribute('id', 'steps-title');
  });

  it("is named by its content's name while the content loads, then by the title it shows", async () => {
    await renderWithProviders(<DialogHost />, { translations: { shell: uz } });
    act(() => void useDialogsStore.getState().open({ id: 'slow', component: 'slow-dialog' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(uz.dialogs.default);
    await act(async () => releaseSlow());
    expect(await screen.findByRole('dialog', { name: 'Arrived title' })).not.toHaveAttribute('aria-label');
  });

  it('a curtain: the same modal dialog, presented as a curtain, locking page scroll while open', async () => {
    await renderWithProviders(<DialogHost />, { translations: { shell: uz } });
    act(() => void useDialogsStore.getState().open({ id: 'curtain', component: 'sample-dialog', type: 'curtain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-dialog-type', 'curtain');
    expect(document.body.style.overflow).toBe('hidden');
    act(() => void useDialogsStore.getState().close('curtain'));
    expect(document.body.style.overflow).toBe('');
  });
});
