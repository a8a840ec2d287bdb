import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { fieldError } from '../../api/errors';
import { addressKey, hit, refuseWhenReached, type Limit } from '../../auth/rate-limit';
import { checkUnsubscribeToken, readUnsubscribeToken, type ContactKind } from '../../outbox/unsubscribe-token';
import { auditAccount } from '../../audit/audit';

/** Wrong or expired links from one address: a guesser is slowed (a signature cannot be guessed, the database can be kept busy). */
export const UNSUBSCRIBE_FAILURES_PER_IP: Limit = { max: 30, windowSeconds: 600 };

export const UNSUBSCRIBE_MESSAGES = { invalid: 'Link is invalid', expired: 'Link has expired' } as const;

/**
 * Ends the marketing subscription of the contact an e-mail's link names (spec §7
 * `account.unsubscribe`): no session, the token's signature is the proof. The same link used again
 * changes nothing (a player who subscribed again since stays subscribed) and answers the same.
 * A real change is audited and recomputes the account's `is_subscribed`.
 */
export async function unsubscribeByToken(db: Kysely<DB>, secret: string, token: string, ip: string, now = Date.now()): Promise<{ contact: ContactKind }> {
  const failures = `unsubscribe-fail:${addressKey(ip)}`;
  await refuseWhenReached(db, failures, UNSUBSCRIBE_FAILURES_PER_IP);
  const read = readUnsubscribeToken(token);
  const contact = read
    ? await db.selectFrom('contacts').select(['id', 'value']).where('account_id', '=', read.accountId).where('kind', '=', read.kind).executeTakeFirst()
    : undefined;
  const check = checkUnsubscribeToken(secret, token, contact?.value ?? null, Math.floor(now / 1000));
  if (check !== 'valid' || !read || !contact) {
    await hit(db, failures, UNSUBSCRIBE_FAILURES_PER_IP);
    throw fieldError('token', check === 'expired' ? UNSUBSCRIBE_MESSAGES.expired : UNSUBSCRIBE_MESSAGES.invalid);
  }
  const tokenHash = createHash('sha256').update(token).digest('hex');
  await db.transaction().execute(async (trx) => {
    const first = await trx
      .insertInto('unsubscribe_uses')
      .values({ token_hash: tokenHash, account_id: read.accountId, expires_at: new Date(read.expires * 1000) })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .returning('token_hash')
      .executeTakeFirst();
    if (!first) return;
    const changed = await trx
      .updateTable('contacts')
      .set({ is_subscribed: false })
      .where('id', '=', contact.id)
      .where('is_subscribed', '=', true)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    await trx
      .updateTable('accounts')
      .set({
        is_subscribed: sql<boolean>`exists (select 1 from contacts where account_id = ${read.accountId} and is_subscribed)`,
        updated_at: sql`now()`,
      })
      .where('id', '=', read.accountId)
      .execute();
    await auditAccount(trx, {
      accountId: read.accountId,
      action: 'subscription.unsubscribed',
      actor: 'player',
      ip,
      details: { contact: read.kind, via: 'link' },
    });
  });
  return { contact: read.kind };
}
