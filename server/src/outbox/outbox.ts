import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../db/schema';

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

const MAX_ATTEMPTS = 5;
/** How long a claimed message is left to its worker before another may try it (a crashed worker). */
const CLAIM_SECONDS = 300;

/**
 * Sends pending messages, a batch at a time, holding no transaction while a sender runs (on the
 * embedded database an open transaction blocks every other query): the batch is claimed in one
 * short transaction (`for update skip locked`, so several instances can run side by side), sent
 * outside it, and each result recorded on its own.
 */
export async function deliverPending(db: Kysely<DB>, sender: MessageSender, batch = 20): Promise<number> {
  const rows = await db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
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
      await db.updateTable('outbox').set({ status: 'sent', sent_at: sql`now()`, attempts: row.attempts + 1, claimed_until: null }).where('id', '=', row.id).execute();
    } catch (error) {
      await db
        .updateTable('outbox')
        .set({
          status: row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'pending',
          attempts: row.attempts + 1,
          last_error: String((error as Error)?.message ?? error).slice(0, 500),
          claimed_until: null,
        })
        .where('id', '=', row.id)
        .execute();
    }
  }
  return rows.length;
}

/** Polls the outbox until stopped; answers the stop function (awaits an ongoing round). */
export function startOutboxWorker(db: Kysely<DB>, sender: MessageSender, log: FastifyBaseLogger, everyMs = 2000): () => Promise<void> {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = deliverPending(db, sender).catch((error) => log.error({ err: error }, 'outbox delivery failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

export async function recentMessages(db: Kysely<DB>, limit = 50) {
  return db
    .selectFrom('outbox')
    .select(['id', 'channel', 'recipient', 'subject', 'body', 'purpose', 'status', 'created_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
