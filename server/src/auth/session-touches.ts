import DataLoader from 'dataloader';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Most sessions one statement touches. */
const MAX_BATCH = 500;

const writers = new WeakMap<Kysely<DB>, DataLoader<string, void>>();

/**
 * Moves a session's last activity (`last_seen_at`, which the idle limit counts from) to now.
 * The call that asks does not wait for it: the touches of all calls in one turn of the event loop
 * go to the database as one statement after them. A touch is bookkeeping counted in minutes; in
 * the call's path it was a round trip and a commit more, and after a quiet spell every returning
 * player's first calls made one each at once. Answers a promise settled by the statement.
 */
export function touchSession(db: Kysely<DB>, idHash: string): Promise<void> {
  let writer = writers.get(db);
  if (!writer) {
    writer = new DataLoader((hashes) => touchSessions(db, hashes), {
      cache: false,
      maxBatchSize: MAX_BATCH,
      batchScheduleFn: (run) => setImmediate(run),
    });
    writers.set(db, writer);
  }
  return writer.load(idHash);
}

async function touchSessions(db: Kysely<DB>, hashes: readonly string[]): Promise<void[]> {
  await sql`update sessions set last_seen_at = now() where id_hash = any(${[...new Set(hashes)]}::text[])`.execute(db);
  return hashes.map(() => undefined);
}
