import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';
import { backoffMs, backoffSettings, logRetry, type BackoffSettings, type RetryLog } from '../jobs/backoff';
import { startJob } from '../jobs/job';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  purpose: string;
  accountId: number | null;
}

/**
 * Delivery of e-mail and SMS. The development sender keeps messages on the machine (the
 * `/dev/outbox` page shows them); a production sender wraps the operator's e-mail and SMS
 * gateways behind this one method.
 */
export interface MessageSender {
  send(message: OutgoingMessage & { id: number }): Promise<void>;
}

export const developmentSender = (log: FastifyBaseLogger): MessageSender => ({
  async send(message) {
    log.info({ outbox: message.id, channel: message.channel, purpose: message.purpose }, 'message kept in the development outbox');
  },
});

/** Queues a message in the same transaction as the change that caused it. */
export async function enqueue(db: Kysely<DB> | Transaction<DB>, message: OutgoingMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      purpose: message.purpose,
      account_id: message.accountId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Attempts before a message is dead ('failed', shown on the ops console's Jobs page). With the
 * default backoff (2 s doubling, 5 min cap) they span about half an hour: an outage of the
 * operator's gateway shorter than that loses nothing.
 */
export const MAX_ATTEMPTS = 10;
/** How long a claimed message is left to its worker before another may try it (a crashed worker). */
const CLAIM_SECONDS = 300;

export interface DeliveryOptions {
  batch?: number;
  /** The clock the backoff is kept by (tests run an outage on a clock of their own). */
  now?: Date;
  /** Where each retry is told (job, item, attempt, next in N s, error). */
  log?: RetryLog;
  backoff?: BackoffSettings;
  random?: () => number;
}

/**
 * Sends pending messages that are due, a batch at a time, holding no transaction while a sender
 * runs (on the embedded database an open transaction blocks every other query): the batch is
 * claimed in one short transaction (`for update skip locked`, so several instances can run side
 * by side), sent outside it, and each result recorded on its own. A failed message waits before
 * its next attempt, longer each time (backoff with jitter); after the last it is dead.
 */
export async function deliverPending(db: Kysely<DB>, sender: MessageSender, options: DeliveryOptions | number = {}): Promise<number> {
  const { batch = 20, now = new Date(), log, backoff = backoffSettings(), random = Math.random } = typeof options === 'number' ? { batch: options } : options;
  const rows = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', now)]))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
      .orderBy('id')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({ claimed_until: sql<Date>`now() + make_interval(secs => ${CLAIM_SECONDS})` })
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .returningAll()
      .execute();
  });
  rows.sort((a, b) => a.id - b.id);
  for (const row of rows) {
    const attempt = row.attempts + 1;
    try {
      await sender.send({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        purpose: row.purpose,
        accountId: row.account_id,
      });
      await db
        .updateTable('outbox')
        .set({ status: 'sent', sent_at: sql`now()`, attempts: attempt, claimed_until: null, next_attempt_at: null })
        .where('id', '=', row.id)
        .execute();
    } catch (error) {
      const dead = attempt >= MAX_ATTEMPTS;
      const wait = backoffMs(attempt, backoff, random);
      if (log) {
        if (dead)
          log.warn(
            { job: 'outbox', item: row.id, attempt, err: String((error as Error)?.message ?? error) },
            `outbox: item ${row.id} failed (attempt ${attempt}), no attempt left: dead`,
          );
        else logRetry(log, 'outbox', row.id, attempt, wait, error);
      }
      await db
        .updateTable('outbox')
        .set({
          status: dead ? 'failed' : 'pending',
          attempts: attempt,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          claimed_until: null,
          next_attempt_at: dead ? null : new Date(now.getTime() + wait),
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return rows.length;
}

/** Sends a dead message again from its first attempt (the ops console's retry); false when it is not dead. */
export async function retryDeadMessage(db: Kysely<DB>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'pending', attempts: 0, next_attempt_at: null, claimed_until: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Polls the outbox until stopped (`jobs/job.ts`); answers the stop function (awaits an ongoing round). */
export function startOutboxWorker(db: Kysely<DB>, sender: MessageSender, log: FastifyBaseLogger, everyMs = 2000): () => Promise<void> {
  const job = startJob({
    name: 'outbox',
    everyMs,
    log,
    runAtStart: false,
    // Drains what is due, batch after batch, so a backlog after an outage does not wait a round per batch.
    round: async () => {
      while ((await deliverPending(db, sender, { log })) > 0);
    },
  });
  return () => job.stop();
}

export async function recentMessages(db: Kysely<DB>, limit = 50) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'purpose', 'status', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
