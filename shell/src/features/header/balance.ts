import type { AccountInfo } from '@casino/shared';
import { roundMoney } from '@casino/shared';

/** The header's balance: main + bonus + betting bonus, rounded to cents (spec §9). */
export function totalBalance(account: Pick<AccountInfo, 'balance_main' | 'balance_bonus' | 'balance_betting_bonus'>) {
  return {
    amount: roundMoney(account.balance_main.amount + account.balance_bonus.amount + account.balance_betting_bonus.amount),
    currency: account.balance_main.currency,
  };
}
