import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import type { QueryResult } from 'pg';
import { endedAhead } from './commit-with-last';
import { gatherWrites } from './gather-writes';
import { preparedNameOf } from './prepared-names';

// Kysely's PostgreSQL driver waits for each `begin` and parses every statement anew: this pool saves both on a PostgreSQL server.

/** What Kysely is answered for a `begin` sent ahead with the transaction's first statement. */
const BEGUN: QueryResult = { command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 };

/**
 * Kysely's pool, with savings per call on a PostgreSQL server:
 * - Named statements (`prepare`): PostgreSQL parses and plans each distinct statement once per
 *   connection instead of on every call, which is most of the server's work for the short
 *   statements of a round or a session check. (Behind PgBouncer in transaction mode, set its
 *   `max_prepared_statements`.)
 * - A transaction's `begin` is not waited for: it is written at once and its answer read with
 *   the transaction's first statement, which the pipelined connection writes right behind it,
 *   so every transaction spends one round trip less. A `begin` fails only where the statement
 *   behind it fails too (a broken connection, or one left in an aborted transaction); its
 *   caller then gets the begin's error and the connection is closed, not handed out again.
 * - What one turn of the event loop writes to a connection leaves in one write (`gatherWrites`).
 * - A transaction ended by `COMMIT_WITH_LAST` answers Kysely's own commit itself (`endedAhead`).
 */
export function kyselyPool(pool: Pick<pg.Pool, 'connect' | 'end'>, prepare: boolean): PostgresPool {
  const names = new Map<string, string>();
  return {
    async connect() {
      const client = await pool.connect();
      let begun: Promise<unknown> | null = null;
      let broken: Error | undefined;
      const gather = gatherWrites(client);
      const ended = endedAhead();
      const run = (text: unknown, values?: readonly unknown[]): unknown => {
        const name = prepare && typeof text === 'string' ? preparedNameOf(text, names) : null;
        if (name !== null) return client.query({ name, text: text as string, values: values ? [...values] : [] });
        // A cursor, or a statement not kept: as the pool's client would run it.
        return typeof text === 'string' ? client.query(text, values ? [...values] : undefined) : client.query(text as pg.Submittable);
      };
      const query = (text: unknown, values?: readonly unknown[]): unknown => {
        const answered = ended(text);
        if (answered) return answered;
        gather();
        if (text === 'begin' && begun === null) {
          begun = client.query('begin');
          begun.catch((error: Error) => (broken = error));
          return Promise.resolve(BEGUN);
        }
        if (begun === null || typeof text !== 'string') return run(text, values);
        const first = begun;
        begun = null;
        const answer = run(text, values) as Promise<unknown>;
        // The statement's answer counts only after the begin's: a failed begin is this caller's error.
        return first.then(
          () => answer,
          (error: unknown) => {
            answer.catch(() => {});
            throw error;
          },
        );
      };
      // A connection whose begin failed may hold anything: it is closed, not handed out again.
      return { query: query as PostgresPoolClient['query'], release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}
