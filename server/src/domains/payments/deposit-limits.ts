/**
 * Responsible-gambling deposit limits (spec §3, integrations): per 24 h, 7 days and month; the
 * lowest applies; once reached, deposits are refused until the period renews. A lower limit
 * applies at once, a higher one (or a removal) after the cooling-off.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ApiError, formatNumber, type Result } from '@casino/contract';
import type { DB, DepositLimitsTable, LimitPeriod } from '../../db/schema';
import { money, toMajor } from '../wallet';
import { bindingLimit, effectiveLimit, periodWindow, planLimitChange, type LimitUsage } from '../wallet';

export type DepositLimitView = Result<'account.getDepositLimit'>;
type Db = Kysely<DB> | Transaction<DB>;
type LimitRow = Selectable<DepositLimitsTable>;

const PERIOD_ORDER: LimitPeriod[] = ['day', 'week', 'month'];
const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Deposits that count against a limit: paid ones only (one started and abandoned takes nothing of it). */
async function depositedSince(db: Db, accountId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('account_id', '=', accountId)
    .where('type', '=', 'deposit')
    .where('status', '=', 'success')
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

interface Usage extends LimitUsage {
  currency: string;
  pending: { amount: number | null; at: Date } | null;
}

/** The player's deposit limit rows, to read with other statements (`pipelined`) and pass to `assertWithinDepositLimits`. */
export const depositLimitRows = (db: Db, accountId: number) => db.selectFrom('deposit_limits').selectAll().where('account_id', '=', accountId);

async function usages(db: Db, accountId: number, now: Date, rows?: LimitRow[]): Promise<Usage[]> {
  const list = rows ?? (await depositLimitRows(db, accountId).execute());
  const out: Usage[] = [];
  for (const row of list) {
    const effective = effectiveLimit(row, now);
    if (effective.amount === null) continue;
    const window = periodWindow(new Date(row.anchored_at), row.period, now);
    out.push({
      period: row.period,
      limit: effective.amount,
      used: await depositedSince(db, accountId, window.start),
      window,
      currency: row.currency,
      pending: effective.pending,
    });
  }
  return out.sort((a, b) => PERIOD_ORDER.indexOf(a.period) - PERIOD_ORDER.indexOf(b.period));
}

function view(list: Usage[], currency: string, coolingOffMs: number): DepositLimitView {
  const binding = bindingLimit(list);
  const left = (u: Usage) => Math.max(0, u.limit - u.used);
  return {
    period: binding?.period ?? 'none',
    limit_amount: binding ? money(binding.limit, binding.currency) : null,
    available_amount: binding ? money(left(binding), binding.currency) : null,
    expired_at: binding ? unix(binding.window.end) : null,
    can_edit: true,
    cooling_off: Math.round(coolingOffMs / 1000),
    limits: list.map((u) => ({
      period: u.period,
      limit_amount: money(u.limit, u.currency),
      used_amount: money(u.used, u.currency),
      available_amount: money(left(u), u.currency),
      expired_at: unix(u.window.end),
      pending: u.pending ? { limit_amount: u.pending.amount === null ? null : money(u.pending.amount, u.currency), effective_at: unix(u.pending.at) } : null,
    })),
  };
}

export async function depositLimitView(db: Db, accountId: number, currency: string, coolingOffMs: number, now = new Date()): Promise<DepositLimitView> {
  return view(await usages(db, accountId, now), currency, coolingOffMs);
}

/**
 * Refuses a deposit of `amount` (minor units) that any limit cannot take, inside the caller's
 * transaction (which holds the player's balance lock, so two deposits cannot both squeeze in).
 */
export async function assertWithinDepositLimits(trx: Transaction<DB>, accountId: number, amount: number, now = new Date(), rows?: LimitRow[]): Promise<void> {
  const list = await usages(trx, accountId, now, rows);
  const binding = bindingLimit(list.filter((u) => u.used + amount > u.limit));
  if (!binding) return;
  const left = Math.max(0, binding.limit - binding.used);
  throw new ApiError(
    'BillingDepositLimitExceeded',
    `Deposit limit exceeded: ${formatNumber(toMajor(left), 2)} ${binding.currency} left until ${binding.window.end.toISOString()}`,
    { amount: 'Deposit limit exceeded' },
  );
}

/**
 * Sets the player's limit for one period (`wanted` in minor units; null removes it). Lowering
 * or a first limit applies now; raising or removing waits out the cooling-off. Every change is
 * recorded in deposit_limit_events.
 */
export async function setDepositLimit(
  db: Kysely<DB>,
  input: { accountId: number; currency: string; period: LimitPeriod; wanted: number | null; coolingOffMs: number },
  now = new Date(),
): Promise<DepositLimitView> {
  const { accountId, period, wanted } = input;
  await db.transaction().execute(async (trx) => {
    // The account row serialises limit changes of one player.
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
    let row = await trx.selectFrom('deposit_limits').selectAll().where('account_id', '=', accountId).where('period', '=', period).executeTakeFirst();
    const event = (action: 'set' | 'lower' | 'raise' | 'remove' | 'cancel_pending' | 'apply_pending', amount: number | null, at: Date) =>
      trx.insertInto('deposit_limit_events').values({ account_id: accountId, period, action, amount, effective_at: at }).execute();

    // A pending change whose time has come is made real first.
    if (row && row.pending_at !== null && new Date(row.pending_at) <= now) {
      const at = new Date(row.pending_at);
      if (row.pending_remove) {
        await trx.deleteFrom('deposit_limits').where('account_id', '=', accountId).where('period', '=', period).execute();
        await event('apply_pending', null, at);
        row = undefined;
      } else {
        await trx
          .updateTable('deposit_limits')
          .set({ amount: row.pending_amount!, pending_amount: null, pending_remove: false, pending_at: null, updated_at: sql`now()` })
          .where('account_id', '=', accountId)
          .where('period', '=', period)
          .execute();
        await event('apply_pending', row.pending_amount, at);
        row = { ...row, amount: row.pending_amount!, pending_amount: null, pending_remove: false, pending_at: null };
      }
    }

    const change = planLimitChange(row ? row.amount : null, wanted, now, input.coolingOffMs);
    switch (change.kind) {
      case 'none':
        return;
      case 'set':
        await trx
          .insertInto('deposit_limits')
          .values({ account_id: accountId, period, amount: change.amount, currency: input.currency, anchored_at: now })
          .execute();
        await event('set', change.amount, now);
        return;
      case 'lower':
      case 'keep':
        await trx
          .updateTable('deposit_limits')
          .set({ amount: change.amount, pending_amount: null, pending_remove: false, pending_at: null, updated_at: sql`now()` })
          .where('account_id', '=', accountId)
          .where('period', '=', period)
          .execute();
        if (change.kind === 'lower') await event('lower', change.amount, now);
        else if (row?.pending_at) await event('cancel_pending', change.amount, now);
        return;
      case 'raise':
      case 'remove':
        await trx
          .updateTable('deposit_limits')
          .set({
            pending_amount: change.kind === 'raise' ? change.amount : null,
            pending_remove: change.kind === 'remove',
            pending_at: change.at,
            updated_at: sql`now()`,
          })
          .where('account_id', '=', accountId)
          .where('period', '=', period)
          .execute();
        await event(change.kind, change.kind === 'raise' ? change.amount : null, change.at);
        return;
    }
  });
  return depositLimitView(db, accountId, input.currency, input.coolingOffMs, now);
}
