import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { ApiError, type Money } from '@casino/contract';
import type { BalanceKind, DB, LedgerTable } from '../../db/schema';
import { json } from '../../db/sql';
import { fromMinor } from '@casino/contract/money';

export const BALANCE_KINDS: readonly BalanceKind[] = ['main', 'bonus', 'betting_bonus', 'fun'];

/** Minor units (integer cents) to the API's major-unit number (the contract's `fromMinor`). */
export const toMajor = (minor: number, currency?: string): number => fromMinor(minor, currency);
export const money = (minor: number, currency: string): Money => ({ amount: fromMinor(minor, currency), currency });

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

/*
 * The ledger's posting functions are the wallet's own (not exported by index.ts): other code moves
 * money through `move` and `movePart` (move.ts), which decide the locks.
 */

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
 * A movement written by a statement (`lockedPostingsPart`): its account may be a part of that
 * statement (`(select account_id from …)`), for a statement that finds the account itself.
 */
export type StatementPosting = Omit<Posting, 'accountId'> & { accountId: number | RawBuilder<number> };

/**
 * Movements on one balance row this transaction has already locked (`for update`), as `with` parts
 * of a statement: `ledger_moved` changes the balance by their sum and `ledger_posted` writes their
 * ledger rows in order, each with the balance after it. No one else can move the row meanwhile, so
 * the key lookup, the new balance and the rows go together. Nothing at all is written unless every
 * key is new, the balance exists (in the postings' currency, when they name one) and no movement
 * in turn takes it below zero: `ledger_posted` then has no rows. Nor is it when `when` is false (a
 * condition the caller's statement decides once: `playMainMoneyRound`).
 */
export function lockedPostingsPart(postings: readonly StatementPosting[], when?: RawBuilder<boolean>): RawBuilder<unknown> {
  const first = postings[0];
  if (!first) throw new Error('No postings');
  const account = sql`${first.accountId}::bigint`;
  let running = 0;
  let lowest = 0;
  const rows = postings.map((p, n) => {
    if (!Number.isSafeInteger(p.amount) || p.amount === 0) throw new Error(`Bad amount ${p.amount}`);
    if (p.accountId !== first.accountId || p.balanceKind !== first.balanceKind || p.currency !== first.currency)
      throw new Error('Postings of one statement move one balance');
    running += p.amount;
    lowest = Math.min(lowest, running);
    return sql`(${n}::integer, ${p.kind}::text, ${p.amount}::bigint, ${running}::bigint, ${p.idempotencyKey}::text, ${json(p.reference ?? {})}::jsonb)`;
  });
  const currency = first.currency ?? null;
  // A probe of the unique (account, key) index per key: with `key in (…)` a plan made while the
  // ledger was small read every entry of the player, a cost that grew with their history.
  return sql`ledger_moved as (
      update balances set amount = amount + ${running}::bigint, updated_at = now()
      where account_id = ${account} and kind = ${first.balanceKind}::text and amount + ${lowest}::bigint >= 0
        and (${currency}::text is null or currency = ${currency}::text)${when ? sql` and ${when}` : sql``}
        ${sql.join(
          postings.map((p) => sql`and not exists (select 1 from ledger where account_id = ${account} and idempotency_key = ${p.idempotencyKey}::text)`),
          sql` `,
        )}
      returning amount - ${running}::bigint as before, currency
    ), ledger_posted as (
      insert into ledger (account_id, balance_kind, kind, amount, balance_after, currency, idempotency_key, reference)
      select ${account}, ${first.balanceKind}::text, p.kind, p.amount, m.before + p.running, m.currency, p.key, p.reference
      from ledger_moved m, (values ${sql.join(rows)}) as p (n, kind, amount, running, key, reference)
      order by p.n
      returning id, balance_after
    )`;
}

/**
 * `post` for several movements of one balance row this transaction has already locked, in one
 * statement (`lockedPostingsPart`). Anything but plain movements (a repeated key, a refusal, a
 * missing balance) is answered by `post` itself, movement by movement, which the lock makes give
 * the same answer.
 */
export async function postAllLocked(trx: Transaction<DB>, postings: readonly Posting[]): Promise<Posted[]> {
  if (postings.length === 0) return [];
  const { rows } = await sql<{
    id: number;
    balance_after: number;
  }>`with ${lockedPostingsPart(postings)} select id, balance_after from ledger_posted order by id`.execute(trx);
  if (rows.length === postings.length) return rows.map((row) => ({ entryId: Number(row.id), balanceAfter: Number(row.balance_after), repeated: false }));
  const answers: Posted[] = [];
  for (const p of postings) answers.push(await post(trx, p));
  return answers;
}

/** `post` in one statement, for a balance row this transaction has already locked (`postAllLocked`). */
export async function postLocked(trx: Transaction<DB>, p: Posting): Promise<Posted> {
  const [posted] = await postAllLocked(trx, [p]);
  return posted!;
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
