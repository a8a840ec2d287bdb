/**
 * Anonymous requests that write a row (`/hit`, guest game launches) are limited per client, so
 * one address cannot grow the tables without bound; signed-in players are not held by the guest
 * limit.
 */
import { GUEST_LAUNCH_LIMIT } from '../domains/rounds/launch';
import { HIT_LIMIT } from '../site/hit';
import { createTestServer, login, type TestServer } from '../testing/server';

let s: TestServer;
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;

beforeAll(async () => {
  s = await createTestServer();
}, 60_000);
afterAll(() => s.close());

async function count(table: 'site_hits' | 'game_launches') {
  const row = await s.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

it('limits /hit per client: beyond the limit a typed 429 and no row', async () => {
  const ip = freshIp();
  const before = await count('site_hits');
  const statuses: number[] = [];
  for (let i = 0; i < HIT_LIMIT.max + 10; i++) {
    const r = await s.app.inject({ method: 'GET', url: `/hit?path=/gamehall&track_id=t${i}`, remoteAddress: ip });
    statuses.push(r.statusCode);
  }
  expect(statuses.filter((c) => c === 200)).toHaveLength(HIT_LIMIT.max);
  const refused = await s.app.inject({ method: 'GET', url: '/hit?path=/', remoteAddress: ip });
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.type).toBe('TooManyRequestsException');
  expect((await count('site_hits')) - before).toBe(HIT_LIMIT.max);
  // Another client is not held by it.
  expect((await s.app.inject({ method: 'GET', url: '/hit?path=/', remoteAddress: freshIp() })).statusCode).toBe(200);
});

it('refuses an oversized /hit before it is stored', async () => {
  const before = await count('site_hits');
  const r = await s.app.inject({ method: 'GET', url: `/hit?seon_session=${'A'.repeat(20_000)}`, remoteAddress: freshIp() });
  expect(r.statusCode).toBe(400);
  expect(await count('site_hits')).toBe(before);
});

it('limits guest game launches per client, not those of a signed-in player', async () => {
  const ip = freshIp();
  const before = await count('game_launches');
  const statuses: number[] = [];
  for (let i = 0; i < GUEST_LAUNCH_LIMIT.max + 5; i++) {
    const r = await s.app.inject({ method: 'GET', url: '/platform/game/dgt_sportsbook/play?mode=demo', remoteAddress: ip });
    statuses.push(r.statusCode);
  }
  expect(statuses.filter((c) => c === 200)).toHaveLength(GUEST_LAUNCH_LIMIT.max);
  expect(statuses.slice(GUEST_LAUNCH_LIMIT.max).every((c) => c === 429)).toBe(true);
  expect((await count('game_launches')) - before).toBe(GUEST_LAUNCH_LIMIT.max);

  const cookie = await login(s.app, 'demo@example.com', 'demo1234');
  const player = await s.app.inject({ method: 'GET', url: '/platform/game/dgt_sportsbook/play?mode=demo', remoteAddress: ip, headers: { cookie } });
  expect(player.statusCode).toBe(200);
});
