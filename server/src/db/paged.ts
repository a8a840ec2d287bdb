import { sql, type SelectQueryBuilder } from 'kysely';

export interface PageOf<R> {
  rows: R[];
  /** Rows of the whole query, for the list answers' `total`. */
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
  /** Where the total comes from: `count` runs `count(*)` of the query; a cache may keep its answer. */
  total?: (count: () => Promise<number>) => Promise<number>;
}

/**
 * One page of a filtered query and the row count of the whole query, run side by side.
 * `base` holds the tables and filters; `select` adds the columns and the order of the page.
 */
export async function paged<D, TB extends keyof D, O, R>(
  base: SelectQueryBuilder<D, TB, O>,
  select: (base: SelectQueryBuilder<D, TB, O>) => SelectQueryBuilder<D, TB, R>,
  window: PageWindow,
): Promise<PageOf<R>> {
  const count = async () => {
    const row = await base
      .select(sql<number>`count(*)`.as('n'))
      .$castTo<{ n: number | string }>()
      .executeTakeFirstOrThrow();
    // bigint: a number through both drivers' parsers, a string through any other.
    return Number(row.n);
  };
  const [rows, total] = await Promise.all([
    select(base).limit(window.limit).offset(window.offset).execute() as Promise<R[]>,
    window.total ? window.total(count) : count(),
  ]);
  return { rows, total };
}
