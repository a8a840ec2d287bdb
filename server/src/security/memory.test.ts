/**
 * The catalogue cache cannot be grown without bound by an anonymous visitor: answers are keyed
 * by the parsed, known parameters (`fields` does not split them) and the cache keeps to its
 * byte budget however many distinct requests arrive.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApi } from '../api/dispatch';
import { HANDLERS } from '../methods';
import { TtlCache } from '../cache/ttl-cache';
import { catalogueCache } from '../domains/catalogue/cache';
import { seedDemo } from '../seed';
import { apiClient, openTestDatabase, testConfig, type TestDatabase } from '../testing/server';

const BUDGET = 512 * 1024;
let database: TestDatabase;
let app: FastifyInstance;
let cache: TtlCache<unknown>;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  database = await openTestDatabase();
  const config = testConfig({ CATALOGUE_CACHE_TTL: '600', CATALOGUE_CACHE_BYTES: String(BUDGET) });
  await seedDemo(database.db, { passwordCost: config.passwordCost });
  cache = catalogueCache(config);
  app = Fastify();
  await registerApi(app, { db: database.db, config, handlers: HANDLERS, caches: { catalogue: cache } });
  await app.ready();
  api = apiClient(app);
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.dispose();
});
beforeEach(() => cache.clear());

it('keeps one answer for 600 distinct `fields` values', async () => {
  for (let i = 0; i < 600; i++) {
    const r = await api.get('games.get', { count: 100, fields: `name,sysname,junk${i}` });
    expect(r.status).toBe(200);
  }
  // One page and its total.
  expect(cache.size).toBeLessThanOrEqual(2);
  // 600 requests one after another: beside another suite on a slow machine they took over 5 s (the PostgreSQL run).
}, 30_000);

it('stays within its byte budget after 600 distinct pages', async () => {
  for (let i = 0; i < 600; i++) {
    const r = await api.get('games.get', { count: 100, offset: i });
    expect(r.status).toBe(200);
  }
  expect(cache.bytes).toBeGreaterThan(0);
  expect(cache.bytes).toBeLessThanOrEqual(BUDGET);
  expect(cache.size).toBeLessThan(600);
  // 600 pages read from the database one after another (as above).
}, 30_000);

it('answers only the requested fields of each game, in any order and case of the list', async () => {
  const r = await api.get('games.get', { count: 3, fields: ' Sysname , name,unknown_field,name' });
  expect(r.status).toBe(200);
  expect(r.body.data.items).toHaveLength(3);
  for (const item of r.body.data.items) expect(Object.keys(item).sort()).toEqual(['name', 'sysname']);
  expect(r.body.data.total).toBeGreaterThan(3);
});

it('answers whole games without `fields` or when it names no known field', async () => {
  const full = await api.get('games.get', { count: 1 });
  const unknown = await api.get('games.get', { count: 1, fields: 'nothing,known' });
  expect(Object.keys(full.body.data.items[0])).toContain('provider_name');
  expect(unknown.body.data.items).toEqual(full.body.data.items);
});

it('keys equal searches once, whatever their case', async () => {
  await api.get('games.get', { query: 'Book' });
  const size = cache.size;
  await api.get('games.get', { query: 'BOOK' });
  await api.get('games.get', { query: 'book', options: '{"query":"ignored"}' });
  expect(cache.size).toBe(size);
});
