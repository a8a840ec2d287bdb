import type { Kysely, Transaction } from 'kysely';
import type { NotificationKind, NotificationParams } from '@casino/shared';
import type { DB } from '../db/schema';
import { json } from '../db/sql';

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
