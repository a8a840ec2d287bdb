import type { QueryResult } from 'pg';

// Kysely always sends its own commit after a transaction's callback; this lets the commit travel earlier, with the last statements.

/**
 * The commit a transaction sends with its last statements (`committing`, src/db/sql.ts). After a
 * failed statement PostgreSQL answers it as a rollback, without an error of its own.
 */
export const COMMIT_WITH_LAST = 'commit -- with the last statements';

/** What Kysely is answered for its own commit or rollback once `COMMIT_WITH_LAST` ended the transaction. */
const COMMITTED: QueryResult = { command: 'COMMIT', rowCount: null, rows: [], fields: [], oid: 0 };

/**
 * A connection's transaction once it was ended by `COMMIT_WITH_LAST`: the driver's own commit, or
 * its rollback when the caller failed afterwards, is answered here without going to the
 * database, and any other statement is refused, for it would run outside the transaction.
 * Answers the function to give each statement to first: a promise when it answered it.
 */
export function endedAhead(): (text: unknown) => Promise<QueryResult> | undefined {
  let ended = false;
  return (text) => {
    if (text === COMMIT_WITH_LAST) {
      ended = true;
      return undefined;
    }
    if (!ended) return undefined;
    if (text === 'commit' || text === 'rollback') {
      ended = false;
      return Promise.resolve(COMMITTED);
    }
    return Promise.reject(new Error('The transaction was committed with its last statements: nothing runs after them'));
  };
}
