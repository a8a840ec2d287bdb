import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';
import { json } from './sql';

const cache = new WeakMap<object, Map<string, Promise<string>>>();

async function load(db: Kysely<DB> | Transaction<DB>, key: string, encoding: BufferEncoding): Promise<string> {
  await db
    .insertInto('platform_settings')
    .values({ key, value: json(randomBytes(32).toString(encoding)) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return String(row.value);
}

/**
 * A secret generated once and kept in `platform_settings` under `key`, so every instance and every
 * restart agree; read once per database handle. A failed read is not remembered.
 */
export function keptSecret(db: Kysely<DB> | Transaction<DB>, key: string, encoding: BufferEncoding = 'base64url'): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let found = secrets.get(key);
  if (!found) {
    found = load(db, key, encoding);
    found.catch(() => secrets.delete(key));
    secrets.set(key, found);
  }
  return found;
}
