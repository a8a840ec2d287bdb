import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { json } from '../../db/sql';

const KEY = 'payments.demo.callback_secret';
const cache = new WeakMap<Kysely<DB>, Promise<string>>();

async function load(db: Kysely<DB>): Promise<string> {
  await db
    .insertInto('platform_settings')
    .values({ key: KEY, value: json(randomBytes(32).toString('base64url')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  return String(row.value);
}

/**
 * The secret the demo provider signs its callbacks with and the merchant checks them with:
 * PAYMENTS_CALLBACK_SECRET, else one generated once and kept in the database (so every instance
 * and every restart agree).
 */
export function callbackSecret(db: Kysely<DB>, configured: string | null = null): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let found = cache.get(db);
  if (!found) {
    found = load(db);
    found.catch(() => cache.delete(db));
    cache.set(db, found);
  }
  return found;
}
