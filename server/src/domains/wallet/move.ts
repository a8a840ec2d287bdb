import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { BALANCE_KINDS, postLocked, type Posted, type Posting } from './ledger';

/**
 * The wallet's entry point for a change of money: the entries of one unit of work (each a ledger
 * row with its own idempotency key), inside the caller's transaction. It first takes the row locks
 * of every balance the entries touch in the wallet's lock order (accounts by id; an account's
 * balance rows in `BALANCE_KINDS` order: main, bonus, betting_bonus, fun), then posts the entries
 * in the caller's order, so the ledger reads as the caller wrote it and two units of work over the
 * same balances never wait for each other in opposite orders.
 */
export async function move(trx: Transaction<DB>, entries: readonly Posting[]): Promise<Posted[]> {
  const rows = [...new Map(entries.map((e) => [`${e.accountId}:${e.balanceKind}`, e])).values()].sort(
    (a, b) => a.accountId - b.accountId || BALANCE_KINDS.indexOf(a.balanceKind) - BALANCE_KINDS.indexOf(b.balanceKind),
  );
  for (const row of rows) {
    await trx.selectFrom('balances').select('amount').where('account_id', '=', row.accountId).where('kind', '=', row.balanceKind).forUpdate().execute();
  }
  const posted: Posted[] = [];
  for (const entry of entries) posted.push(await postLocked(trx, entry));
  return posted;
}
