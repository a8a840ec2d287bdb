import type { Selectable } from 'kysely';
import type { AccountsTable, BalanceKind } from '../db/schema';

/** The signed-in player's account row, as a session carries it. */
export type SessionAccount = Selectable<AccountsTable>;

/** One of a player's balances, as read with the session. */
export interface BalanceRow {
  kind: BalanceKind;
  amount: number;
  currency: string;
}
