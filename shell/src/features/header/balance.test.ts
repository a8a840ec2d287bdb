import { totalBalance } from './balance';

const money = (amount: number) => ({ amount, currency: 'UZS' });

it('the header balance is main + bonus + betting bonus, to the cent (spec §9)', () => {
  expect(
    totalBalance({ balance_main: money(100.1), balance_bonus: money(0.2), balance_betting_bonus: money(5.005) }),
  ).toEqual({ amount: 105.31, currency: 'UZS' });
});
