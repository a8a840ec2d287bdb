import { act, screen } from '@testing-library/react';
import { useToastsStore } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import { ToastArea } from './index';

describe('ToastArea', () => {
  it("shows a toast's action as a button that runs it and closes the toast", async () => {
    const run = jest.fn();
    const { user } = await renderWithProviders(<ToastArea />, { translations: { shell: uz } });
    act(() => void useToastsStore.getState().show({ text: uz.update.available, time: 0, action: { label: uz.update.reload, run } }));
    expect(screen.getByRole('status')).toHaveTextContent(uz.update.available);
    await user.click(screen.getByRole('button', { name: uz.update.reload }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads info out politely and errors at once, without moving focus', async () => {
    await renderWithProviders(
      <>
        <input aria-label="Amount" />
        <ToastArea />
      </>,
      { translations: { shell: uz } },
    );
    screen.getByRole('textbox', { name: 'Amount' }).focus();
    act(() => void useToastsStore.getState().show({ text: 'Saved', type: 'success', time: 0 }));
    act(() => void useToastsStore.getState().show({ text: 'Failed', type: 'error', time: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();
  });
});
