import { sql } from 'kysely';
import { openTestDatabase, until, type TestDatabase } from '../testing/server';
import { listenForCatalogueChanges } from './invalidate';
import { TtlCache } from './ttl-cache';

const url = process.env.DATABASE_URL;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

it('a catalogue write still succeeds with the notifying triggers (every database)', async () => {
  await expect(sql`update games set name = name where false`.execute(database.db)).resolves.toBeDefined();
});

// LISTEN needs a PostgreSQL server: `pnpm --filter @casino/server test:postgres src/cache/`.
(url ? it : it.skip)('a change to the catalogue through another connection empties the cache of every listener', async () => {
  const caches = [new TtlCache<unknown>(60_000), new TtlCache<unknown>(60_000)];
  const listeners = await Promise.all(caches.map((c) => listenForCatalogueChanges(url!, database.db, () => c.clear(), { warn() {} })));
  try {
    for (const c of caches) await c.get('games.get|x', async () => 'answer');
    expect(caches.map((c) => c.size)).toEqual([1, 1]);
    await sql`update categories set icon = icon where false`.execute(database.db);
    expect(await until(() => caches.every((c) => c.size === 0))).toBe(true);
  } finally {
    await Promise.all(listeners.map((l) => l.close()));
  }
});
