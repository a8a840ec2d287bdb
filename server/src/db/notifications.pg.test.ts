import { sql } from 'kysely';
import { openTestDatabase, until, type TestDatabase } from '../testing/server';
import { listenerConnections, subscribe } from './notifications';

const url = process.env.DATABASE_URL;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

it('refuses what is not a channel name', async () => {
  await expect(subscribe('postgres://nowhere', ['x; drop table accounts'], { notice() {} }, { warn() {} })).rejects.toThrow('Not a channel name');
});

// LISTEN needs a PostgreSQL server: `pnpm --filter @casino/server test:postgres src/db/notifications`.
(url ? it : it.skip)('serves every subscriber of the instance on one connection, closed with the last', async () => {
  const heard: string[] = [];
  const a = await subscribe(url!, ['test_channel_a'], { notice: (c, p) => void heard.push(`a ${c} ${p}`) }, { warn() {} });
  const b = await subscribe(url!, ['test_channel_a', 'test_channel_b'], { notice: (c, p) => void heard.push(`b ${c} ${p}`) }, { warn() {} });
  expect(listenerConnections()).toBe(1);
  await sql`select pg_notify('test_channel_a', 'one'), pg_notify('test_channel_b', 'two')`.execute(database.db);
  expect(await until(() => heard.length === 3)).toBe(true);
  expect(heard.sort()).toEqual(['a test_channel_a one', 'b test_channel_a one', 'b test_channel_b two']);
  await a.close();
  expect(listenerConnections()).toBe(1);
  await b.close();
  expect(listenerConnections()).toBe(0);
});
