import { createHash } from 'node:crypto';

// Named statements: PostgreSQL (and PGlite, `keptStatements`) parses and plans each distinct statement once per connection.

/** Statements worth keeping prepared: plain data statements whose result columns are named. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * `*` in a result (`select *`, `t.*`, `returning *`): a column added by a migration while the
 * statement is kept would fail it ("cached plan must not change result type"), so it is not kept.
 */
const STAR_RESULT = /(^|[\s,.])\*(?!\))/;
/** Distinct statements kept per connection at most; beyond them statements are parsed each time. */
export const MAX_PREPARED = 2000;

/** The name a statement is prepared under on every connection (the same text, the same name), or null. */
export function preparedNameOf(text: string, names: Map<string, string>): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  // A script of several statements cannot be prepared (nor can anything with a `;` be told apart from one).
  if (names.size >= MAX_PREPARED || !PREPARABLE.test(text) || STAR_RESULT.test(text) || text.includes(';')) return null;
  const name = `k${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}
