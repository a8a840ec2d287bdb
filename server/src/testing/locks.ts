import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Until a statement of a PostgreSQL server matching `pattern` (LIKE, leading blank lines
 * ignored) waits for a lock: a test holding a row knows the other side is queued behind it.
 */
export async function waitingForLock(db: Kysely<DB>, pattern: string): Promise<void> {
  for (;;) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and ltrim(query, E' \n') like ${pattern}`.execute(db);
    if (rows[0]!.n > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * A transaction that runs `work` and then holds its locks until `commit()` (which answers once it
 * has committed): the row another transaction must wait for. Answers when `work` is done.
 */
export async function holdingTransaction(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<unknown>): Promise<{ commit: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let worked!: () => void;
  const done = new Promise<void>((resolve) => (worked = resolve));
  const transaction = db.transaction().execute(async (trx) => {
    await work(trx);
    worked();
    await released;
  });
  await Promise.race([done, transaction]);
  return {
    commit: async () => {
      release();
      await transaction;
    },
  };
}
