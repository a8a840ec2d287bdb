/**
 * Failure reports (`/ops/beacon`) count only from browsers that were served the release: the
 * registry hands out a signed token per entry, and a report without a genuine one changes
 * nothing. Reports are limited in size and per client, and reading the registry does not write
 * the canary counters (they are batched and deduplicated per client).
 */
import { CONTRACT_MAJOR } from '@casino/contract';
import { BEACON_LIMIT } from '../ops/beacon';
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
const OPS = { authorization: 'Bearer ops-secret' };
let stable: string;
let canary: string;
let ipSeq = 0;
const freshIp = () => `203.0.113.${++ipSeq}`;

function releaseFiles(version: string) {
  const file = (path: string, text: string) => ({ path, base64: Buffer.from(text).toString('base64') });
  return [
    file('release.json', JSON.stringify({ name: 'casino', version, contract: CONTRACT_MAJOR, prefixes: ['gamehall', 'game'], shared: {} })),
    file('remoteEntry.js', `var mfe_casino = ${JSON.stringify(version)};`),
  ];
}

async function ops(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await s.app.inject({ method, url, headers: OPS, ...(payload ? { payload: payload as object } : {}) });
  if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}

async function registry(bucket: number, ip = freshIp()) {
  const r = await s.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `mfe_bucket=${bucket}` }, remoteAddress: ip });
  expect(r.statusCode).toBe(200);
  return (r.json().remotes as { name: string; release: string; token?: string }[]).find((e) => e.name === 'casino')!;
}

function beacon(body: Record<string, unknown>, ip = freshIp(), cookie = 'mfe_bucket=10') {
  return s.app.inject({
    method: 'POST',
    url: '/ops/beacon',
    headers: { 'content-type': 'application/json', cookie },
    remoteAddress: ip,
    payload: JSON.stringify(body),
  });
}

async function health(release: string) {
  const items = (await ops('GET', '/ops/releases/casino')).items as { release: string; served: number; failures: number; canaryPercent: number }[];
  return items.find((r) => r.release === release)!;
}

const failure = (release: string, token?: string) => ({ remote: 'casino', release, kind: 'load', message: 'chunk failed', ...(token ? { token } : {}) });

beforeAll(async () => {
  s = await createTestServer({ seed: false, releases: true, env: { CANARY_MIN_FAILURES: '5', CANARY_FAILURE_RATE: '0.2', CANARY_MIN_REPORTERS: '5' } });
  stable = (await ops('POST', '/ops/releases/casino', { files: releaseFiles('1.0.0') })).release.release;
  canary = (await ops('POST', '/ops/releases/casino', { files: releaseFiles('1.1.0') })).release.release;
  await ops('POST', '/ops/releases/casino/activate', { release: stable });
}, 60_000);
afterAll(() => s.close());

beforeEach(async () => {
  await ops('POST', '/ops/releases/casino/canary', { release: canary, percent: 50 });
});

it('hands out a signed token with every registry entry', async () => {
  const inside = await registry(10);
  expect(inside.release).toBe(canary);
  expect(inside.token).toMatch(/^\d+\.10\.[\w-]{27}$/);
  expect((await registry(90)).token).toMatch(/^\d+\.90\./);
});

it('does not count forged reports: none, another release’s, an edited or a made-up token, a cookie claiming the canary', async () => {
  const outside = await registry(90);
  const inside = await registry(10);
  const forged = [
    failure(canary),
    failure(canary, outside.token),
    failure(canary, inside.token!.replace('.10.', '.11.')),
    failure(canary, `${inside.token!.split('.')[0]}.10.${'A'.repeat(27)}`),
  ];
  for (let i = 0; i < 10; i++) for (const body of forged) expect((await beacon(body)).statusCode).toBe(204);
  expect(await health(canary)).toMatchObject({ failures: 0, canaryPercent: 50 });
  const rows = await s.database.db
    .selectFrom('release_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(rows.n)).toBe(0);
});

it('counts genuine reports and rolls a failing canary back', async () => {
  for (let i = 0; i < 5; i++) {
    const ip = freshIp();
    const { token } = await registry(10, ip);
    expect((await beacon(failure(canary, token), ip)).statusCode).toBe(204);
  }
  expect(await health(canary)).toMatchObject({ canaryPercent: 0 });
  expect((await registry(10)).release).toBe(stable);
});

it('lets no single client roll a canary back, however many genuine reports it sends', async () => {
  const ip = freshIp();
  const { token } = await registry(10, ip);
  const before = (await health(canary)).failures;
  for (let i = 0; i < 10; i++) expect((await beacon(failure(canary, token), ip)).statusCode).toBe(204);
  expect(await health(canary)).toMatchObject({ canaryPercent: 50, failures: before + 1 });
});

it('counts a client reading the registry over and over as served once', async () => {
  const before = (await health(canary)).served;
  const ip = freshIp();
  for (let i = 0; i < 200; i++) await registry(10, ip);
  for (let i = 0; i < 3; i++) await registry(10);
  expect((await health(canary)).served - before).toBe(4);
});

it('limits reports per client and refuses oversized ones', async () => {
  const ip = freshIp();
  const { token } = await registry(10, ip);
  const statuses: number[] = [];
  // The active release: its failures are counted without a rollback in the way.
  const { token: stableToken } = await registry(90, ip);
  for (let i = 0; i < BEACON_LIMIT.max + 5; i++) statuses.push((await beacon(failure(stable, stableToken), ip)).statusCode);
  expect(statuses.filter((c) => c === 204)).toHaveLength(BEACON_LIMIT.max);
  expect(statuses.slice(BEACON_LIMIT.max).every((c) => c === 429)).toBe(true);
  const limited = await beacon(failure(canary, token), ip);
  expect(limited.json().error.type).toBe('TooManyRequestsException');

  const huge = await beacon({ ...failure(stable, stableToken), message: 'x'.repeat(20_000) });
  expect(huge.statusCode).toBe(413);
  expect(huge.json().error.type).toBe('InvalidRequestException');
  const long = await beacon({ ...failure(stable, stableToken), message: 'x'.repeat(3000) });
  expect(long.statusCode).toBe(400);
});
