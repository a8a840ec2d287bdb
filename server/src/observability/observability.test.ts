import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createTestServer, login, TEST_OPS_HOST, type TestServer } from '../testing/server';
import { DEMO_PLAYER } from '../seed/demo-player';
import { checkReadiness } from './readiness';
import { registry } from './metrics';
import { loadMigrations } from '../db/migrate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let s: TestServer;
beforeAll(async () => {
  // TRUST_PROXY=127.0.0.1 (testConfig): inject's default peer is the trusted proxy.
  s = await createTestServer();
}, 60_000);
afterAll(() => s.close());

describe('request ids', () => {
  it('takes X-Request-Id from a trusted proxy and answers it back', async () => {
    const r = await s.app.inject({ url: '/healthz', headers: { 'x-request-id': 'edge-7f3a9c' } });
    expect(r.headers['x-request-id']).toBe('edge-7f3a9c');
  });

  it('makes its own for a request from anyone else, whatever it claims', async () => {
    const r = await s.app.inject({ url: '/healthz', remoteAddress: '198.51.100.7', headers: { 'x-request-id': 'forged-by-a-client' } });
    expect(r.headers['x-request-id']).toMatch(UUID);
    expect(r.headers['x-request-id']).not.toBe('forged-by-a-client');
  });

  it("makes its own when the proxy's id could forge a log line", async () => {
    const r = await s.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b"c' } });
    expect(r.headers['x-request-id']).toMatch(UUID);
  });

  it("gives every request one, the API's too", async () => {
    const r = await s.app.inject({ url: '/api/metadata.getgeneralinfo?v=2.34&locale=uz' });
    expect(r.headers['x-request-id']).toMatch(UUID);
  });
});

describe('/metrics', () => {
  it('is not found on the player site without the ops token', async () => {
    const r = await s.app.inject({ url: '/metrics' });
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('casino_');
  });

  it('counts API calls per method, with their latency, the pool, the outbox and the event loop', async () => {
    for (let i = 0; i < 3; i++) await s.app.inject({ url: '/api/metadata.getgeneralinfo?v=2.34&locale=uz' });
    await s.app.inject({ url: '/api/no.such.method?v=2.34' });
    const r = await s.app.inject({ url: '/metrics', headers: { authorization: 'Bearer ops-secret' } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/plain');
    const text = r.body;
    const calls = /casino_api_requests_total\{method="metadata\.getgeneralinfo",status="200"\} (\d+)/.exec(text);
    expect(Number(calls?.[1])).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/casino_api_requests_total\{method="unknown",status="\d+"\} \d+/);
    expect(text).toMatch(/casino_api_request_duration_seconds_bucket\{le="0\.1",method="metadata\.getgeneralinfo"\} \d+/);
    expect(text).toContain('casino_db_pool_size 1');
    expect(text).toContain('casino_workers 1');
    expect(text).toMatch(/casino_db_pool_in_use \d/);
    expect(text).toMatch(/casino_db_pool_waiting \d/);
    expect(text).toMatch(/casino_outbox_backlog \d+/);
    expect(text).toMatch(/casino_jobs_queued\{queue="outbox"\} \d+/);
    expect(text).toMatch(/casino_jobs_dead\{queue="outbox"\} \d+/);
    expect(text).toContain('# TYPE casino_job_failures_total counter');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/casino_http_requests_total\{kind="api",status="2xx"\} \d+/);
  });

  it("counts the players' journey: a sign-in moves casino_sign_ins_total", async () => {
    const before = /casino_sign_ins_total\{via="password"\} (\d+)/.exec((await s.app.inject({ url: '/metrics', headers: { host: TEST_OPS_HOST } })).body);
    await login(s.app, DEMO_PLAYER.login, DEMO_PLAYER.password);
    const after = /casino_sign_ins_total\{via="password"\} (\d+)/.exec((await s.app.inject({ url: '/metrics', headers: { host: TEST_OPS_HOST } })).body);
    expect(Number(after?.[1])).toBe(Number(before?.[1] ?? 0) + 1);
  });

  it('answers on the ops origin without a token', async () => {
    const r = await s.app.inject({ url: '/metrics', headers: { host: TEST_OPS_HOST } });
    expect(r.statusCode).toBe(200);
    expect(r.body).toContain('casino_api_requests_total');
  });
});

describe('/readyz', () => {
  it("is not ready while the database is behind the code's migrations, naming them", async () => {
    const last = loadMigrations().at(-1)!.id;
    await sql`delete from schema_migrations where id = ${last}`.execute(s.database.db);
    try {
      const r = await s.app.inject({ url: '/readyz' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ status: 'not ready', checks: { database: { ok: true }, migrations: { ok: false } } });
      expect(r.json().checks.migrations.detail).toContain(last);
    } finally {
      await sql`insert into schema_migrations (id) values (${last})`.execute(s.database.db);
    }
    const now = await checkReadiness({ db: s.database.db, storage: null });
    expect(now).toMatchObject({ ready: true, checks: { database: { ok: true }, migrations: { ok: true }, releaseStorage: { ok: true } } });
  });

  it('says a release whose files cannot be read', async () => {
    const storage = { has: async () => false, write: async () => {}, directory: async () => null };
    await sql`insert into releases (remote, release, version, content_hash, created_by, prefixes, contract, shared, file_count, byte_size)
      values ('casino', 'r-missing', '1.0.0', 'x', 'test', '[]', 1, '{}', 0, 0)`.execute(s.database.db);
    await sql`insert into remote_activations (remote, active_release) values ('casino', 'r-missing') on conflict (remote) do update set active_release = 'r-missing'`.execute(
      s.database.db,
    );
    const answer = await checkReadiness({ db: s.database.db, storage });
    expect(answer.ready).toBe(false);
    expect(answer.checks.releaseStorage.detail).toContain('casino r-missing');
  });

  it('is served beside /healthz, on the ops origin too', async () => {
    expect((await s.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect([200, 503]).toContain((await s.app.inject({ url: '/readyz', headers: { host: TEST_OPS_HOST } })).statusCode);
  });
});

describe('the Grafana dashboard (deploy/grafana)', () => {
  it('charts only metrics the server exports', async () => {
    const dashboard = readFileSync(join(__dirname, '../../../deploy/grafana/casino-platform.json'), 'utf8');
    const used = new Set([...dashboard.matchAll(/\b((?:casino|nodejs)_[a-z0-9_]+)/g)].map((m) => m[1]!.replace(/_bucket$/, '')));
    const exported = new Set((await registry.getMetricsAsJSON()).map((m) => m.name));
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    expect(used.size).toBeGreaterThan(10);
  });
});
