import { sql, type RawBuilder } from 'kysely';

/**
 * One condition of a money rule, said once for both paths of an operation:
 * - `request`: known from the request alone; both paths decide it in TypeScript, and the fast
 *   path sends nothing when it fails;
 * - `holds` and `where`, side by side: over what the full path read after its locks, and as SQL
 *   for the fast path's `where`, read by its own statement after the same locks (null: nothing to
 *   check for these parameters).
 */
export type Condition<P, R> =
  | { name: string; request: (params: P) => boolean }
  | { name: string; holds: (read: R, params: P) => boolean; where: (params: P) => RawBuilder<boolean> | null };

/**
 * A precondition that a full path and its one-round-trip path share, as a list of named
 * conditions: the full path checks it over what it read (`holds`, `failing`), the fast path
 * writes only `where` it holds. A condition added to the list reaches both paths; a new check of
 * the full path that the fast path would skip (a gate, a limit) belongs here.
 */
export interface Rule<P, R> {
  name: string;
  conditions: ReadonlyArray<Condition<P, R>>;
  /** The name of the first condition that fails over what the full path read; null when the rule holds. */
  failing(params: P, read: R): string | null;
  holds(params: P, read: R): boolean;
  /** The fast path's `where`: every read condition, joined with `and`; null when a request condition fails (nothing to send). */
  where(params: P): RawBuilder<boolean> | null;
}

export function defineRule<P, R>(name: string, conditions: ReadonlyArray<Condition<P, R>>): Rule<P, R> {
  const failing = (params: P, read: R): string | null => {
    for (const c of conditions) if (!('request' in c ? c.request(params) : c.holds(read, params))) return c.name;
    return null;
  };
  return {
    name,
    conditions,
    failing,
    holds: (params, read) => failing(params, read) === null,
    where(params) {
      const parts: RawBuilder<boolean>[] = [];
      for (const c of conditions) {
        if ('request' in c) {
          if (!c.request(params)) return null;
        } else {
          const part = c.where(params);
          if (part) parts.push(part);
        }
      }
      return parts.length > 0 ? sql<boolean>`(${sql.join(parts, sql` and `)})` : sql<boolean>`true`;
    },
  };
}

/**
 * A condition on one column of the row the rule is about, built from its description (`column`,
 * `=` the value the parameters give, or null too with `orNull`): `holds` compares the row the full
 * path read, `where` the row the fast path's statement selects (its column by name).
 */
export function columnEquals<P, R extends Record<string, unknown>>(
  name: string,
  column: keyof R & string,
  value: (params: P) => string | number,
  options: { orNull?: boolean } = {},
): Condition<P, R> {
  return {
    name,
    holds: (row, params) => row[column] === value(params) || (options.orNull === true && row[column] === null),
    where: (params) => {
      const equal = sql<boolean>`${sql.ref(column)} = ${value(params)}`;
      return options.orNull ? sql<boolean>`(${sql.ref(column)} is null or ${equal})` : equal;
    },
  };
}
