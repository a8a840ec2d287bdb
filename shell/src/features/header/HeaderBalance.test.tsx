import { screen } from '@testing-library/react';
import type { AccountInfo, Locale } from '@casino/shared';
import { labelInNameProblems, renderWithProviders, resetStores } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { HeaderBalance } from './HeaderBalance';

afterEach(() => resetStores());

const usd = (amount: number) => ({ amount, currency: 'USD' });
const player = (main: number, bonus: number, betting = 0) =>
  ({
    uid: 7,
    login: 'a@example.org',
    balance_main: usd(main),
    balance_bonus: usd(bonus),
    balance_betting_bonus: usd(betting),
    balance_fun: usd(0),
  }) as AccountInfo;

async function show(account: AccountInfo, locale: Locale = 'uz') {
  return renderWithProviders(<HeaderBalance account={account} />, {
    locale,
    route: locale === 'ru' ? '/ru/' : '/',
    translations: { shell: locale === 'uz' ? uz : ru },
  });
}

describe('the header balance', () => {
  it('shows the total and, with bonus money, real and bonus money apart; its name says both (uz)', async () => {
    const { container } = await show(player(94.2, 50, 5));
    // (The test's name computation puts a space around each element; a browser's does not.)
    const link = screen.getByRole('link', { name: /^Balans 149\.20 USD bonus bilan ?: Haqiqiy 94\.20 ?, Bonus 55\.00$/ });
    expect(link).toHaveAttribute('href', '/cashier/deposit');
    expect(screen.getByTestId('header-balance')).toHaveTextContent(/^149\.20 USD$/);
    expect(screen.getByTestId('header-balance-real')).toHaveTextContent(/^Haqiqiy 94\.20$/);
    expect(screen.getByTestId('header-balance-bonus')).toHaveTextContent(/^Bonus 55\.00$/);
    expect(labelInNameProblems(container)).toEqual([]);
  });

  it('in Russian', async () => {
    await show(player(94.2, 55), 'ru');
    const link = screen.getByRole('link', { name: /^Баланс 149\.20 USD с бонусом ?: Реальные 94\.20 ?, Бонусные 55\.00$/ });
    expect(link).toHaveAttribute('href', '/ru/cashier/deposit');
  });

  it('without bonus money the total is real money alone, with no parts', async () => {
    await show(player(94.2, 0));
    expect(screen.getByRole('link', { name: 'Balans 94.20 USD' })).toBeInTheDocument();
    expect(screen.queryByTestId('header-balance-bonus')).toBeNull();
  });
});
