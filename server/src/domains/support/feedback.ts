import type { Kysely } from 'kysely';
import type { Locale } from '@casino/contract';
import type { DB } from '../../db/schema';
import { enqueue } from '../../outbox/outbox';

/** A feedback message stored and queued for the support mailbox in one transaction; its id. */
export function sendFeedback(
  db: Kysely<DB>,
  feedback: { accountId: number | null; name: string; email: string; topic: string; message: string; locale: Locale; ip: string; mailbox: string },
): Promise<number> {
  const p = feedback;
  const { accountId, mailbox } = feedback;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('support_feedback')
      .values({ account_id: accountId, name: p.name, email: p.email, topic: p.topic, message: p.message, locale: p.locale, ip: p.ip })
      .returning('id')
      .executeTakeFirstOrThrow();
    await enqueue(trx, {
      channel: 'email',
      recipient: mailbox,
      subject: `Feedback #${row.id}: ${p.topic}`,
      body: `From: ${p.name} <${p.email}>${accountId ? ` (uid ${accountId})` : ''}\nLanguage: ${p.locale}\nTopic: ${p.topic}\n\n${p.message}`,
      purpose: 'support_feedback',
      accountId,
    });
    return row.id;
  });
}
