import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore, type AccountInfo, type GeneralInfo } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { CurrencySection } from './CurrencySection';
import app from '../../app';

const money = (currency: string) => ({ amount: 0, currency });
const player = (currency: string) =>
  ({
    uid: 7,
    login: 'a@example.org',
    balance_main: money(currency),
    balance_bonus: money(currency),
    balance_betting_bonus: money(currency),
    balance_fun: money('FUN'),
  }) as AccountInfo;

function signIn(currency = 'USD', available = ['USD', 'EUR', 'UZS', 'RUB']) {
  act(() => {
    useSessionStore.getState().setAccount(player(currency));
    useSessionStore.getState().setGeneral({ available_currencies: available } as GeneralInfo);
  });
}

let profile: RemoteUnderTest;
afterEach(() => {
  profile.stop();
  resetStores();
});

describe('the currency section', () => {
  it('lists the operator’s currencies with the account’s chosen, confirms what changes, and tells every part', async () => {
    profile = await startRemoteForTest(app, { api: { 'account.setCurrency': { data: 1 } } });
    signIn('USD');
    const { user } = await profile.render(<CurrencySection />, { route: '/profile/settings' });
    const control = screen.getByRole('combobox', { name: 'Valyuta' });
    expect(control).toHaveValue('USD');
    expect(
      within(control)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['AQSH dollari (USD)', 'Yevro (EUR)', 'Oʻzbek soʻmi (UZS)', 'Rossiya rubli (RUB)']);
    expect(screen.getByRole('button', { name: 'Valyutani oʻzgartirish' })).toBeDisabled();

    await user.selectOptions(control, 'UZS');
    await user.click(screen.getByRole('button', { name: 'Valyutani oʻzgartirish' }));
    const confirm = screen.getByRole('region', { name: 'Hisob valyutasini oʻzgartirish: USD → UZS' });
    expect(confirm).toHaveFocus();
    expect(confirm).toHaveTextContent('Pul konvertatsiya qilinmaydi, shuning uchun barcha balanslar nolga teng boʻlishi kerak.');
    expect(profile.callsTo('account.setCurrency')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Ha, oʻzgartirish' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Hisob valyutasi oʻzgartirildi: Oʻzbek soʻmi (UZS)');
    expect(profile.callsTo('account.setCurrency').map((c) => c.body)).toEqual([{ currency: 'UZS' }]);
    expect(profile.events).toContainEqual({ event: 'currency:changed', payload: { currency: 'UZS' } });
    expect(screen.queryByRole('region', { name: /→/ })).toBeNull();
  });

  it('cancels with nothing asked, and shows nothing with one currency to offer', async () => {
    profile = await startRemoteForTest(app, { api: { 'account.setCurrency': { data: 1 } } });
    signIn('USD');
    const first = await profile.render(<CurrencySection />, { route: '/profile/settings' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Valyuta' }), 'EUR');
    await first.user.click(screen.getByRole('button', { name: 'Valyutani oʻzgartirish' }));
    await first.user.click(screen.getByRole('button', { name: 'Bekor qilish' }));
    expect(screen.queryByRole('region', { name: /→/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Valyuta' })).toHaveFocus();
    expect(profile.callsTo('account.setCurrency')).toHaveLength(0);
    first.unmount();

    signIn('USD', ['USD']);
    await profile.render(<CurrencySection />, { route: '/profile/settings' });
    expect(screen.queryByRole('combobox', { name: 'Valyuta' })).toBeNull();
  });

  it('shows each of the server’s reasons beside the control, in Russian', async () => {
    profile = await startRemoteForTest(app, {
      locale: 'ru',
      api: {
        'account.setCurrency': {
          error: {
            type: 'InvalidParameterException',
            message: 'The currency cannot change while money is on the account or a payment, bonus or game is open',
            fields: { currency: ['currency_withdrawal_pending', 'currency_bonus_active', 'something_new'] },
          },
        },
      },
    });
    signIn('UZS');
    const { user } = await profile.render(<CurrencySection />, { route: '/ru/profile/settings' });
    const control = screen.getByRole('combobox', { name: 'Валюта' });
    expect(control).toHaveValue('UZS');
    await user.selectOptions(control, 'RUB');
    await user.click(screen.getByRole('button', { name: 'Сменить валюту' }));
    expect(screen.getByRole('region', { name: 'Смена валюты счёта: UZS → RUB' })).toHaveTextContent('Деньги не конвертируются');
    await user.click(screen.getByRole('button', { name: 'Да, сменить' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Сменить валюту сейчас нельзя:');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Заявка на вывод ещё рассматривается. Дождитесь её завершения или отмените заявку.',
      'У вас есть активный или ещё не активированный бонус. Завершите или удалите его.',
    ]);
    expect(control).toHaveFocus();
    expect(control).toHaveAccessibleDescription(expect.stringContaining('Заявка на вывод ещё рассматривается'));
    expect(control).toHaveValue('RUB');
    expect(profile.events.some((e) => e.event === 'currency:changed')).toBe(false);

    // Another choice clears the reasons of the last try.
    await user.selectOptions(control, 'USD');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the confirm step open with the failure when the server fails otherwise', async () => {
    profile = await startRemoteForTest(app, {
      api: { 'account.setCurrency': { error: { type: 'BillingServiceErrorException', message: 'Payment service error' } } },
    });
    signIn('USD');
    const { user } = await profile.render(<CurrencySection />, { route: '/profile/settings' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Valyuta' }), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Valyutani oʻzgartirish' }));
    await user.click(screen.getByRole('button', { name: 'Ha, oʻzgartirish' }));
    const region = screen.getByRole('region', { name: 'Hisob valyutasini oʻzgartirish: USD → EUR' });
    await waitFor(() => expect(within(region).getByRole('alert')).toBeInTheDocument());
    expect(profile.events.some((e) => e.event === 'currency:changed')).toBe(false);
  });
});
