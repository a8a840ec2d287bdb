import { sql } from 'kysely';
import { perTurn } from '../db/per-turn';

/**
 * Moves a session's last activity (`last_seen_at`, which the idle limit counts from) to now.
 * The call that asks does not wait for it: the touches of all calls in one turn of the event loop
 * go to the database as one statement after them (`perTurn`). A touch is bookkeeping counted in
 * minutes; in the call's path it was a round trip and a commit more, and after a quiet spell every
 * returning player's first calls made one each at once. Answers a promise settled by the statement.
 */
export const touchSession = perTurn<string, void>(async (db, hashes) => {
  await sql`update sessions set last_seen_at = now() where id_hash = any(${[...new Set(hashes)]}::text[])`.execute(db);
  return hashes.map(() => undefined);
});
