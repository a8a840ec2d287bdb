/**
 * Operators managed by admins, per-operator API tokens and the one audit trail (ops_audit): who
 * acted is the session's or the token's operator, never a name the caller sends.
 */
import { createTestServer, TEST_TOTP_VAULT, TEST_OPS_HOST, TEST_OPS_ORIGIN as TEST_ORIGIN, type TestServer } from '../../testing/server';
import { createOperator } from './operators';
import { totpCode } from './totp';
import { auditEntries, opsActorOf, recordOpsAction } from '../audit/ops-audit';
import { parseAuditLogArgs, UsageError } from '../audit/cli';
import { settingsToOpsActor } from '../settings-audit';

let s: TestServer;
const PASSWORD = 'a long operator password';
let boss: { cookie: string; csrf: string };

beforeAll(async () => {
  s = await createTestServer();
  const { secret } = await createOperator(s.database.db, { login: 'chief', password: PASSWORD, roles: ['admin'], passwordCost: 12, vault: TEST_TOTP_VAULT });
  const r = await s.app.inject({
    method: 'POST',
    url: '/ops/console/api/sign-in',
    headers: { host: TEST_OPS_HOST, origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
    payload: { login: 'chief', password: PASSWORD, code: totpCode(secret) },
  });
  expect(r.statusCode).toBe(200);
  boss = { cookie: String(r.headers['set-cookie']).split(';')[0]!, csrf: r.json().data.csrf };
}, 90_000);
afterAll(() => s.close());

const asBoss = (method: 'GET' | 'POST', url: string, payload?: object) =>
  s.app.inject({
    method,
    url,
    headers: {
      host: TEST_OPS_HOST,
      cookie: boss.cookie,
      origin: TEST_ORIGIN,
      'x-csrf-token': boss.csrf,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });
const withToken = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  s.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'anyone', ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });

describe('operators in the console', () => {
  it('an admin creates an operator (the TOTP enrolment once), changes roles, disables, enables and resets TOTP; all audited', async () => {
    const created = await asBoss('POST', '/ops/operators', { login: 'dana', password: PASSWORD, roles: ['kyc'] });
    expect(created.statusCode).toBe(201);
    const { operator, totp } = created.json().data;
    expect(operator).toMatchObject({ login: 'dana', roles: ['kyc'], disabled: false, lastSignInAt: null });
    expect(totp.uri).toContain(`secret=${totp.secret}`);
    expect((await asBoss('POST', '/ops/operators', { login: 'dana', password: PASSWORD, roles: ['kyc'] })).json().error.fields.login).toBe(
      'This login is taken',
    );
    expect((await asBoss('POST', '/ops/operators', { login: 'eve', password: 'short', roles: ['kyc'] })).statusCode).toBe(400);

    expect((await asBoss('POST', '/ops/operators/dana/roles', { roles: ['kyc', 'payments'] })).json().data.operator.roles).toEqual(['kyc', 'payments']);
    expect((await asBoss('POST', '/ops/operators/dana/disable')).json().data.operator.disabled).toBe(true);
    expect((await asBoss('POST', '/ops/operators/dana/enable')).json().data.operator.disabled).toBe(false);
    const reset = (await asBoss('POST', '/ops/operators/dana/reset-totp')).json().data;
    expect(reset.totp.secret).not.toBe(totp.secret);
    expect((await asBoss('POST', '/ops/operators/chief/disable')).statusCode).toBe(400);

    const list = (await asBoss('GET', '/ops/operators')).json().data.operators as Array<{ login: string; lastSignInAt: string | null }>;
    expect(list.find((o) => o.login === 'chief')!.lastSignInAt).toMatch(/Z$/);

    const audit = (await asBoss('GET', '/ops/audit?area=operators')).json().data.items as Array<{ actor: string; action: string; subject: string; at: string }>;
    expect(audit.map((e) => e.action)).toEqual(['reset_totp', 'enable', 'disable', 'roles', 'create']);
    expect(audit.every((e) => e.actor === 'operator:chief' && e.subject === 'dana' && e.at.endsWith('Z'))).toBe(true);
  });
});

describe('per-operator API tokens', () => {
  it('act as their operator with its roles, whatever X-Ops-Actor says; listed without the secret; revocable', async () => {
    await createOperator(s.database.db, { login: 'rel', password: PASSWORD, roles: ['releases'], passwordCost: 12, vault: TEST_TOTP_VAULT });
    const made = await asBoss('POST', '/ops/operators/rel/tokens', { label: 'laptop' });
    expect(made.statusCode).toBe(201);
    const { id, token } = made.json().data as { id: number; token: string };
    expect(token).toMatch(/^opsu_/);

    const stop = await withToken(token, 'POST', '/ops/releases/loyalty/canary', { percent: 0 });
    expect(stop.statusCode).toBe(200);
    const events = (await withToken(token, 'GET', '/ops/events?remote=loyalty&limit=1')).json().data.items;
    expect(events[0]).toMatchObject({ action: 'canary_stop', actor: 'operator:rel' });
    const trail = await auditEntries(s.database.db, { actor: 'rel', area: 'canary' });
    expect(trail.items[0]).toMatchObject({ actor: 'operator:rel', action: 'canary_stop', subject: 'loyalty' });

    // Its roles: not maintenance (admin).
    expect((await withToken(token, 'PUT', '/ops/maintenance', { enabled: false })).statusCode).toBe(403);

    const listed = (await asBoss('GET', '/ops/operators/rel/tokens')).json().data.items;
    expect(listed).toEqual([expect.objectContaining({ id, label: 'laptop', revokedAt: null, lastUsedAt: expect.stringMatching(/Z$/) })]);
    expect(JSON.stringify(listed)).not.toContain(token);

    expect((await asBoss('POST', `/ops/tokens/${id}/revoke`)).json().data).toEqual({ id, revoked: true });
    expect((await withToken(token, 'GET', '/ops/releases')).statusCode).toBe(401);
    expect((await asBoss('GET', '/ops/audit?area=tokens')).json().data.items.map((e: { action: string }) => e.action)).toEqual(['revoke', 'create']);
  });

  it("a disabled operator's token opens nothing", async () => {
    await createOperator(s.database.db, { login: 'gone', password: PASSWORD, roles: ['admin'], passwordCost: 12, vault: TEST_TOTP_VAULT });
    const { token } = (await asBoss('POST', '/ops/operators/gone/tokens', { label: 'ci' })).json().data;
    expect((await withToken(token, 'GET', '/ops/releases')).statusCode).toBe(200);
    await asBoss('POST', '/ops/operators/gone/disable');
    expect((await withToken(token, 'GET', '/ops/releases')).statusCode).toBe(401);
  });

  it('the bootstrap token is recorded as token:bootstrap, never as the name it sends', async () => {
    const r = await withToken('ops-secret', 'PUT', '/ops/maintenance', { scope: 'cashier', enabled: false });
    expect(r.statusCode).toBe(200);
    const [entry] = (await auditEntries(s.database.db, { area: 'maintenance', limit: 1 })).items;
    expect(entry).toMatchObject({ actor: 'token:bootstrap', action: 'off', subject: 'cashier' });
  });
});

describe('the audit trail', () => {
  it('pages newest first and filters by area, actor and time', async () => {
    for (let i = 0; i < 3; i++) await recordOpsAction(s.database.db, { actor: 'operator:pager', area: 'settings', action: 'change', subject: `n${i}` });
    const first = await auditEntries(s.database.db, { actor: 'operator:pager', limit: 2 });
    expect(first.items.map((e) => e.subject)).toEqual(['n2', 'n1']);
    const second = await auditEntries(s.database.db, { actor: 'operator:pager', limit: 2, before: first.next! });
    expect(second).toEqual({ items: [expect.objectContaining({ subject: 'n0' })], next: null });
    expect((await auditEntries(s.database.db, { actor: 'pager', since: new Date(Date.now() + 60_000) })).items).toEqual([]);
    const viaApi = await asBoss(
      'GET',
      `/ops/audit?actor=operator:pager&area=settings&since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&limit=1`,
    );
    expect(viaApi.json().data.items).toHaveLength(1);
    expect((await asBoss('GET', '/ops/audit?area=nowhere')).statusCode).toBe(400);
  });

  it('has one actor format', () => {
    expect(opsActorOf('ops:operator:alice')).toBe('operator:alice');
    expect(opsActorOf('ops:token')).toBe('token:bootstrap');
    expect(opsActorOf('ops:anyone')).toBe('claimed:anyone');
    expect(settingsToOpsActor('ops:alice')).toBe('operator:alice');
    expect(settingsToOpsActor('ops:cli:root')).toBe('cli:root');
    expect(settingsToOpsActor('system')).toBe('system');
  });

  it('pnpm audit-log reads its options strictly', () => {
    expect(parseAuditLogArgs(['--area', 'canary', '--actor', 'alice', '--since', '2026-12-01T00:00:00Z', '--json'])).toEqual({
      area: 'canary',
      actor: 'alice',
      since: '2026-12-01T00:00:00.000Z',
      limit: 50,
      json: true,
      help: false,
    });
    expect(parseAuditLogArgs(['--help']).help).toBe(true);
    expect(() => parseAuditLogArgs(['--area', 'nowhere'])).toThrow(UsageError);
    expect(() => parseAuditLogArgs(['--since', 'yesterday'])).toThrow(UsageError);
    expect(() => parseAuditLogArgs(['--wat'])).toThrow(UsageError);
    expect(() => parseAuditLogArgs(['stray'])).toThrow(UsageError);
  });
});
