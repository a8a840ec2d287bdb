import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { DB } from '../db/schema';

export interface CacheListener {
  close(): Promise<void>;
}

interface Log {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Empties `clear`'s cache whenever the catalogue changes anywhere (migration 081 notifies
 * `catalogue_changed` from triggers), on one connection of its own with `LISTEN`. A lost connection
 * is opened again after a second; meanwhile the cache's TTL still bounds how stale an answer gets.
 * Only on a PostgreSQL server: the embedded database is one process, its cache lives out its TTL.
 */
export async function listenForCatalogueChanges(url: string, db: Kysely<DB>, clear: () => void, log: Log): Promise<CacheListener> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? 'public';
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === 'catalogue_changed' && n.payload === schema) clear();
    });
    c.on('error', (error) => {
      log.warn({ err: error }, 'catalogue change listener lost its connection');
      c.end().catch(() => {});
      if (!closed && client === c) {
        clear(); // changes may have been missed while it was down
        retry = setTimeout(() => void connect(), 1000);
      }
    });
    try {
      await c.connect();
      await c.query('listen catalogue_changed');
    } catch (error) {
      c.emit('error', error);
    }
  };
  await connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}
