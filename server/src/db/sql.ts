import { sql, type RawBuilder } from 'kysely';

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
