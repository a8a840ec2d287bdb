import type { AccountInfo, Money } from '@casino/shared';
import { roundMoney } from '@casino/shared';

type Figures = Pick<AccountInfo, 'balance_main' | 'balance_bonus' | 'balance_betting_bonus'>;

/** The header's balance: main + bonus + betting bonus, rounded to cents (spec §9). */
export function totalBalance(account: Figures): Money {
  return {
    amount: roundMoney(account.balance_main.amount + account.balance_bonus.amount + account.balance_betting_bonus.amount),
    currency: account.balance_main.currency,
  };
}

export interface BalanceParts {
  /** What the header shows (spec §9). */
  total: Money;
  /** Real money: the main balance, the amount the cashier lets the player withdraw. */
  real: Money;
  /** Bonus money (casino and betting bonuses): played with, withdrawable only once wagered. */
  bonus: Money;
  /** Whether the total holds bonus money: then the header shows the two parts apart. */
  split: boolean;
}

/** The total and what it is made of: real money (withdrawable) and bonus money, to the cent. */
export function balanceParts(account: Figures): BalanceParts {
  const currency = account.balance_main.currency;
  const bonus = roundMoney(account.balance_bonus.amount + account.balance_betting_bonus.amount);
  return {
    total: totalBalance(account),
    real: { amount: roundMoney(account.balance_main.amount), currency },
    bonus: { amount: bonus, currency },
    split: bonus > 0,
  };
}
