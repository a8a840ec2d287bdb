import { act, screen, within } from '@testing-library/react';
import { useConfigStore, useToastsStore } from '@casino/shared';
import { renderWithProviders } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { ToastArea } from './index';

describe('ToastArea', () => {
  afterEach(() => act(() => void useToastsStore.setState({ toasts: [] })));

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

  it("shows a registered body with the toast's data, and its icon, still announced as a status", async () => {
    await renderWithProviders(<ToastArea />, { translations: { shell: uz } });
    act(
      () =>
        void useToastsStore.getState().show({
          text: 'Level 2: +50 stars',
          time: 0,
          icon: 'bell',
          component: 'loyalty-notification',
          data: { title: 'Level 2', message: '+50 stars' },
        }),
    );
    const toast = screen.getByRole('status');
    expect(await within(toast).findByText('Level 2')).toBeInTheDocument();
    expect(within(toast).getByText('+50 stars')).toBeInTheDocument();
    expect(toast.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("a bonus-credited body says how much and leads to the player's bonuses in the current language", async () => {
    await renderWithProviders(<ToastArea />, { translations: { shell: ru }, locale: 'ru', route: '/ru' });
    act(
      () =>
        void useToastsStore
          .getState()
          .show({ text: 'Бонус 5 USD', type: 'success', time: 0, component: 'bonus-credited', data: { title: 'Бонус зачислен', amount: '5.00 USD' } }),
    );
    const toast = screen.getByRole('status');
    expect(await within(toast).findByText('Бонус зачислен')).toBeInTheDocument();
    expect(within(toast).getByText('5.00 USD')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: ru.toasts.toBonuses })).toHaveAttribute('href', '/ru/profile/bonuses');
  });

  it('data its body does not take: the toast shows its text', async () => {
    await renderWithProviders(<ToastArea />, { translations: { shell: uz } });
    act(() => void useToastsStore.getState().show({ text: 'Fine', time: 0, component: 'bonus-credited', data: { title: 'Credited' } }));
    act(() => void useToastsStore.getState().show({ text: 'Plain words', time: 0, component: 'bonus-credited', data: { title: '' } }));
    // The body is in once the good toast shows it.
    expect(await screen.findByText('Credited')).toBeInTheDocument();
    const [, refused] = screen.getAllByRole('status');
    expect(refused).toHaveTextContent('Plain words');
    expect(within(refused!).queryByRole('link')).toBeNull();
  });

  it("vanishes after the content service's time unless it says its own", async () => {
    jest.useFakeTimers();
    try {
      useConfigStore.getState().setConfig({ 'prazer-config': { toast: { time: 3000 } } });
      await renderWithProviders(<ToastArea />, { translations: { shell: uz } });
      act(() => void useToastsStore.getState().show({ text: 'Configured' }));
      act(() => void useToastsStore.getState().show({ text: 'Longer', time: 6000 }));
      act(() => void jest.advanceTimersByTime(3000));
      expect(screen.getByRole('status')).toHaveTextContent('Longer');
      act(() => void jest.advanceTimersByTime(3000));
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      useConfigStore.setState({ config: {}, loaded: false });
      jest.useRealTimers();
    }
  });
});
