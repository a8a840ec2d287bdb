import { CompiledQuery, sql, type QueryResult, type RawBuilder, type Transaction } from 'kysely';
import { COMMIT_WITH_LAST } from './driver/commit-with-last';
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

const commitWithLast = CompiledQuery.raw(COMMIT_WITH_LAST);

/**
 * A transaction's last statements sent together with its commit (`pipelined`): the commit costs
 * no round trip of its own. The transaction ends here. A failure of any of them undoes all of it
 * and is thrown; nothing may follow them, neither a statement (the pool refuses it) nor a check
 * meant to undo what they wrote, so whatever must refuse the transaction refuses it in SQL.
 */
export async function committing<R extends readonly unknown[]>(
  trx: Transaction<DB>,
  ...queries: { [K in keyof R]: CompiledQuery<R[K]> }
): Promise<{ [K in keyof R]: R[K][] }> {
  const answers = await pipelined<unknown[]>(trx, ...(queries as readonly CompiledQuery<unknown>[]), commitWithLast);
  return answers.slice(0, queries.length) as { [K in keyof R]: R[K][] };
}
