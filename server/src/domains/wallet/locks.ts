/**
 * The locks of balance rows (`for update`): the wallet takes every one of them, in one order
 * (index.ts): accounts by id, an account's rows in `BALANCE_KINDS` order (main first), before the
 * account's own money records and the rows players share. Other domains call these functions
 * through index.ts and tell `move` which rows they hold (`MoveOptions.locked`); the one-trip paths
 * take the statements to send with their own (`pipelined`, `committing`). No other code selects
 * `balances` for update (the lint rule `wallet/balance-locks`).
 */
import { sql, type CompiledQuery, type RawBuilder, type Transaction } from 'kysely';
import { ApiError } from '@casino/contract';
import type { BalanceKind, DB } from '../../db/schema';
import { BALANCE_KINDS } from './ledger';

/** One balance row: an account's balance of one kind. */
export interface BalanceRow {
  accountId: number;
  balanceKind: BalanceKind;
}

/** A balance row as its lock answers it. */
export interface LockedBalance {
  amount: number;
  currency: string;
}

/** The wallet's order of balance rows: accounts by id, an account's rows in `BALANCE_KINDS` order (main first). */
export const inLockOrder = (a: BalanceRow, b: BalanceRow) =>
  a.accountId - b.accountId || BALANCE_KINDS.indexOf(a.balanceKind) - BALANCE_KINDS.indexOf(b.balanceKind);

/**
 * The lock of one balance row of an account, as a statement to send with others (`pipelined`,
 * `committing`): a game wallet's lock (rounds), a payment's lock of the main balance. Its rows
 * answer the amount and currency (`lockedBalance` reads them).
 */
export function balanceLockStatement(trx: Transaction<DB>, accountId: number, kind: BalanceKind): CompiledQuery<LockedBalance> {
  return trx.selectFrom('balances').select(['amount', 'currency']).where('account_id', '=', accountId).where('kind', '=', kind).forUpdate().compile();
}

/** The balance from the rows of `balanceLockStatement`: none is refused (BillingServiceError). */
export function lockedBalance(rows: readonly LockedBalance[]): LockedBalance {
  const row = rows[0];
  if (!row) throw new ApiError('BillingServiceError', 'No such balance');
  return row;
}

/**
 * Locks the account's main balance row for the rest of the transaction, the first lock of a unit
 * of work on the account's money (bonuses, offers, the loyalty shop, a jackpot's award, a payment);
 * answers its amount and currency. No such balance is refused (BillingServiceError).
 */
export async function lockMainBalance(trx: Transaction<DB>, accountId: number): Promise<LockedBalance> {
  return lockedBalance((await trx.executeQuery(balanceLockStatement(trx, accountId, 'main'))).rows);
}

/**
 * Locks one balance row of the account for the rest of the transaction (after the rows before it
 * in the order: its main balance first) and answers its amount (0 when there is none).
 */
export async function lockBalance(trx: Transaction<DB>, accountId: number, kind: BalanceKind): Promise<number> {
  return (await trx.executeQuery(balanceLockStatement(trx, accountId, kind))).rows[0]?.amount ?? 0;
}

/**
 * The lock of several accounts' main balances in one statement, in account order (as any two such
 * statements take them): rounds played together lock their players' wallets with it.
 */
export function mainBalancesLockStatement(trx: Transaction<DB>, accountIds: readonly number[]): CompiledQuery<{ account_id: number }> {
  const ordered = [...new Set(accountIds)].sort((a, b) => a - b);
  const main: BalanceKind = 'main';
  return sql<{
    account_id: number;
  }>`select account_id from balances where kind = ${main} and account_id = any (${ordered}::bigint[]) order by account_id for update`.compile(trx);
}

/**
 * The lock of the main balance of the account an SQL expression names, for a unit of work that
 * starts from a record rather than an account (a deposit's settlement: `(select account_id from
 * payments where id = …)`), sent after the record's own lock, which comes first for such a unit.
 */
export function mainBalanceLockOf(trx: Transaction<DB>, account: RawBuilder<number>): CompiledQuery<{ account_id: number }> {
  return sql<{ account_id: number }>`select account_id from balances
    where account_id = ${account} and kind = 'main' for update`.compile(trx);
}

/**
 * The account's main balance and one bonus balance, locked (main first) as one SQL column of the
 * caller's statement, read once the main balance is held: their amounts by kind, null when the
 * account has none (a stake's reads, bonuses `stakeReadColumns`). `order by kind desc` is the
 * wallet's order here: 'main' sorts after every bonus kind.
 */
export const lockedStakeBalances = (accountId: number | null, bonusKind: BalanceKind) =>
  sql<Record<string, number> | null>`(select jsonb_object_agg(x.kind, x.amount) from (
     select kind, amount from balances where account_id = ${accountId} and kind in ('main', ${bonusKind}) order by kind desc for update
   ) x)`;

/** Locks balance rows (`for update`) in one statement, in the order given: sorted by `inLockOrder`, as `move` hands them. */
export async function lockBalances(trx: Transaction<DB>, rows: readonly BalanceRow[]): Promise<void> {
  const order = sql.join(BALANCE_KINDS.map((k) => sql`${k}::text`));
  const wanted = sql.join(rows.map((r) => sql`(${r.accountId}::bigint, ${r.balanceKind}::text)`));
  await sql`select account_id from balances where (account_id, kind) in (${wanted})
    order by account_id, array_position(array[${order}], kind) for update`.execute(trx);
}
