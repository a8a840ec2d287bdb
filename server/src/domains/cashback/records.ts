/**
 * A player's cashback records: how the API answers them, taking one (its amount credited to the
 * main balance once, in the transaction that marks it paid) and declining one.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { ApiError } from '@casino/contract';
import type { CashbackItem } from '@casino/contract/schemas';
import type { Locale } from '../../api/handler';
import { auditAccount } from '../../audit/audit';
import type { DB, Localised } from '../../db/schema';
import { money, move } from '../wallet';
import { notifyPlayer } from '../../notifications/store';
import { describe, unix } from '../../api/view';
import { fromMinor } from '@casino/contract/money';

/** The status a player sees: an active one past its receiving date is expired, swept or not. */
export const shownStatus: RawBuilder<CashbackItem['status']> = sql<
  CashbackItem['status']
>`(case when cashbacks.status = 'active' and cashbacks.receiving_expired_at <= now() then 'expired' else cashbacks.status end)`;

export const COLUMNS = [
  'cashbacks.id',
  'cashbacks.amount',
  'cashbacks.currency',
  'cashbacks.description',
  'cashbacks.receiving_expired_at',
  'cashbacks.paid_out_at',
  'cashbacks.end_date',
  'cashbacks.period_start',
  'cashbacks.percent',
] as const;

export interface RecordRow {
  id: number;
  status: CashbackItem['status'];
  amount: number | string;
  currency: string;
  description: Localised<Record<string, string | number>>;
  receiving_expired_at: Date | string | null;
  paid_out_at: Date | string | null;
  end_date: Date | string;
  period_start: Date | string | null;
  percent: number | string | null;
}

export function cashbackOut(c: RecordRow, locale: Locale): CashbackItem {
  return {
    id: Number(c.id),
    status: c.status,
    amount: money(Number(c.amount), c.currency),
    description: describe(c.description, locale),
    receiving_expired_at: c.receiving_expired_at ? unix(c.receiving_expired_at) : null,
    paid_out_at: c.paid_out_at ? unix(c.paid_out_at) : null,
    end_date: unix(c.end_date),
    period_start: c.period_start ? unix(c.period_start) : null,
    percent: c.percent === null ? null : Number(c.percent),
  };
}

/** Refusals, as `InvalidParameterException` with `fields.cashback_id` naming the reason. */
const refuse = (reason: 'cashback_not_found' | 'cashback_expired' | 'cashback_removed' | 'cashback_paid_out') =>
  new ApiError('InvalidParameter', reason, { cashback_id: reason });

/** The player's cashback, locked for the rest of the transaction. */
async function lockOwn(trx: Transaction<DB>, accountId: number, id: number) {
  const row = await trx
    .selectFrom('cashbacks')
    .select([...COLUMNS, 'cashbacks.status as stored', shownStatus.as('status')])
    .where('cashbacks.id', '=', id)
    .where('cashbacks.account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw refuse('cashback_not_found');
  return row;
}

async function readOwn(trx: Transaction<DB>, accountId: number, id: number): Promise<RecordRow> {
  return trx
    .selectFrom('cashbacks')
    .select([...COLUMNS, shownStatus.as('status')])
    .where('cashbacks.id', '=', id)
    .where('cashbacks.account_id', '=', accountId)
    .executeTakeFirstOrThrow();
}

/**
 * Takes an active cashback: one `cashback` ledger credit on the main balance (keyed by the
 * cashback, so it can never be credited twice), the record marked paid out and the player told,
 * all in one transaction. Taking a paid-out one again answers it as it is.
 */
export async function takeCashback(db: Kysely<DB>, accountId: number, id: number, ip: string | null): Promise<RecordRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, accountId, id);
    if (row.stored === 'paid_out') return readOwn(trx, accountId, id);
    if (row.stored === 'removed') throw refuse('cashback_removed');
    if (row.status === 'expired') throw refuse('cashback_expired');
    const amount = Number(row.amount);
    if (amount > 0) {
      const title = { uz: describe(row.description, 'uz').title ?? null, ru: describe(row.description, 'ru').title ?? null };
      // The cashback's row is locked above, then the player's main balance (by `move`).
      await move(trx, [
        {
          accountId,
          balanceKind: 'main',
          kind: 'cashback',
          amount,
          currency: row.currency,
          idempotencyKey: `cashback:${id}`,
          reference: { cashback: id, title },
        },
      ]);
    }
    await trx
      .updateTable('cashbacks')
      .set({ status: 'paid_out', paid_out_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await notifyPlayer(trx, accountId, 'cashback.credited', { id, amount: fromMinor(amount, row.currency), currency: row.currency });
    await auditAccount(trx, {
      accountId,
      action: 'cashback.paid_out',
      actor: 'player',
      ip,
      details: { id, amount: fromMinor(amount, row.currency), currency: row.currency },
    });
    return readOwn(trx, accountId, id);
  });
}

/** Declines an active cashback: it can never be taken afterwards. Declining it again answers it as it is. */
export async function removeCashback(db: Kysely<DB>, accountId: number, id: number, ip: string | null): Promise<RecordRow> {
  return db.transaction().execute(async (trx) => {
    const row = await lockOwn(trx, accountId, id);
    if (row.stored === 'removed') return readOwn(trx, accountId, id);
    if (row.stored === 'paid_out') throw refuse('cashback_paid_out');
    if (row.status === 'expired') throw refuse('cashback_expired');
    await trx
      .updateTable('cashbacks')
      .set({ status: 'removed', removed_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await auditAccount(trx, {
      accountId,
      action: 'cashback.removed',
      actor: 'player',
      ip,
      details: { id, amount: fromMinor(Number(row.amount), row.currency), currency: row.currency },
    });
    return readOwn(trx, accountId, id);
  });
}
