import type { PGlite } from '@electric-sql/pglite';
import { endedAhead } from './commit-with-last';
import { keptStatements } from './pglite-statements';
import { preparedNameOf } from './prepared-names';

// PGlite is one connection, and Kysely's PostgreSQL driver asks a pool for one client per query or transaction.

export interface PgLikeClient {
  query(text: string, params: unknown[]): Promise<{ command?: string; rowCount?: number | null; rows: unknown[] }>;
  release(): void;
}

export interface PglitePool {
  connect(): Promise<PgLikeClient>;
  end(): Promise<void>;
}

/**
 * Hands out the single connection to one caller at a time, in the order asked, so a transaction
 * never interleaves with other statements.
 */
export function pglitePool(pg: PGlite, prepare: boolean): PglitePool {
  let tail: Promise<void> = Promise.resolve();
  const names = new Map<string, string>();
  // Kept statements as on a PostgreSQL server (`kyselyPool`): parsed and planned once, not on every run.
  const statement = keptStatements(pg, (text) => (prepare ? preparedNameOf(text, names) : null));
  return {
    connect(): Promise<PgLikeClient> {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => (release = resolve));
      const ready = tail;
      tail = tail.then(() => turn);
      return ready.then(() => {
        const ended = endedAhead();
        return {
          async query(text: string, params: unknown[]) {
            const answered = ended(text);
            if (answered) return answered;
            return statement(text, params);
          },
          release,
        };
      });
    },
    async end() {
      await tail;
    },
  };
}
