/**
 * Init data seen before. Init data is a bearer credential for its whole lifetime, so each one
 * signs in once; the record lives in the database (several instances agree) until the data
 * would be refused as old anyway.
 */
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Records the init data's hash; false when it was used before (a replay). */
export async function consumeInitData(db: Kysely<DB>, hash: string, expiresAt: Date): Promise<boolean> {
  await db
    .deleteFrom('telegram_init_data_uses')
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  const inserted = await db
    .insertInto('telegram_init_data_uses')
    .values({ hash, expires_at: expiresAt })
    .onConflict((oc) => oc.column('hash').doNothing())
    .returning('hash')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Until when init data signed at `authDate` (unix seconds) could still be accepted. */
export const initDataExpiry = (authDate: number, maxAgeSeconds: number): Date => new Date((authDate + maxAgeSeconds + 60) * 1000);
