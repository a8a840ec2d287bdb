import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { paged } from '../db/paged';
import type { EntryRow, Filter } from './strapi';

export type Locale = 'uz' | 'ru';

const COLUMNS = ['id', 'locale', 'data', 'created_at', 'updated_at'] as const;

export interface ListQuery {
  collection: string;
  /** Rows of this locale and locale-neutral rows; all rows when undefined. */
  locale?: Locale | undefined;
  and: Filter[];
  or: Filter[];
  page: number;
  pageSize: number;
  sort?: { field: string; desc: boolean } | undefined;
}

function condition(f: Filter): Expression<SqlBool> {
  const value = sql<string>`data ->> ${f.field}`;
  switch (f.op) {
    case '$eq':
      return sql<SqlBool>`${value} = ${f.values[0] ?? ''}`;
    case '$ne':
      return sql<SqlBool>`${value} is distinct from ${f.values[0] ?? ''}`;
    case '$in':
      return sql<SqlBool>`${value} = any (${f.values}::text[])`;
    case '$contains':
      return sql<SqlBool>`strpos(lower(${value}), lower(${f.values[0] ?? ''})) > 0`;
  }
}

export async function listEntries(db: Kysely<DB>, q: ListQuery): Promise<{ rows: EntryRow[]; total: number }> {
  let base = db.selectFrom('cms_entries').where('collection', '=', q.collection);
  if (q.locale) base = base.where((eb) => eb.or([eb('locale', '=', q.locale!), eb('locale', 'is', null)]));
  for (const f of q.and) base = base.where(condition(f));
  if (q.or.length) base = base.where((eb) => eb.or(q.or.map(condition)));
  const { rows, total } = await paged(
    base,
    (query) => {
      let page = query.select([...COLUMNS]);
      if (q.sort) {
        const dir = q.sort.desc ? sql`desc` : sql`asc`;
        page =
          q.sort.field === 'id' || q.sort.field === 'updatedAt' || q.sort.field === 'createdAt'
            ? page.orderBy(sql`${sql.ref(q.sort.field === 'id' ? 'id' : q.sort.field === 'updatedAt' ? 'updated_at' : 'created_at')} ${dir}`)
            : page.orderBy(sql`data ->> ${q.sort.field} ${dir}`);
      }
      return page.orderBy('id');
    },
    { limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
  );
  return { rows: rows as EntryRow[], total };
}

export async function getEntry(db: Kysely<DB>, collection: string, id: number): Promise<EntryRow | undefined> {
  return (await db
    .selectFrom('cms_entries')
    .select([...COLUMNS])
    .where('collection', '=', collection)
    .where('id', '=', id)
    .executeTakeFirst()) as EntryRow | undefined;
}

export async function createEntry(db: Kysely<DB>, collection: string, locale: Locale | null, data: Record<string, unknown>): Promise<EntryRow> {
  return (await db
    .insertInto('cms_entries')
    .values({ collection, locale, data: json(data) })
    .returning([...COLUMNS])
    .executeTakeFirstOrThrow()) as EntryRow;
}

/** Shallow merge of the given attributes into the entry's (Strapi's PUT semantics). */
export async function updateEntry(
  db: Kysely<DB>,
  collection: string,
  id: number,
  data: Record<string, unknown>,
  locale?: Locale | null,
): Promise<EntryRow | undefined> {
  return (await db
    .updateTable('cms_entries')
    .set({
      data: sql`data || ${json(data)}::jsonb` as never,
      updated_at: sql`now()`,
      ...(locale !== undefined ? { locale } : {}),
    })
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returning([...COLUMNS])
    .executeTakeFirst()) as EntryRow | undefined;
}

export async function deleteEntry(db: Kysely<DB>, collection: string, id: number): Promise<EntryRow | undefined> {
  return (await db
    .deleteFrom('cms_entries')
    .where('collection', '=', collection)
    .where('id', '=', id)
    .returning([...COLUMNS])
    .executeTakeFirst()) as EntryRow | undefined;
}

/** Rows of a collection for a locale: locale-neutral ones first, so the localised ones win a merge. */
export async function entriesFor(db: Kysely<DB>, collection: string, locale: Locale) {
  return db
    .selectFrom('cms_entries')
    .select(['id', 'locale', 'data'])
    .where('collection', '=', collection)
    .where((eb) => eb.or([eb('locale', '=', locale), eb('locale', 'is', null)]))
    .orderBy(sql`locale nulls first`)
    .orderBy('id')
    .execute();
}

export async function findPage(db: Kysely<DB>, slug: string, locale: Locale) {
  return db
    .selectFrom('cms_entries')
    .select(['data'])
    .where('collection', '=', 'pages')
    .where(sql<string>`data ->> 'slug'`, '=', slug)
    .where((eb) => eb.or([eb('locale', '=', locale), eb('locale', 'is', null)]))
    .orderBy(sql`locale nulls last`)
    .limit(1)
    .executeTakeFirst();
}
