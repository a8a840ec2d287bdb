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

/**
 * Sends pending messages, a batch at a time. Rows are claimed with `for update skip locked`,
 * so several instances can run the worker side by side.
 */
export async function deliverPending(db: Kysely<DB>, sender: MessageSender, batch = 20): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(batch)
      .forUpdate()
      .skipLocked()
      .execute();
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
        await trx.updateTable('outbox').set({ status: 'sent', sent_at: sql`now()`, attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
      } catch (error) {
        await trx
          .updateTable('outbox')
          .set({
            status: row.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'pending',
            attempts: row.attempts + 1,
            last_error: String((error as Error)?.message ?? error).slice(0, 500),
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return rows.length;
  });
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
