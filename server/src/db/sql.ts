import { sql, type CompiledQuery, type QueryResult, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from './schema';

/** A jsonb value for an insert or update (both drivers take JSON text). */
export function json(value: unknown): string {
  return JSON.stringify(value);
}

/** `lower(x) like '%q%'` with the wildcards of q escaped. */
export function likeContains(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A text[] parameter (pg sends JS arrays as PostgreSQL arrays; PGlite likewise). */
export function textArray(values: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`${values as string[]}::text[]`;
}

/**
 * Runs statements of one transaction back to back without waiting for each answer: PostgreSQL
 * still runs each after the one before has finished, with a snapshot of its own, so the second
 * sees what the first waited for. On a PostgreSQL server's pipelined connection they cost one
 * round trip (`kyselyPool`). Answers each statement's rows; the first failure is thrown once all
 * have answered.
 */
export async function pipelined<R extends readonly unknown[]>(
  trx: Transaction<DB>,
  ...queries: { [K in keyof R]: CompiledQuery<R[K]> }
): Promise<{ [K in keyof R]: R[K][] }> {
  return trx.getExecutor().provideConnection(async (connection) => {
    const settled = await Promise.allSettled(queries.map((q) => connection.executeQuery(q)));
    const failed = settled.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<QueryResult<unknown>>).value.rows) as { [K in keyof R]: R[K][] };
  });
}
