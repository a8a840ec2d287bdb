import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { subscribe } from '../db/notifications';
import type { AccountNoticeCache } from './kept-per-account';
import type { CacheListener } from './invalidate';

interface Log {
  warn(obj: unknown, msg?: string): void;
}

/** LISTEN on the embedded database (one process: its notifications arrive with the writing statement). */
export type Listen = (channel: string, fn: (payload: string) => void) => Promise<() => Promise<void>>;

export const SESSION_CHANNEL = 'session_changed';
/** Migration 081's notice of any change to games, categories or studios (payload: the schema). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/** `<schema>:<account id>` of migration 088's notification, for this schema only. */
export function accountOfNotice(payload: string, schema: string): number | null {
  const at = payload.lastIndexOf(':');
  if (at < 0 || payload.slice(0, at) !== schema) return null;
  const id = Number(payload.slice(at + 1));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

async function schemaOf(db: Kysely<DB>): Promise<string> {
  return (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? 'public';
}

/**
 * Keeps `cache` true to the database: every `session_changed` notification drops the account's
 * kept entries, and with `catalogue` every `catalogue_changed` empties it (what it keeps depends
 * on a game or studio being active). On a PostgreSQL server it listens on the instance's one
 * listener connection (`db/notifications.ts`); while that connection is lost the cache is off and empty (calls read the database), then
 * on again.
 */
export async function listenForSessionChanges(
  source: { url: string } | { listen: Listen },
  db: Kysely<DB>,
  cache: AccountNoticeCache,
  log: Log,
  options: { catalogue?: boolean } = {},
): Promise<CacheListener> {
  const schema = await schemaOf(db);
  const onNotice = (payload: string) => {
    const id = accountOfNotice(payload, schema);
    if (id !== null) cache.dropAccount(id);
  };
  const onCatalogue = (payload: string) => {
    if (payload === schema) cache.clear();
  };
  if ('listen' in source) {
    const unlisten = await source.listen(SESSION_CHANNEL, onNotice);
    const unlistenCatalogue = options.catalogue ? await source.listen(CATALOGUE_CHANNEL, onCatalogue) : null;
    cache.enabled = true;
    return {
      async close() {
        cache.enabled = false;
        cache.clear();
        await unlisten();
        await unlistenCatalogue?.();
      },
    };
  }

  const channels = options.catalogue ? [SESSION_CHANNEL, CATALOGUE_CHANNEL] : [SESSION_CHANNEL];
  const subscription = await subscribe(
    source.url,
    channels,
    {
      notice: (channel, payload) => (channel === SESSION_CHANNEL ? onNotice(payload) : onCatalogue(payload)),
      lost: () => {
        cache.enabled = false;
        cache.clear(); // revocations may be missed while it is down
      },
      listening: () => {
        cache.enabled = true;
      },
    },
    log,
  );
  return {
    async close() {
      await subscription.close();
      cache.enabled = false;
      cache.clear();
    },
  };
}

/**
 * A cache of players' rows made by `create` (its TTL: SESSION_CACHE_TTL) and listened for until
 * the app closes, when the database's notices can reach this instance (a PostgreSQL server, or
 * the embedded database's LISTEN); undefined when caching is off or nothing would be heard.
 */
export async function keptWhileHeard<C extends AccountNoticeCache>(
  app: FastifyInstance,
  deps: { db: Kysely<DB>; config: Pick<Config, 'databaseUrl' | 'sessionCacheSeconds'>; listen?: Listen | undefined },
  create: (ttlMs: number) => C,
  options: { catalogue?: boolean } = {},
): Promise<C | undefined> {
  const { db, config, listen } = deps;
  if (config.sessionCacheSeconds <= 0 || !(config.databaseUrl || listen)) return undefined;
  const cache = create(config.sessionCacheSeconds * 1000);
  const source = config.databaseUrl ? { url: config.databaseUrl } : { listen: listen! };
  const listener = await listenForSessionChanges(source, db, cache, app.log, options);
  app.addHook('onClose', () => listener.close());
  return cache;
}
