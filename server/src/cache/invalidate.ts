import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { subscribe } from '../db/notifications';

export interface CacheListener {
  close(): Promise<void>;
}

interface Log {
  warn(obj: unknown, msg?: string): void;
}

/**
 * Empties `clear`'s cache whenever the catalogue changes anywhere (migration 081 notifies
 * `catalogue_changed` from triggers), on the instance's one listener connection (`db/notifications.ts`). A lost connection
 * is opened again after a second; meanwhile the cache's TTL still bounds how stale an answer gets.
 * Only on a PostgreSQL server: the embedded database is one process, its cache lives out its TTL.
 */
export async function listenForCatalogueChanges(url: string, db: Kysely<DB>, clear: () => void, log: Log): Promise<CacheListener> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? 'public';
  return subscribe(
    url,
    ['catalogue_changed'],
    {
      notice: (_channel, payload) => {
        if (payload === schema) clear();
      },
      // Changes may be missed while it is down.
      lost: clear,
    },
    log,
  );
}
