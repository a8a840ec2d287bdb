import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError, type Money } from '@casino/shared';
import type { BalanceKind, DB, LedgerTable } from '../db/schema';
import { json } from '../db/sql';

export const BALANCE_KINDS: readonly BalanceKind[] = ['main', 'bonus', 'betting_bonus', 'fun'];

/** Minor units (integer cents) to the API's major-unit number with 2 decimals. */
export const toMajor = (minor: number): number => Math.round(minor) / 100;
export const money = (minor: number, currency: string): Money => ({ amount: toMajor(minor), currency });

export interface Posting {
  accountId: number;
  balanceKind: BalanceKind;
  kind: LedgerTable['kind'];
  /** Signed, in minor units. */
  amount: number;
  idempotencyKey: string;
  reference?: Record<string, unknown>;
  /** The currency the amount is in (a payment's own); a balance in another currency is never credited or debited with it. */
  currency?: string;
}

/** The balance is in another currency than the amount: posting would re-label the money. */
export class CurrencyMismatch extends ApiError {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super('BillingServiceError', `The amount is in ${expected}, the balance in ${actual}`);
  }
}

export interface Posted {
  entryId: number;
  balanceAfter: number;
  /** True when the key had been used: nothing moved, the first result is answered. */
  repeated: boolean;
}

/**
 * Moves money on one balance inside the caller's transaction: the balance row is locked
 * (`for update`), a repeated idempotency key answers the first entry, a debit below zero is
 * declined, and the ledger row and the new balance are written together.
 */
export async function post(trx: Transaction<DB>, p: Posting): Promise<Posted> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`Bad amount ${p.amount}`);
  const balance = await trx
    .selectFrom('balances')
    .select(['amount', 'currency'])
    .where('account_id', '=', p.accountId)
    .where('kind', '=', p.balanceKind)
    .forUpdate()
    .executeTakeFirst();
  if (!balance) throw new ApiError('BillingServiceError', 'No such balance');
  if (p.currency !== undefined && p.currency !== balance.currency) throw new CurrencyMismatch(p.currency, balance.currency);
  const previous = await trx
    .selectFrom('ledger')
    .select(['id', 'balance_after'])
    .where('account_id', '=', p.accountId)
    .where('idempotency_key', '=', p.idempotencyKey)
    .executeTakeFirst();
  if (previous) return { entryId: previous.id, balanceAfter: previous.balance_after, repeated: true };
  const after = balance.amount + p.amount;
  if (after < 0) throw new ApiError('BillingTransactionDeclined', 'Insufficient funds');
  await trx
    .updateTable('balances')
    .set({ amount: after, updated_at: sql`now()` })
    .where('account_id', '=', p.accountId)
    .where('kind', '=', p.balanceKind)
    .execute();
  const entry = await trx
    .insertInto('ledger')
    .values({
      account_id: p.accountId,
      balance_kind: p.balanceKind,
      kind: p.kind,
      amount: p.amount,
      balance_after: after,
      currency: balance.currency,
      idempotency_key: p.idempotencyKey,
      reference: json(p.reference ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { entryId: entry.id, balanceAfter: after, repeated: false };
}

/**
 * `post` in one statement, for a balance row this transaction has already locked (`for update`):
 * no one else can move it meanwhile, so the key lookup, the new balance and the ledger row go
 * together. Anything but a plain movement (a repeated key, a refusal, a missing balance) is
 * answered by `post` itself, which the lock makes give the same answer.
 */
export async function postLocked(trx: Transaction<DB>, p: Posting): Promise<Posted> {
  if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`Bad amount ${p.amount}`);
  const { rows } = await sql<{ id: number; balance_after: number }>`
    with moved as (
      update balances set amount = amount + ${p.amount}::bigint, updated_at = now()
      where account_id = ${p.accountId} and kind = ${p.balanceKind} and amount + ${p.amount}::bigint >= 0
        and (${p.currency ?? null}::text is null or currency = ${p.currency ?? null}::text)
        and not exists (select 1 from ledger where account_id = ${p.accountId} and idempotency_key = ${p.idempotencyKey})
      returning amount, currency
    )
    insert into ledger (account_id, balance_kind, kind, amount, balance_after, currency, idempotency_key, reference)
    select ${p.accountId}::bigint, ${p.balanceKind}::text, ${p.kind}::text, ${p.amount}::bigint, moved.amount, moved.currency, ${p.idempotencyKey}::text, ${json(p.reference ?? {})}::jsonb
    from moved
    returning id, balance_after`.execute(trx);
  const row = rows[0];
  if (!row) return post(trx, p);
  return { entryId: Number(row.id), balanceAfter: Number(row.balance_after), repeated: false };
}

/** Opens the four balances of a new account at zero. */
export async function openBalances(trx: Transaction<DB>, accountId: number, currency: string): Promise<void> {
  await trx
    .insertInto('balances')
    .values(BALANCE_KINDS.map((kind) => ({ account_id: accountId, kind, currency })))
    .execute();
}

export async function balancesOf(db: Kysely<DB>, accountId: number): Promise<Record<BalanceKind, Money>> {
  const rows = await db.selectFrom('balances').select(['kind', 'amount', 'currency']).where('account_id', '=', accountId).execute();
  return balancesFrom(rows);
}

/** The four balances in major units from balance rows (missing ones as zero). */
export function balancesFrom(rows: ReadonlyArray<{ kind: BalanceKind; amount: number; currency: string }>): Record<BalanceKind, Money> {
  const out = {} as Record<BalanceKind, Money>;
  for (const kind of BALANCE_KINDS) {
    const row = rows.find((r) => r.kind === kind);
    out[kind] = money(row?.amount ?? 0, row?.currency ?? 'USD');
  }
  return out;
}
