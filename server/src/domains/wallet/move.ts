import type { RawBuilder, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { lockedPostingsPart, postAllLocked, type Posted, type Posting, type StatementPosting } from './ledger';
import { inLockOrder, lockBalances, type BalanceRow } from './locks';

export interface MoveOptions {
  /**
   * The balance rows this transaction already holds `for update`, taken by the caller in the
   * wallet's order with the wallet's own locks (locks.ts: `lockMainBalance`, `lockBalance`, and the
   * statements of the one-trip paths: the game wallet's `lock` in rounds, the stake's reads in
   * bonuses, a payment's lock of the main balance): `move` sends no lock for them. Any other
   * balance the entries touch is locked after them, so it must come after every one of them in the
   * order (else `move` throws: the caller's locks are out of order).
   */
  locked?: readonly BalanceRow[];
  /**
   * Given, the entries on a locked main balance are not posted but added here in order, for the
   * caller's next statement to write (`movePart`), which saves a round trip. A held entry's refusal
   * must have been ruled out from the locked row.
   */
  hold?: Posting[];
}

const rowKey = (r: BalanceRow) => `${r.accountId}:${r.balanceKind}`;

/**
 * The wallet's entry point for every change of money: the entries of one unit of work (each a
 * ledger row with its own idempotency key), inside the caller's transaction. First it locks, in
 * one statement and in the wallet's order, every balance row the entries touch that the caller
 * does not hold already (`locked`); then it posts the entries in the caller's order (a run of
 * entries on one balance in one statement), so the ledger reads as the caller wrote it and two
 * units of work over the same balances never wait for each other in opposite orders. Entries on a
 * main balance the caller holds may be held for its own statement instead (`hold`). Each entry
 * answers as `post` would: a repeated key its first entry (nothing moves), a debit below zero
 * BillingTransactionDeclined, another currency than the balance's `CurrencyMismatch`. With every
 * row locked by the caller and nothing to hold, a run of entries costs one statement and nothing else.
 */
export async function move(trx: Transaction<DB>, entries: readonly Posting[], options: MoveOptions = {}): Promise<Posted[]> {
  const locked = options.locked ?? [];
  const holds = new Set(locked.map(rowKey));
  const toLock = [
    ...new Map(entries.filter((e) => !holds.has(rowKey(e))).map((e) => [rowKey(e), { accountId: e.accountId, balanceKind: e.balanceKind }])).values(),
  ].sort(inLockOrder);
  const last = [...locked].sort(inLockOrder).at(-1);
  if (last && toLock[0] && inLockOrder(toLock[0], last) < 0) {
    throw new Error(`Balance ${rowKey(toLock[0])} would be locked after ${rowKey(last)}: out of the wallet's lock order`);
  }
  if (toLock.length > 0) await lockBalances(trx, toLock);
  const posted: Posted[] = [];
  let run: Posting[] = [];
  const flush = async () => {
    if (run.length > 0) posted.push(...(await postAllLocked(trx, run)));
    run = [];
  };
  for (const entry of entries) {
    if (options.hold && entry.balanceKind === 'main' && holds.has(rowKey(entry))) {
      options.hold.push(entry);
      continue;
    }
    if (run[0] && rowKey(run[0]) !== rowKey(entry)) await flush();
    run.push(entry);
  }
  await flush();
  return posted;
}

/**
 * Entries on one balance row as `with` parts of the caller's one statement, for the one-trip paths
 * (a round with its stake and win, a deposit's settlement with its credit): `ledger_moved` changes
 * the balance by their sum and `ledger_posted` writes their ledger rows in order, each with the
 * balance after it; nothing at all is written unless every key is new, the balance exists (in the
 * entries' currency, when they name one), no entry in turn takes it below zero and `when` holds.
 *
 * The lock: the statement's `update balances` takes the balance row's lock itself, as the last lock
 * of the statement's unit of work. Its key checks read as of the statement, so the caller must hold
 * already a lock that every writer of these keys takes first: the balance row itself, taken by an
 * earlier statement of the transaction (rounds: the game wallet's `lock`, sent in the same round trip
 * ahead of the statement), or the record the keys belong to (a deposit's settlement: the payment row,
 * `lockedDeposit`). The entry's account may be a part of that statement (`(select account_id from …)`).
 */
export function movePart(entries: readonly StatementPosting[], when?: RawBuilder<boolean>): RawBuilder<unknown> {
  return lockedPostingsPart(entries, when);
}
