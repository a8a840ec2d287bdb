/**
 * The demo payout provider, hosted by the server in place of an external payout service. It
 * keeps its own records (demo_provider_payouts): a payout it is asked for is processing for a
 * while (`PAYOUTS_DEMO_DELAY_SECONDS`), then paid — or failed, for the amounts the demo is told to
 * fail (`PAYOUTS_DEMO_FAIL`) — and the outcome goes to the merchant through a signed
 * server-to-server callback, sent again until the merchant acknowledges it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { z } from 'zod';
import type { DB, DemoProviderPayoutsTable } from '../../db/schema';
import { json } from '../../db/sql';
import { keptSecret } from '../../db/kept-secret';
import type { PayoutSettings } from '../../domains/payouts';
import type { PayoutCallback, PayoutOrder } from '../../domains/payouts';
import { nextAttemptAt } from '../../jobs/backoff';
import { deliverDueCallbacks, readSigned, sendSigned, signatureHeaders, type Deliver } from '../callbacks/delivery';

export const PROVIDER = 'demo';
export const CALLBACK_PATH = '/payouts/callback/demo';
/** Attempts before the provider gives up on a callback. */
export const FAILURE_REASON = 'declined by the demo payout provider';

export type PayoutRow = Selectable<DemoProviderPayoutsTable>;

/**
 * The secret the demo provider signs its callbacks with and the merchant checks them with:
 * PAYOUTS_CALLBACK_SECRET, else one generated once and kept in the database.
 */
export function payoutCallbackSecret(db: Kysely<DB>, configured: string | null = null): Promise<string> {
  return configured ? Promise.resolve(configured) : keptSecret(db, 'payouts.demo.callback_secret');
}

/** Takes a payout (or, for an order seen before, finds it); it is processing until `delayMs` from now. */
export async function createPayout(db: Kysely<DB>, order: PayoutOrder, delayMs: number): Promise<{ reference: string; status: 'pending' }> {
  await db
    .insertInto('demo_provider_payouts')
    .values({
      reference: randomBytes(24).toString('base64url'),
      order_id: order.orderId,
      amount: order.amount,
      currency: order.currency,
      method: order.method.slice(0, 64),
      requisites: json(order.requisites),
      decide_at: sql<Date>`now() + make_interval(secs => ${delayMs / 1000})`,
    })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
  const row = await db.selectFrom('demo_provider_payouts').select('reference').where('order_id', '=', order.orderId).executeTakeFirstOrThrow();
  return { reference: row.reference, status: 'pending' };
}

/** Whether the demo fails a payout of this amount (minor units). */
export const failsPayout = (amount: number, fail: PayoutSettings['demo']['fail']) => fail === 'all' || fail.includes(amount);

/** Decides the payouts whose time has come; answers how many. */
export async function decideDue(db: Kysely<DB>, fail: PayoutSettings['demo']['fail'], limit = 100): Promise<number> {
  const due = await db
    .selectFrom('demo_provider_payouts')
    .select(['reference', 'amount'])
    .where('status', '=', 'processing')
    .where('decide_at', '<=', sql<Date>`now()`)
    .orderBy('decide_at')
    .limit(limit)
    .execute();
  let decided = 0;
  for (const row of due) {
    const r = await db
      .updateTable('demo_provider_payouts')
      .set({ status: failsPayout(row.amount, fail) ? 'failed' : 'paid', callback_due: true, decided_at: sql`now()` })
      .where('reference', '=', row.reference)
      .where('status', '=', 'processing')
      .executeTakeFirst();
    decided += Number(r.numUpdatedRows);
  }
  return decided;
}

/** The callback body of an outcome; its event id names the outcome, so sending it again is a replay. */
export function callbackBody(row: Pick<PayoutRow, 'reference' | 'order_id' | 'status' | 'amount' | 'currency'>): string {
  return JSON.stringify({
    event_id: `${row.reference}.${row.status}`,
    order_id: row.order_id,
    reference: row.reference,
    status: row.status === 'paid' ? 'success' : row.status === 'failed' ? 'fail' : 'pending',
    amount: row.amount,
    currency: row.currency,
    ...(row.status === 'failed' ? { reason: FAILURE_REASON } : {}),
    delivery: randomUUID(),
  });
}

/** Sends the outcome of one payout to the merchant; it stops being due once acknowledged. */
export async function deliverCallback(
  db: Kysely<DB>,
  row: PayoutRow,
  deliver: Deliver,
  options: { secret?: string | null; now?: number } = {},
): Promise<boolean> {
  const sent = await sendSigned(deliver, CALLBACK_PATH, callbackBody(row), await payoutCallbackSecret(db, options.secret ?? null), options.now);
  await db
    .updateTable('demo_provider_payouts')
    .set({
      callback_due: sent.retry,
      callback_attempts: sql`callback_attempts + 1`,
      callback_error: sent.error,
      callback_next_at: sent.retry ? nextAttemptAt(row.callback_attempts + 1) : null,
    })
    .where('reference', '=', row.reference)
    .where('status', '=', row.status)
    .execute();
  return sent.acknowledged;
}

/** Sends every callback still due (oldest first); answers how many were acknowledged. */
export function deliverDue(db: Kysely<DB>, deliver: Deliver, options: { secret?: string | null; limit?: number } = {}): Promise<number> {
  return deliverDueCallbacks(db, 'demo_provider_payouts', (row) => deliverCallback(db, row, deliver, { secret: options.secret ?? null }), options.limit);
}

// ---- the merchant's side --------------------------------------------------------------------

const callbackSchema = z.object({
  event_id: z.string().min(1).max(128),
  order_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reference: z.string().min(1).max(64),
  status: z.enum(['success', 'fail', 'pending']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  reason: z.string().max(200).optional(),
});

/** Checks a callback's signature and timestamp over the raw body before reading the outcome from it. */
export async function verifyPayoutCallback(
  db: Kysely<DB>,
  raw: string,
  headers: Record<string, string | string[] | undefined>,
  options: { secret: string | null; toleranceSeconds: number; now?: number },
): Promise<PayoutCallback> {
  const read = readSigned(callbackSchema, raw, signatureHeaders(headers), {
    secret: await payoutCallbackSecret(db, options.secret),
    toleranceSeconds: options.toleranceSeconds,
    ...(options.now !== undefined ? { now: options.now } : {}),
  });
  if (!read.ok) return read;
  const e = read.event;
  return {
    ok: true,
    event: { eventId: e.event_id, orderId: e.order_id, reference: e.reference, status: e.status, amount: e.amount, currency: e.currency, reason: e.reason },
  };
}
