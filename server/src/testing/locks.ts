import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Until a statement of a PostgreSQL server matching `pattern` (LIKE, leading blank lines
 * ignored) waits for a lock: a test holding a row knows the other side is queued behind it.
 */
export async function waitingForLock(db: Kysely<DB>, pattern: string): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and ltrim(query, E' \n') like ${pattern}`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
