/**
 * Page timings and errors per release (`/ops/vitals`): counted only with a genuine served token
 * (a canary only from inside its share), limited in size and per client, kept as bucket counts
 * per release and hour; a canary whose LCP is clearly worse than live is flagged, and rolled back
 * (audited) where the setting says so.
 */
import { CONTRACT_MAJOR, vitalBucket } from '@casino/contract';
import { pruneExpired } from '../retention/retention';
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
const OPS = { authorization: 'Bearer ops-secret' };
let ipSeq = 0;
const freshIp = () => `198.51.100.${++ipSeq}`;
const rel: Record<'casino' | 'cashier', { live: string; canary: string }> = { casino: { live: '', canary: '' }, cashier: { live: '', canary: '' } };

function releaseFiles(remote: string, version: string) {
  const file = (path: string, text: string) => ({ path, base64: Buffer.from(text).toString('base64') });
  return [
    file(
      'release.json',
      JSON.stringify({ name: remote, version, contract: CONTRACT_MAJOR, prefixes: [remote === 'casino' ? 'gamehall' : 'cashier'], shared: {} }),
    ),
    file('remoteEntry.js', `var mfe_${remote} = ${JSON.stringify(version)};`),
  ];
}

async function ops(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await s.app.inject({ method, url, headers: OPS, ...(payload ? { payload: payload as object } : {}) });
  if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}

async function registry(bucket: number, ip = freshIp()) {
  const r = await s.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `mfe_bucket=${bucket}` }, remoteAddress: ip });
  return r.json() as { vitalsSampleRate: number; remotes: { name: 'casino' | 'cashier'; release: string; token: string }[] };
}

async function entry(remote: 'casino' | 'cashier', bucket: number, ip: string) {
  const e = (await registry(bucket, ip)).remotes.find((x) => x.name === remote)!;
  return { remote, release: e.release, token: e.token };
}

function report(body: unknown, ip = freshIp()) {
  return s.app.inject({
    method: 'POST',
    url: '/ops/vitals',
    headers: { 'content-type': 'text/plain' },
    remoteAddress: ip,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A visitor (own address) in `bucket` reports the given timings for the remote it was served. */
async function visit(remote: 'casino' | 'cashier', bucket: number, timings: Record<string, number>, errors?: number) {
  const ip = freshIp();
  const e = await entry(remote, bucket, ip);
  const r = await report({ releases: [{ ...e, ...(errors ? { errors } : {}) }], ...timings }, ip);
  expect(r.statusCode).toBe(204);
  return e.release;
}

const health = (remote: string) =>
  ops('GET', `/ops/release-health?remote=${remote}&hours=24`) as Promise<{
    loads: { release: string; hour: string; loads: number }[];
    vitals: { release: string; samples: Record<string, number>; p75: Record<string, number | null>; errors: number }[];
    canary: { verdict: string; canary: { samples: number; p75: number | null }; live: { samples: number; p75: number | null } } | null;
    slowPolicy: { minSamples: number; rollback: boolean };
  }>;

const vitalRows = async (release: string) => s.database.db.selectFrom('release_vitals').selectAll().where('release', '=', release).execute();

beforeAll(async () => {
  s = await createTestServer({
    seed: false,
    releases: true,
    env: {
      VITALS_SAMPLE_RATE: '0.25',
      CANARY_SLOW_MIN_SAMPLES: '3',
      CANARY_SLOW_LCP_RATIO: '1.5',
      CANARY_SLOW_LCP_MARGIN_MS: '500',
      CANARY_ROLLBACK_ON_SLOW: 'casino',
      VITALS_PER_CLIENT: '2',
      CANARY_MIN_REPORTERS: '3',
    },
  });
  for (const remote of ['casino', 'cashier'] as const) {
    rel[remote].live = (await ops('POST', `/ops/releases/${remote}`, { files: releaseFiles(remote, '1.0.0') })).release.release;
    rel[remote].canary = (await ops('POST', `/ops/releases/${remote}`, { files: releaseFiles(remote, '1.1.0') })).release.release;
    await ops('POST', `/ops/releases/${remote}/activate`, { release: rel[remote].live });
  }
}, 60_000);
afterAll(() => s.close());

it('tells browsers the sample rate in the registry', async () => {
  expect((await registry(50)).vitalsSampleRate).toBe(0.25);
});

it('adds reports to bucket counts per release and hour (rows stay bounded) and answers p75 and errors', async () => {
  for (let i = 0; i < 6; i++) await visit('casino', 90, { lcp: 900 + i, inp: 120, cls: 0.02 }, i === 0 ? 3 : undefined);
  await visit('casino', 90, { lcp: 4200 });
  const rows = await vitalRows(rel.casino.live);
  // 7 reports, 3 metrics: LCP in two buckets, INP and CLS in one each.
  expect(rows).toHaveLength(4);
  expect(rows.find((r) => r.metric === 'lcp' && r.bucket === vitalBucket('lcp', 900))?.n).toBe(6);
  const live = (await health('casino')).vitals.find((v) => v.release === rel.casino.live)!;
  expect(live).toMatchObject({ samples: { lcp: 7, inp: 6, cls: 6 }, p75: { lcp: 1000, inp: 150, cls: 0.025 }, errors: 3 });
});

it('counts nothing for forged, edited, stale or misattributed tokens', async () => {
  const ip = freshIp();
  const genuine = await entry('casino', 90, ip);
  const forged = [
    { ...genuine, token: `${genuine.token.split('.')[0]}.90.${'A'.repeat(27)}` },
    { ...genuine, token: genuine.token.replace('.90.', '.91.') },
    { ...genuine, release: rel.casino.canary },
    { ...genuine, token: `${Number(genuine.token.split('.')[0]) - 5}.90.${genuine.token.split('.')[2]}` },
    { ...genuine, remote: 'cashier' },
  ];
  const before = (await vitalRows(rel.casino.live)).length + (await vitalRows(rel.casino.canary)).length;
  for (const r of forged) expect((await report({ releases: [r], lcp: 19_000 }, ip)).statusCode).toBe(204);
  expect((await vitalRows(rel.casino.live)).length + (await vitalRows(rel.casino.canary)).length).toBe(before);
  expect(await vitalRows(rel.cashier.live)).toHaveLength(0);
});

it('refuses malformed, oversized and out-of-range reports, and limits reports per client', async () => {
  const ip = freshIp();
  const e = await entry('cashier', 90, ip);
  expect((await report('not json', ip)).statusCode).toBe(400);
  expect((await report({ releases: [], lcp: 1 }, ip)).statusCode).toBe(400);
  expect((await report({ releases: [e], lcp: -1 }, ip)).statusCode).toBe(400);
  expect((await report({ releases: [e], cls: 1e9 }, ip)).statusCode).toBe(400);
  expect((await report({ releases: [{ ...e, errors: 1000 }] }, ip)).statusCode).toBe(400);
  expect((await report({ releases: Array.from({ length: 7 }, () => e), lcp: 1 }, ip)).statusCode).toBe(400);
  const huge = await report({ releases: [{ ...e, release: 'x'.repeat(3000) }], lcp: 1 }, ip);
  expect(huge.statusCode).toBe(413);
  expect(huge.json().error.type).toBe('InvalidRequestException');
  // VITALS_PER_CLIENT=2: a third report of the same client and release adds nothing.
  for (let i = 0; i < 3; i++) expect((await report({ releases: [e], lcp: 700 }, ip)).statusCode).toBe(204);
  const cashier = (await health('cashier')).vitals.find((v) => v.release === rel.cashier.live)!;
  expect(cashier.samples.lcp).toBe(2);
});

it('counts loads per release and hour, live and canary', async () => {
  await ops('POST', '/ops/releases/cashier/canary', { release: rel.cashier.canary, percent: 50 });
  const before = await health('cashier');
  const loads = (release: string, h: typeof before) => h.loads.filter((l) => l.release === release).reduce((n, l) => n + l.loads, 0);
  for (const bucket of [10, 20, 70]) await registry(bucket);
  const after = await health('cashier');
  expect(loads(rel.cashier.canary, after) - loads(rel.cashier.canary, before)).toBe(2);
  expect(loads(rel.cashier.live, after) - loads(rel.cashier.live, before)).toBe(1);
  expect(after.loads[0]!.hour).toMatch(/^\d{4}-\d\d-\d\dT\d\d:00:00Z$/);
  await ops('POST', '/ops/releases/cashier/canary', { percent: 0 });
});

it('flags a canary slower than live once both have enough samples; without the setting it stays', async () => {
  await ops('POST', '/ops/releases/cashier/canary', { release: rel.cashier.canary, percent: 50 });
  await visit('cashier', 10, { lcp: 6000 });
  expect((await health('cashier')).canary).toMatchObject({ verdict: 'too-few-samples' });
  for (let i = 0; i < 3; i++) await visit('cashier', 90, { lcp: 800 });
  for (let i = 0; i < 2; i++) await visit('cashier', 10, { lcp: 6000 });
  // A report of the canary from outside its share (a bucket-70 token) does not count for it.
  await visit('cashier', 70, { lcp: 300 });
  const h = await health('cashier');
  expect(h.canary).toMatchObject({ verdict: 'slow', canary: { samples: 3, p75: 6000 }, live: { p75: 1000 } });
  expect(h.slowPolicy).toMatchObject({ minSamples: 3, rollback: false });
  expect((await registry(10)).remotes.find((r) => r.name === 'cashier')!.release).toBe(rel.cashier.canary);
});

it('rolls a slow canary back where configured, in the audit log', async () => {
  await ops('POST', '/ops/releases/casino/canary', { release: rel.casino.canary, percent: 50 });
  for (let i = 0; i < 2; i++) await visit('casino', 10, { lcp: 9000 });
  expect((await registry(10)).remotes.find((r) => r.name === 'casino')!.release).toBe(rel.casino.canary);
  await visit('casino', 10, { lcp: 9000 });
  expect((await registry(10)).remotes.find((r) => r.name === 'casino')!.release).toBe(rel.casino.live);
  const [event] = (await ops('GET', '/ops/events?remote=casino&limit=1')).items;
  expect(event).toMatchObject({
    action: 'canary_rollback',
    release: rel.casino.canary,
    actor: 'health-check',
    detail: { reason: 'slow', lcpP75: 10000, samples: 3 },
  });
});

it('the retention job prunes old hours of release health, keeps recent ones', async () => {
  const db = s.database.db;
  const old = new Date(Date.now() - 40 * 24 * 3_600_000);
  await db.insertInto('release_hours').values({ remote: 'casino', release: rel.casino.live, hour: old, loads: 5 }).execute();
  await db.insertInto('release_vitals').values({ remote: 'casino', release: rel.casino.live, hour: old, metric: 'lcp', bucket: 3, n: 5 }).execute();
  const recent = (await vitalRows(rel.casino.live)).length;
  const deleted = await pruneExpired(db, s.config.bounds.retention, { sessionIdleSeconds: 3600 });
  expect(deleted).toMatchObject({ release_hours: 1, release_vitals: 1 });
  expect((await vitalRows(rel.casino.live)).length).toBe(recent - 1);
});
