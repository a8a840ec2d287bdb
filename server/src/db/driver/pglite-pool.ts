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
  /** The one connection: lent out (0 or 1) and callers queued for it, for `/metrics`. */
  state(): { size: number; inUse: number; waiting: number };
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
  const state = { size: 1, inUse: 0, waiting: 0 };
  return {
    state: () => ({ ...state }),
    connect(): Promise<PgLikeClient> {
      let release!: () => void;
      let released = false;
      const turn = new Promise<void>(
        (resolve) =>
          (release = () => {
            if (released) return;
            released = true;
            state.inUse -= 1;
            resolve();
          }),
      );
      const ready = tail;
      tail = tail.then(() => turn);
      state.waiting += 1;
      return ready.then(() => {
        state.waiting -= 1;
        state.inUse += 1;
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
