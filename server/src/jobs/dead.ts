/**
 * The durable items of the background jobs (outbox messages, the demo providers' callbacks and
 * identity webhooks): how many wait, and those that used up their attempts (dead), which an
 * operator may send again from the ops console's Jobs page.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { retryDeadMessage } from '../outbox/outbox';
import { MAX_CALLBACK_ATTEMPTS } from '../providers/callbacks/delivery';
import { MAX_WEBHOOK_ATTEMPTS } from '../providers/identity/webhook';

/** The kinds of durable item, each with the job that sends it (the name `startJob` knows it by). */
export const DEAD_KINDS = {
  outbox: 'outbox',
  'payment-callback': 'payment callback redelivery',
  'payout-callback': 'demo payouts',
  'kyc-webhook': 'identity webhook redelivery',
} as const;
export type DeadKind = keyof typeof DEAD_KINDS;

export interface DeadItem {
  /** `<kind>:<key>`, as `POST /ops/jobs/dead/:id/retry` takes it. */
  id: string;
  kind: DeadKind;
  job: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

export interface QueueFigures {
  job: string;
  /** Waiting to be sent (now or after their backoff). */
  queued: number;
  /** Of those, waiting out a backoff after a failure. */
  retrying: number;
  dead: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** How many items each durable job holds. */
export async function queueFigures(db: Kysely<DB>): Promise<QueueFigures[]> {
  const outbox = await db
    .selectFrom('outbox')
    .select([
      sql<number>`count(*) filter (where status = 'pending')::int`.as('queued'),
      sql<number>`count(*) filter (where status = 'pending' and attempts > 0)::int`.as('retrying'),
      sql<number>`count(*) filter (where status = 'failed')::int`.as('dead'),
    ])
    .executeTakeFirstOrThrow();
  const callbacks = async (table: 'demo_provider_payments' | 'demo_provider_payouts') =>
    db
      .selectFrom(table as 'demo_provider_payments')
      .select([
        sql<number>`count(*) filter (where callback_due and callback_attempts < ${MAX_CALLBACK_ATTEMPTS})::int`.as('queued'),
        sql<number>`count(*) filter (where callback_due and callback_attempts > 0 and callback_attempts < ${MAX_CALLBACK_ATTEMPTS})::int`.as('retrying'),
        sql<number>`count(*) filter (where callback_due and callback_attempts >= ${MAX_CALLBACK_ATTEMPTS})::int`.as('dead'),
      ])
      .executeTakeFirstOrThrow();
  const webhooks = await db
    .selectFrom('demo_identity_applicants')
    .select([
      sql<number>`count(*) filter (where webhook_due and webhook_attempts < ${MAX_WEBHOOK_ATTEMPTS})::int`.as('queued'),
      sql<number>`count(*) filter (where webhook_due and webhook_attempts > 0 and webhook_attempts < ${MAX_WEBHOOK_ATTEMPTS})::int`.as('retrying'),
      sql<number>`count(*) filter (where webhook_due and webhook_attempts >= ${MAX_WEBHOOK_ATTEMPTS})::int`.as('dead'),
    ])
    .executeTakeFirstOrThrow();
  return [
    { job: DEAD_KINDS.outbox, ...outbox },
    { job: DEAD_KINDS['payment-callback'], ...(await callbacks('demo_provider_payments')) },
    { job: DEAD_KINDS['payout-callback'], ...(await callbacks('demo_provider_payouts')) },
    { job: DEAD_KINDS['kyc-webhook'], ...webhooks },
  ];
}

/** The dead items, newest first, at most `limit` of each kind. */
export async function deadItems(db: Kysely<DB>, limit = 50): Promise<DeadItem[]> {
  const outbox = await db
    .selectFrom('outbox')
    .select(['id', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const payments = await db
    .selectFrom('demo_provider_payments')
    .select(['token', 'callback_attempts', 'callback_error', 'created_at'])
    .where('callback_due', '=', true)
    .where('callback_attempts', '>=', MAX_CALLBACK_ATTEMPTS)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const payouts = await db
    .selectFrom('demo_provider_payouts')
    .select(['reference', 'callback_attempts', 'callback_error', 'created_at'])
    .where('callback_due', '=', true)
    .where('callback_attempts', '>=', MAX_CALLBACK_ATTEMPTS)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const webhooks = await db
    .selectFrom('demo_identity_applicants')
    .select(['id', 'webhook_attempts', 'webhook_error', 'created_at'])
    .where('webhook_due', '=', true)
    .where('webhook_attempts', '>=', MAX_WEBHOOK_ATTEMPTS)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  const item = (kind: DeadKind, key: string | number, attempts: number, lastError: string | null, createdAt: Date | string): DeadItem => ({
    id: `${kind}:${key}`,
    kind,
    job: DEAD_KINDS[kind],
    attempts,
    lastError,
    createdAt: iso(createdAt),
  });
  return [
    ...outbox.map((r) => item('outbox', r.id, r.attempts, r.last_error, r.created_at)),
    ...payments.map((r) => item('payment-callback', r.token, r.callback_attempts, r.callback_error, r.created_at)),
    ...payouts.map((r) => item('payout-callback', r.reference, r.callback_attempts, r.callback_error, r.created_at)),
    ...webhooks.map((r) => item('kyc-webhook', r.id, r.webhook_attempts, r.webhook_error, r.created_at)),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Splits `<kind>:<key>`; null when it names no kind. */
export function parseDeadId(id: string): { kind: DeadKind; key: string } | null {
  const at = id.indexOf(':');
  if (at <= 0) return null;
  const kind = id.slice(0, at);
  const key = id.slice(at + 1);
  if (!(kind in DEAD_KINDS) || key === '' || key.length > 200) return null;
  if (kind === 'outbox' && !/^[1-9]\d{0,15}$/.test(key)) return null;
  return { kind: kind as DeadKind, key };
}

/** Sends a dead item again from its first attempt; false when it is unknown or not dead. */
export async function retryDead(db: Kysely<DB>, kind: DeadKind, key: string): Promise<boolean> {
  const changed = (result: { numUpdatedRows: bigint }) => Number(result.numUpdatedRows) > 0;
  switch (kind) {
    case 'outbox':
      return retryDeadMessage(db, Number(key));
    case 'payment-callback':
      return changed(
        await db
          .updateTable('demo_provider_payments')
          .set({ callback_attempts: 0, callback_next_at: null })
          .where('token', '=', key)
          .where('callback_due', '=', true)
          .where('callback_attempts', '>=', MAX_CALLBACK_ATTEMPTS)
          .executeTakeFirst(),
      );
    case 'payout-callback':
      return changed(
        await db
          .updateTable('demo_provider_payouts')
          .set({ callback_attempts: 0, callback_next_at: null })
          .where('reference', '=', key)
          .where('callback_due', '=', true)
          .where('callback_attempts', '>=', MAX_CALLBACK_ATTEMPTS)
          .executeTakeFirst(),
      );
    case 'kyc-webhook':
      return changed(
        await db
          .updateTable('demo_identity_applicants')
          .set({ webhook_attempts: 0, webhook_next_at: null })
          .where('id', '=', key)
          .where('webhook_due', '=', true)
          .where('webhook_attempts', '>=', MAX_WEBHOOK_ATTEMPTS)
          .executeTakeFirst(),
      );
  }
}
