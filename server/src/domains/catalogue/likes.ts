import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import { fieldError } from '../../api/errors';
import type { DB } from '../../db/schema';

/** A game added to the player's favourites, at most `maxLikes` of them (one writer per player at a time: the account row is locked). */
export async function addLike(db: Kysely<DB>, accountId: number, sysname: string, maxLikes: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const game = await trx.selectFrom('games').select('id').where('sysname', '=', sysname).executeTakeFirst();
    if (!game) throw fieldError('sysname', 'Game not found');
    await sql`select id from accounts where id = ${accountId} for update`.execute(trx);
    const { n } = await trx
      .selectFrom('game_likes')
      .select(sql<number>`count(*)`.as('n'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (n >= maxLikes) throw new ApiError('StorageQuotaExceeded', `At most ${maxLikes} favourites`);
    await trx
      .insertInto('game_likes')
      .values({ account_id: accountId, game_id: game.id })
      .onConflict((oc) => oc.columns(['account_id', 'game_id']).doNothing())
      .execute();
  });
}
