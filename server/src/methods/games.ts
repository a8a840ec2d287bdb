import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { ApiError, gameSearchKey, matchesSearch, type Result } from '@casino/contract';
import { gameItem, type GameItem, type ParsedParams } from '@casino/contract/schemas';
import { defineHandlers, type Locale } from '../api/handler';
import { fieldError } from '../api/errors';
import type { DB, GameType } from '../db/schema';
import { paged } from '../db/paged';
import type { TtlCache } from '../cache/ttl-cache';
import { localised, unix } from '../api/view';
import { generalSettings } from './metadata';
import { filteredHistory, historyGames, historyItem, historyTotals } from '../history/query';
import { listExports, requestExport } from '../history/exports';

/** Favourites a player may keep. */
export const MAX_LIKES = 1000;

const DEFAULT_ORDER = { position: 'asc', name: 'asc', popularity: 'desc', released_at: 'desc', id: 'asc' } as const;

interface Filters {
  query?: string | undefined;
  types?: string[] | undefined;
  tags?: string[] | undefined;
  providers?: string[] | undefined;
  sysnames?: string[] | undefined;
  category?: string | undefined;
}

/**
 * What a games.get call asks of the catalogue, in one canonical form: top-level parameters over
 * the same keys inside `options`, lists as sorted sets, the search in lower case. Answers are
 * cached under it, so spellings of one question share one entry.
 */
export interface CatalogueQuery {
  filters: Filters;
  offset: number;
  count: number;
  sort: ParsedParams<'games.get'>['sort'];
  order: 'asc' | 'desc';
}

const asSet = (list: string[] | undefined) => (list?.length ? [...new Set(list)].sort() : undefined);

export function catalogueQuery(params: ParsedParams<'games.get'>): CatalogueQuery {
  const o = params.options ?? {};
  const query = (params.query ?? o.query)?.toLowerCase();
  return {
    filters: {
      query: query || undefined,
      types: asSet(params.types ?? o.types),
      tags: asSet(params.tags ?? o.tags),
      providers: asSet(params.providers ?? o.providers),
      sysnames: asSet(params.sysname ?? params.sysnames ?? o.sysname ?? o.sysnames),
      category: params.category ?? o.category,
    },
    offset: params.offset,
    count: params.count,
    sort: params.sort,
    order: params.order ?? DEFAULT_ORDER[params.sort],
  };
}

type GameField = keyof GameItem;
const GAME_FIELDS = new Set(Object.keys(gameItem.shape) as GameField[]);

/** The known game fields a `fields` list names (spec §7), or null for whole games. */
export function requestedFields(fields: string | undefined): GameField[] | null {
  if (!fields) return null;
  const named = fields.split(',').map((f) => f.trim().toLowerCase());
  const known = [...GAME_FIELDS].filter((f) => named.includes(f));
  return known.length ? known : null;
}

function project(answer: Result<'games.get'>, fields: GameField[] | null): Result<'games.get'> {
  if (!fields) return answer;
  // Only the named fields: the declared type describes whole games, the answer is narrower.
  const items = answer.items.map((g) => Object.fromEntries(fields.map((f) => [f, g[f]])) as unknown as GameItem);
  return { items, total: answer.total };
}

async function categoryFilter(db: Kysely<DB>, id: string) {
  return db.selectFrom('categories').select(['types', 'tags']).where('id', '=', id).where('is_active', '=', true).executeTakeFirst();
}

export interface GameSearchKey {
  id: number;
  key: string;
}

/**
 * Every active game's search key (name and its words in Uzbek and Russian, provider, type and the
 * categories it is in, each language, folded: `gameSearchKey`). Built once per catalogue: kept with
 * the catalogue answers, so a change to games, categories or providers builds it again.
 */
export async function gameSearchKeys(db: Kysely<DB>, cache?: TtlCache<unknown>): Promise<GameSearchKey[]> {
  const build = async (): Promise<GameSearchKey[]> => {
    const [games, categories] = await Promise.all([
      db
        .selectFrom('games as g')
        .innerJoin('providers as p', 'p.id', 'g.provider_id')
        .select(['g.id', 'g.name', 'g.type', 'g.tags', 'p.name as provider', 'p.sysname as provider_sysname'])
        .where('g.is_active', '=', true)
        .where('p.is_active', '=', true)
        .orderBy('g.id')
        .execute(),
      db.selectFrom('categories').select(['id', 'title', 'types', 'tags']).where('is_active', '=', true).execute(),
    ]);
    // "All" holds every game: its name would make every game match it.
    const narrowing = categories.filter((c) => c.types || c.tags);
    return games.map((g) => {
      const inside = narrowing.filter((c) => (!c.types || c.types.includes(g.type)) && (!c.tags || c.tags.every((t) => g.tags.includes(t))));
      const names = inside.flatMap((c) => [c.id, ...Object.values(c.title as Record<string, unknown>).filter((v): v is string => typeof v === 'string')]);
      return { id: g.id, key: gameSearchKey({ name: g.name, provider: `${g.provider} ${g.provider_sysname}`, type: g.type, categories: names }) };
    });
  };
  return cache ? ((await cache.get('games.searchKeys', build)) as GameSearchKey[]) : build();
}

/** Ids of the games whose search key answers the query (`matchesSearch`). */
export function matchingGameIds(keys: readonly GameSearchKey[], query: string): number[] {
  return keys.filter((k) => matchesSearch(k.key, query)).map((k) => k.id);
}

/**
 * One page of the lobby with the total for the filters. With a cache, the total is kept per
 * filter set, so paging through the lobby costs one query per page.
 */
export async function listGames(db: Kysely<DB>, params: ParsedParams<'games.get'>, cache?: TtlCache<unknown>): Promise<Result<'games.get'>> {
  return queryGames(db, catalogueQuery(params), cache);
}

async function queryGames(db: Kysely<DB>, ask: CatalogueQuery, cache?: TtlCache<unknown>): Promise<Result<'games.get'>> {
  const f = ask.filters;
  let types = f.types;
  let tags = f.tags;
  if (f.category && f.category !== 'all') {
    const category = await categoryFilter(db, f.category);
    if (!category) return { items: [], total: 0 };
    if (category.types) types = types ? types.filter((t) => category.types!.includes(t)) : category.types;
    if (category.tags) tags = [...(tags ?? []), ...category.tags];
    if (types && types.length === 0) return { items: [], total: 0 };
  }
  // The search is matched on the games' keys; the page, order and total stay with the database.
  const found = f.query ? matchingGameIds(await gameSearchKeys(db, cache), f.query) : undefined;
  if (found?.length === 0) return { items: [], total: 0 };

  const base = db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .where((eb) => {
      const conds: Expression<SqlBool>[] = [eb('g.is_active', '=', true), eb('p.is_active', '=', true)];
      if (types?.length) conds.push(eb('g.type', 'in', types as GameType[]));
      if (tags?.length) conds.push(sql<SqlBool>`g.tags @> ${tags}::text[]`);
      if (f.providers?.length) conds.push(eb('p.sysname', 'in', f.providers));
      if (f.sysnames?.length) conds.push(eb('g.sysname', 'in', f.sysnames));
      if (found) conds.push(sql<SqlBool>`g.id = any (${found}::integer[])`);
      return eb.and(conds);
    });

  const direction = ask.order;
  const filterKey = JSON.stringify([types ?? null, tags ?? null, f.providers ?? null, f.sysnames ?? null, f.query ?? null]);
  const { rows, total } = await paged(
    base,
    (q) =>
      q
        .select([
          'g.id',
          'g.sysname',
          'g.name',
          'p.sysname as provider',
          'p.name as provider_name',
          'g.type',
          'g.tags',
          'g.image_url',
          'g.description',
          'g.has_demo',
          'g.popularity',
          'g.released_at',
        ])
        .orderBy(`g.${ask.sort}`, direction)
        .orderBy('g.id', direction),
    {
      limit: ask.count,
      offset: ask.offset,
      // The count of a filter is kept with the catalogue answers: paging through it does not count again.
      total: (count) => (cache ? (cache.get(`games.count|${filterKey}`, count) as Promise<number>) : count()),
    },
  );
  return {
    items: rows.map(({ released_at, description, ...g }) => ({
      ...g,
      description: { img_288_192: description.img_288_192 ?? '', name: description.name ?? '' },
      released_at: unix(released_at),
    })),
    total,
  };
}

async function listCategories(db: Kysely<DB>, locale: Locale): Promise<Result<'games.getCategories'>> {
  const rows = await db
    .selectFrom('categories as c')
    .select([
      'c.id',
      'c.title',
      'c.icon',
      'c.types',
      'c.tags',
      'c.position',
      'c.is_system',
      sql<number>`(select count(*) from games g join providers p on p.id = g.provider_id
        where g.is_active and p.is_active
          and (c.types is null or g.type = any (c.types))
          and (c.tags is null or g.tags @> c.tags))`.as('games_count'),
    ])
    .where('c.is_active', '=', true)
    .orderBy('c.position')
    .orderBy('c.id')
    .execute();
  const items = rows.map(({ title, ...c }) => ({ ...c, name: localised(title, locale) }));
  return { items, total: items.length };
}

async function listProviders(db: Kysely<DB>, types: string[] | undefined): Promise<Result<'games.getProviders'>> {
  let q = db
    .selectFrom('providers as p')
    .select([
      'p.id',
      'p.sysname',
      'p.name',
      'p.image_url',
      'p.description',
      'p.game_params',
      'p.types',
      sql<number>`(select count(*) from games g where g.provider_id = p.id and g.is_active)`.as('games_count'),
    ])
    .where('p.is_active', '=', true);
  if (types?.length) q = q.where(sql<SqlBool>`p.types && ${types}::text[]`);
  const rows = await q.orderBy('p.position').orderBy('p.id').execute();
  const items = rows.map((p) => ({
    ...p,
    description: { img_288_192: p.description.img_288_192 ?? '', name: p.description.name ?? '' },
  }));
  return { items, total: items.length };
}

export const gamesHandlers = defineHandlers({
  // The catalogue is the same for every player: its answers are kept CATALOGUE_CACHE_TTL seconds.
  // Keyed by the canonical query: `fields` and spellings of one question do not add entries.
  async 'games.get'(ctx) {
    const q = catalogueQuery(ctx.params);
    const cache = ctx.caches.catalogue;
    const answer = (await cache.get(`games.get|${JSON.stringify(q)}`, () => queryGames(ctx.db, q, cache.enabled ? cache : undefined))) as Result<'games.get'>;
    return project(answer, requestedFields(ctx.params.fields));
  },

  async 'games.getCategories'(ctx) {
    const key = `games.getCategories|${ctx.locale}`;
    return (await ctx.caches.catalogue.get(key, () => listCategories(ctx.db, ctx.locale))) as Result<'games.getCategories'>;
  },

  async 'games.getProviders'(ctx) {
    const key = `games.getProviders|${JSON.stringify(ctx.params.types ?? null)}`;
    return (await ctx.caches.catalogue.get(key, () => listProviders(ctx.db, ctx.params.types))) as Result<'games.getProviders'>;
  },

  async 'games.getLikes'(ctx) {
    const rows = await ctx.db
      .selectFrom('game_likes as l')
      .innerJoin('games as g', 'g.id', 'l.game_id')
      .select('g.sysname')
      .where('l.account_id', '=', ctx.session.account.id)
      .orderBy('l.created_at', 'desc')
      .orderBy('g.id')
      .execute();
    return { items: rows.map((r) => r.sysname), total: rows.length };
  },

  async 'games.addLike'(ctx) {
    const accountId = ctx.session.account.id;
    await ctx.db.transaction().execute(async (trx) => {
      const game = await trx.selectFrom('games').select('id').where('sysname', '=', ctx.params.sysname).executeTakeFirst();
      if (!game) throw fieldError('sysname', 'Game not found');
      await sql`select id from accounts where id = ${accountId} for update`.execute(trx);
      const { n } = await trx
        .selectFrom('game_likes')
        .select(sql<number>`count(*)`.as('n'))
        .where('account_id', '=', accountId)
        .executeTakeFirstOrThrow();
      if (n >= MAX_LIKES) throw new ApiError('StorageQuotaExceeded', `At most ${MAX_LIKES} favourites`);
      await trx
        .insertInto('game_likes')
        .values({ account_id: accountId, game_id: game.id })
        .onConflict((oc) => oc.columns(['account_id', 'game_id']).doNothing())
        .execute();
    });
    return 1;
  },

  async 'games.removeLike'(ctx) {
    const game = await ctx.db.selectFrom('games').select('id').where('sysname', '=', ctx.params.sysname).executeTakeFirst();
    if (!game) throw fieldError('sysname', 'Game not found');
    await ctx.db.deleteFrom('game_likes').where('account_id', '=', ctx.session.account.id).where('game_id', '=', game.id).execute();
    return 1;
  },

  async 'games.getHistory'(ctx) {
    const { offset, count, ...filters } = ctx.params;
    const accountId = ctx.session.account.id;
    const [{ rows, total }, totals, games] = await Promise.all([
      paged(
        filteredHistory(ctx.db, accountId, filters),
        (q) => q.selectAll('h').select(['g.sysname', 'g.name']).orderBy('h.created_at', 'desc').orderBy('h.kind').orderBy('h.ref_id', 'desc'),
        { limit: count, offset },
      ),
      historyTotals(ctx.db, accountId, filters),
      historyGames(ctx.db, accountId),
    ]);
    return { items: rows.map(historyItem), total, totals, games };
  },

  async 'games.gethistoryexportrequest'(ctx) {
    return listExports(ctx.db, ctx.session.account.id, ctx.params);
  },

  async 'games.createhistoryexportrequest'(ctx) {
    if (!(await generalSettings(ctx.db)).is_game_history_export_enabled) throw new ApiError('InvalidRequest', 'Bet history exports are switched off');
    return requestExport(ctx.db, { accountId: ctx.session.account.id, locale: ctx.locale, ...ctx.params });
  },
});
