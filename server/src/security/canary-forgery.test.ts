/**
 * Forged canary reports: anyone can read the registry with a bucket cookie of their choosing
 * and get a genuine served token for the canary, so tokens alone do not make reporters many.
 * A handful of addresses (or a whole IPv6 /64, one network) must not be able to stop a canary,
 * neither by failure reports nor by page timings; many players still can.
 */
import { CONTRACT_MAJOR } from '@casino/contract';
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
const OPS = { authorization: 'Bearer ops-secret' };
let live: string;
let canary: string;
let seq = 0;
const ipv4 = () => `192.0.2.${++seq}`;

function releaseFiles(version: string) {
  const file = (path: string, text: string) => ({ path, base64: Buffer.from(text).toString('base64') });
  return [
    file('release.json', JSON.stringify({ name: 'casino', version, contract: CONTRACT_MAJOR, prefixes: ['gamehall'], shared: {} })),
    file('remoteEntry.js', `var mfe_casino = ${JSON.stringify(version)};`),
  ];
}

async function ops(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await s.app.inject({ method, url, headers: OPS, ...(payload ? { payload: payload as object } : {}) });
  if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}

/** The casino entry a visitor from `ip` claiming `bucket` is served. */
async function served(bucket: number, ip: string) {
  const r = await s.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `mfe_bucket=${bucket}` }, remoteAddress: ip });
  return (r.json().remotes as { name: string; release: string; token: string }[]).find((e) => e.name === 'casino')!;
}

async function failureReport(ip: string, bucket = 0) {
  const e = await served(bucket, ip);
  const r = await s.app.inject({
    method: 'POST',
    url: '/ops/beacon',
    headers: { 'content-type': 'application/json' },
    remoteAddress: ip,
    payload: JSON.stringify({ remote: 'casino', release: e.release, token: e.token, kind: 'load', message: 'chunk failed' }),
  });
  expect(r.statusCode).toBe(204);
}

async function timingReport(ip: string, bucket: number, lcp: number) {
  const e = await served(bucket, ip);
  const r = await s.app.inject({
    method: 'POST',
    url: '/ops/vitals',
    headers: { 'content-type': 'text/plain' },
    remoteAddress: ip,
    payload: JSON.stringify({ releases: [{ remote: 'casino', release: e.release, token: e.token }], lcp }),
  });
  expect(r.statusCode).toBe(204);
}

async function state() {
  const items = (await ops('GET', '/ops/releases/casino')).items as { release: string; failures: number; canaryPercent: number }[];
  return items.find((r) => r.release === canary)!;
}

beforeAll(async () => {
  s = await createTestServer({
    seed: false,
    releases: true,
    // The defaults of failures (5 at a 20 % rate, one per client and hour); slow canaries rolled back after 3 samples.
    env: { CANARY_ROLLBACK_ON_SLOW: '1', CANARY_SLOW_MIN_SAMPLES: '3', VITALS_SAMPLE_RATE: '1' },
  });
  live = (await ops('POST', '/ops/releases/casino', { files: releaseFiles('1.0.0') })).release.release;
  canary = (await ops('POST', '/ops/releases/casino', { files: releaseFiles('1.1.0') })).release.release;
  await ops('POST', '/ops/releases/casino/activate', { release: live });
}, 60_000);
afterAll(() => s.close());

beforeEach(async () => {
  await ops('POST', '/ops/releases/casino/canary', { release: canary, percent: 5 });
});

it('ten addresses claiming the canary’s bucket cannot roll it back with failure reports', async () => {
  for (let i = 0; i < 10; i++) await failureReport(ipv4());
  expect(await state()).toMatchObject({ canaryPercent: 5 });
  expect((await served(0, ipv4())).release).toBe(canary);
});

it('counts an IPv6 /64 as one reporter', async () => {
  const before = (await state()).failures;
  for (let i = 1; i <= 30; i++) await failureReport(`2001:db8:77:1::${i.toString(16)}`);
  await failureReport('2001:db8:77:1:ffff:ffff:ffff:ffff');
  expect(await state()).toMatchObject({ canaryPercent: 5, failures: before + 1 });
});

it('ten addresses cannot roll a canary back with slow page timings either', async () => {
  for (let i = 0; i < 5; i++) await timingReport(ipv4(), 90, 800);
  for (let i = 0; i < 10; i++) await timingReport(ipv4(), 0, 20_000);
  expect((await served(0, ipv4())).release).toBe(canary);
});

it('many players still roll a failing canary back', async () => {
  for (let i = 0; i < 30 && (await state()).canaryPercent > 0; i++) await failureReport(ipv4(), i % 5);
  expect(await state()).toMatchObject({ canaryPercent: 0 });
  expect((await served(0, ipv4())).release).toBe(live);
});

describe("the server render's failure reports", () => {
  /** What the page renderer reports when a visitor's canary fails on the server (src/render). */
  async function serverFailure(ip: string, bucket = 0, token?: string) {
    const [{ recordServerRenderFailure }, { ReleaseService }, { LocalDiskStorage }, { tmpdir }] = await Promise.all([
      import('../ops/beacon'),
      import('../domains/releases/service'),
      import('../domains/releases/storage'),
      import('node:os'),
    ]);
    const e = await served(bucket, ip);
    const service = new ReleaseService(s.database.db, new LocalDiskStorage(tmpdir()));
    await recordServerRenderFailure(
      s.database.db,
      service,
      { remote: 'casino', release: e.release, kind: 'render', message: 'over budget', token: token ?? e.token },
      ip,
      {
        failuresPerClient: s.config.releases.canaryFailuresPerClient,
      },
    );
  }

  it('count like that visitor’s browser would: once per visitor and release, never without a genuine served token', async () => {
    const before = (await state()).failures;
    const ip = ipv4();
    await serverFailure(ip);
    await serverFailure(ip);
    await serverFailure(ipv4(), 0, 'forged');
    expect(await state()).toMatchObject({ canaryPercent: 5, failures: before + 1 });
  });

  it('roll a canary that fails on the server back once enough visitors met it', async () => {
    for (let i = 0; i < 30 && (await state()).canaryPercent > 0; i++) await serverFailure(ipv4(), i % 5);
    expect(await state()).toMatchObject({ canaryPercent: 0 });
  });
});

describe('a reporter', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one', async () => {
    const { reporterOf } = await import('../ops/reporter');
    expect(reporterOf('203.0.113.7')).toBe('203.0.113.7');
    expect(reporterOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(reporterOf('2001:db8:77:1::1')).toBe('2001:db8:77:1::/64');
    expect(reporterOf('2001:0DB8:0077:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:77:1::/64');
    expect(reporterOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(reporterOf('::1')).toBe('0:0:0:0::/64');
    expect(reporterOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
