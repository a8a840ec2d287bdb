import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import { STORAGE_LIMITS } from '@casino/contract/schemas';
import type { DB } from '../../db/schema';

/** A value of the player's own key-value storage written, within the number of keys a player may keep. */
export async function storeValue(db: Kysely<DB>, accountId: number, key: string, value: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // One writer per player at a time, so the count cannot be passed by calls at once.
    await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().executeTakeFirst();
    const exists = await trx.selectFrom('player_storage').select('key').where('account_id', '=', accountId).where('key', '=', key).executeTakeFirst();
    if (!exists) {
      const { n } = await trx
        .selectFrom('player_storage')
        .select(sql<string>`count(*)`.as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= STORAGE_LIMITS.keys) throw new ApiError('StorageQuotaExceeded', `At most ${STORAGE_LIMITS.keys} keys`);
    }
    await trx
      .insertInto('player_storage')
      .values({ account_id: accountId, key, value })
      .onConflict((oc) => oc.columns(['account_id', 'key']).doUpdateSet({ value, updated_at: sql`now()` }))
      .execute();
  });
}
