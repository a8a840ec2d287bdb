import { balanceParts, totalBalance } from './balance';

const money = (amount: number) => ({ amount, currency: 'UZS' });

it('the header balance is main + bonus + betting bonus, to the cent (spec §9)', () => {
  expect(totalBalance({ balance_main: money(100.1), balance_bonus: money(0.2), balance_betting_bonus: money(5.005) })).toEqual({
    amount: 105.31,
    currency: 'UZS',
  });
});

describe('the parts of the balance', () => {
  it('real money is the main balance, bonus money the casino and betting bonuses: together the total', () => {
    expect(balanceParts({ balance_main: money(94.2), balance_bonus: money(50), balance_betting_bonus: money(5) })).toEqual({
      total: money(149.2),
      real: money(94.2),
      bonus: money(55),
      split: true,
    });
  });

  it('without bonus money the total is all real money, shown alone', () => {
    expect(balanceParts({ balance_main: money(94.2), balance_bonus: money(0), balance_betting_bonus: money(0) })).toMatchObject({
      total: money(94.2),
      real: money(94.2),
      split: false,
    });
  });

  it('a few cents of bonus money still show apart; float drift does not', () => {
    expect(balanceParts({ balance_main: money(1), balance_bonus: money(0.01), balance_betting_bonus: money(0) }).split).toBe(true);
    expect(balanceParts({ balance_main: money(1), balance_bonus: money(0.1 + 0.2 - 0.3), balance_betting_bonus: money(0) }).split).toBe(false);
  });
});
