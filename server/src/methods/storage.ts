import { sql } from 'kysely';
import { ApiError } from '@casino/contract';
import { STORAGE_LIMITS } from '@casino/contract/schemas';
import { defineHandlers } from '../api/handler';
import { storeValue } from '../domains/accounts';

/**
 * The player's own key-value storage (spec §7 `storage.*`): what the site remembers for a
 * player on every device (the cashback they already saw, a confirmation already sent). Bounded:
 * keys of at most 64 characters, 100 keys, values of 2048 characters; past that
 * StorageQuotaExceededException (spec §8). An empty value removes the key.
 */
export const storageHandlers = defineHandlers({
  async 'storage.get'(ctx) {
    const row = await ctx.db
      .selectFrom('player_storage')
      .select('value')
      .where('account_id', '=', ctx.session.account.id)
      .where('key', '=', ctx.params.key)
      .executeTakeFirst();
    return { key: ctx.params.key, value: row?.value ?? null };
  },

  async 'storage.getKeys'(ctx) {
    let q = ctx.db.selectFrom('player_storage').select(['key', 'value']).where('account_id', '=', ctx.session.account.id);
    if (ctx.params.prefix) q = q.where(sql<boolean>`starts_with(key, ${ctx.params.prefix})`);
    const items = await q.orderBy('key').limit(STORAGE_LIMITS.keys).execute();
    return { items, total: items.length };
  },

  async 'storage.set'(ctx) {
    const { key, value } = ctx.params;
    const accountId = ctx.session.account.id;
    if (key.length > STORAGE_LIMITS.keyLength)
      throw new ApiError('StorageQuotaExceeded', `Keys are at most ${STORAGE_LIMITS.keyLength} characters`, { key: 'Too long' });
    if (value.length > STORAGE_LIMITS.valueLength)
      throw new ApiError('StorageQuotaExceeded', `Values are at most ${STORAGE_LIMITS.valueLength} characters`, { value: 'Too long' });
    if (value === '') {
      await ctx.db.deleteFrom('player_storage').where('account_id', '=', accountId).where('key', '=', key).execute();
      return 1 as const;
    }
    await storeValue(ctx.db, accountId, key, value);
    return 1 as const;
  },
});
