import { sql, type Kysely, type Transaction } from 'kysely';
import type { NotificationKind, NotificationParams } from '@casino/contract';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { paged } from '../db/paged';

/**
 * Writes one of the player's notifications, in the caller's transaction so a message exists
 * exactly when the thing it tells of happened (a payout paid, a verification decided).
 */
export async function notifyPlayer<K extends NotificationKind>(
  db: Kysely<DB> | Transaction<DB>,
  accountId: number,
  kind: K,
  params: NotificationParams[K],
): Promise<number> {
  const row = await db
    .insertInto('notifications')
    .values({ account_id: accountId, kind, params: json(params) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** How many of the player's notifications are unread (the header's badge). */
export async function unreadCount(db: Kysely<DB> | Transaction<DB>, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select(sql<string>`count(*)`.as('n'))
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the player's notifications, newest first, with the total and the unread count. */
export async function notificationsOf(db: Kysely<DB>, accountId: number, window: { offset: number; limit: number }) {
  const base = db.selectFrom('notifications').where('account_id', '=', accountId);
  const [{ rows, total }, unread] = await Promise.all([
    paged(base, (q) => q.select(['id', 'kind', 'params', 'created_at', 'read_at']).orderBy('id', 'desc'), window),
    unreadCount(db, accountId),
  ]);
  return { rows, total, unread };
}

/**
 * Marks one of the player's notifications read (`id`), or all of them; another player's id, or
 * one already read, changes nothing. Answers the unread count left.
 */
export async function markRead(db: Kysely<DB>, accountId: number, which: { id: number } | 'all'): Promise<number> {
  let update = db
    .updateTable('notifications')
    .set({ read_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null);
  if (which !== 'all') update = update.where('id', '=', which.id);
  await update.execute();
  return unreadCount(db, accountId);
}
