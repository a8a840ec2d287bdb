import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { DB } from '../db/schema';
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
 * on a game or studio being active). On a PostgreSQL server it listens on a connection of its
 * own; while that connection is lost the cache is off and empty (calls read the database), then
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

  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: source.url });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === SESSION_CHANNEL && n.payload) onNotice(n.payload);
      else if (n.channel === CATALOGUE_CHANNEL && n.payload) onCatalogue(n.payload);
    });
    c.on('error', (error) => {
      log.warn({ err: error }, 'session change listener lost its connection');
      cache.enabled = false;
      cache.clear(); // revocations may be missed while it is down
      c.end().catch(() => {});
      if (!closed && client === c) retry = setTimeout(() => void connect(), 1000);
    });
    try {
      await c.connect();
      await c.query(`listen ${SESSION_CHANNEL}`);
      if (options.catalogue) await c.query(`listen ${CATALOGUE_CHANNEL}`);
      if (!closed && client === c) cache.enabled = true;
    } catch (error) {
      c.emit('error', error);
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      cache.enabled = false;
      cache.clear();
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
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
