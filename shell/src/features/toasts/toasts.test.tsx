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
});
