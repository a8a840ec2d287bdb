import { createTestServer, TEST_TOTP_VAULT, TEST_OPS_HOST, TEST_OPS_ORIGIN as TEST_ORIGIN, type TestServer } from '../../testing/server';
import { createOperator, type OperatorRole } from './operators';
import { base32Encode, hotp, totpCode, verifyTotp } from './totp';

let s: TestServer;
const PASSWORD = 'a long operator password';
const secrets: Record<string, string> = {};
let ip = 10;

beforeAll(async () => {
  s = await createTestServer();
  const make = async (login: string, roles: OperatorRole[]) => {
    secrets[login] = (await createOperator(s.database.db, { login, password: PASSWORD, roles, passwordCost: 12, vault: TEST_TOTP_VAULT })).secret;
  };
  await make('rel', ['releases']);
  await make('pay', ['payments']);
  await make('cb', ['cashback']);
  await make('kyc', ['kyc']);
  await make('boss', ['admin']);
}, 90_000);
afterAll(() => s.close());

/** Each sign-in from an address of its own, so the per-address limit stays with its own test. */
async function signIn(login: string, code = totpCode(secrets[login]!), forwarded = `10.1.0.${ip++}`) {
  const r = await s.app.inject({
    method: 'POST',
    url: '/ops/console/api/sign-in',
    headers: { host: TEST_OPS_HOST, origin: TEST_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': forwarded },
    payload: { login, password: PASSWORD, code },
  });
  const cookie = String(r.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { r, cookie, csrf: r.json().data?.csrf as string | undefined };
}

/** A session that may sign in again: the TOTP step of the previous one is forgotten. */
async function session(login: string) {
  await s.database.db.updateTable('operators').set({ totp_last_step: 0 }).where('login', '=', login).execute();
  const out = await signIn(login);
  expect(out.r.statusCode).toBe(200);
  return out;
}

const call = (method: 'GET' | 'POST', url: string, who: { cookie: string; csrf?: string | undefined }, payload?: object, origin = TEST_ORIGIN) =>
  s.app.inject({
    method,
    url,
    headers: {
      host: TEST_OPS_HOST,
      cookie: who.cookie,
      origin,
      ...(who.csrf ? { 'x-csrf-token': who.csrf } : {}),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

describe('TOTP (RFC 6238)', () => {
  const key = Buffer.from('12345678901234567890');
  it('matches the RFC test vectors (SHA-1, 8 digits)', () => {
    expect(hotp(key, Math.floor(59 / 30), 8)).toBe('94287082');
    expect(hotp(key, Math.floor(1111111109 / 30), 8)).toBe('07081804');
    expect(hotp(key, Math.floor(2000000000 / 30), 8)).toBe('69279037');
  });
  it('accepts the current step and one either side, once', () => {
    const secret = base32Encode(key);
    const now = 1_700_000_000_000;
    const code = totpCode(secret, now);
    const step = verifyTotp(secret, code, 0, now);
    expect(step).not.toBeNull();
    expect(verifyTotp(secret, code, step!, now)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 30_000), 0, now)).not.toBeNull();
    expect(verifyTotp(secret, totpCode(secret, now - 90_000), 0, now)).toBeNull();
    expect(verifyTotp(secret, 'abcdef', 0, now)).toBeNull();
  });
});

describe('operator sign-in', () => {
  it('needs the password and the second factor; a code works once', async () => {
    expect((await signIn('rel', '000000')).r.statusCode).toBe(401);
    const wrongPassword = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-in',
      headers: { host: TEST_OPS_HOST, origin: TEST_ORIGIN, 'x-forwarded-for': '10.2.0.1' },
      payload: { login: 'rel', password: 'nope', code: totpCode(secrets.rel!) },
    });
    expect(wrongPassword.statusCode).toBe(401);
    await s.database.db.updateTable('operators').set({ totp_last_step: 0 }).where('login', '=', 'rel').execute();
    const code = totpCode(secrets.rel!);
    const first = await signIn('rel', code);
    expect(first.r.statusCode).toBe(200);
    expect(String(first.r.headers['set-cookie'])).toMatch(/ops_session=.+; Path=\/ops; HttpOnly; SameSite=Strict/);
    expect((await signIn('rel', code)).r.statusCode).toBe(401);
    const me = await s.app.inject({ url: '/ops/console/api/me', headers: { host: TEST_OPS_HOST, cookie: first.cookie } });
    expect(me.json().data.operator).toMatchObject({ login: 'rel', roles: ['releases'] });
  });

  it('refuses malformed input with a typed error and sign-ins from elsewhere', async () => {
    const bad = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-in',
      headers: { host: TEST_OPS_HOST, origin: TEST_ORIGIN },
      payload: { login: 'rel', code: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('InvalidParameterException');
    const foreign = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-in',
      headers: { host: TEST_OPS_HOST, origin: 'https://evil.example' },
      payload: { login: 'rel', password: PASSWORD, code: '123456' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('limits guessing per login and address', async () => {
    const statuses: number[] = [];
    let last = (await signIn('pay', '000000', '10.3.0.1')).r;
    statuses.push(last.statusCode);
    for (let i = 1; i < 10; i++) statuses.push((last = (await signIn('pay', '000000', '10.3.0.1')).r).statusCode);
    expect(statuses.slice(0, 8).every((x) => x === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Like the player API's 429: when to come back, and the limit it ran into.
    expect(last.json().error.message).toBe('Too many sign-in attempts; try again later');
    const retryAfter = Number(last.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(last.headers).toMatchObject({
      'ratelimit-limit': '8',
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(retryAfter),
      'ratelimit-policy': '8;w=900',
    });
  });

  it('ends after 30 idle minutes and on sign-out', async () => {
    const a = await session('boss');
    await s.database.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: new Date(Date.now() - 31 * 60 * 1000) })
      .execute();
    expect((await call('GET', '/ops/releases', a)).statusCode).toBe(401);
    const b = await session('boss');
    expect((await call('GET', '/ops/releases', b)).statusCode).toBe(200);
    expect((await call('POST', '/ops/console/api/sign-out', b, {})).statusCode).toBe(200);
    expect((await call('GET', '/ops/releases', b)).statusCode).toBe(401);
  });
});

describe('roles on every ops action', () => {
  const actions: Array<[method: 'GET' | 'POST', url: string, role: OperatorRole, body: object | undefined]> = [
    ['GET', '/ops/releases', 'releases', undefined],
    ['GET', '/ops/events', 'releases', undefined],
    ['GET', '/ops/release-health?remote=casino', 'releases', undefined],
    ['POST', '/ops/releases/casino/activate', 'releases', { release: 'none' }],
    ['POST', '/ops/releases/casino/rollback', 'releases', {}],
    ['POST', '/ops/releases/casino/canary', 'releases', { percent: 0 }],
    ['POST', '/ops/releases/casino/promote', 'releases', {}],
    ['GET', '/ops/payouts', 'payments', undefined],
    ['POST', '/ops/payouts/999999/approve', 'payments', {}],
    ['POST', '/ops/payouts/999999/reject', 'payments', { reason: 'no' }],
    ['GET', '/ops/kyc', 'kyc', undefined],
    ['POST', '/ops/kyc/999999/approve', 'kyc', {}],
    ['POST', '/ops/kyc/999999/reject', 'kyc', {}],
    ['GET', '/ops/maintenance', 'admin', undefined],
    ['GET', '/ops/cashback/runs', 'cashback', undefined],
    ['GET', '/ops/cashback/settings', 'cashback', undefined],
  ];
  const logins: Record<OperatorRole, string> = { releases: 'rel', payments: 'pay', cashback: 'cb', kyc: 'kyc', admin: 'boss' };

  it.each(actions)(
    '%s %s needs the %s role',
    async (method, url, role, body) => {
      for (const [other, login] of Object.entries(logins) as Array<[OperatorRole, string]>) {
        const who = await session(login);
        const r = await call(method, url, who, body);
        if (other === role || other === 'admin') expect([r.statusCode, r.json().error?.type]).not.toEqual([403, 'AccessDeniedException']);
        else expect(r.statusCode).toBe(403);
        expect(r.statusCode).toBeLessThan(500);
      }
    },
    30_000,
  );

  it('refuses changes without the CSRF token or from another origin; the bearer token still works', async () => {
    const who = await session('rel');
    expect((await call('POST', '/ops/releases/casino/canary', { cookie: who.cookie }, { percent: 0 })).statusCode).toBe(403);
    expect((await call('POST', '/ops/releases/casino/canary', who, { percent: 0 }, 'https://evil.example')).statusCode).toBe(403);
    const bearer = await s.app.inject({ url: '/ops/releases', headers: { authorization: 'Bearer ops-secret' } });
    expect(bearer.statusCode).toBe(200);
  });

  it('audits a console action under the operator in the release log', async () => {
    const who = await session('rel');
    expect((await call('POST', '/ops/releases/casino/canary', who, { percent: 0 })).statusCode).toBe(200);
    const events = await call('GET', '/ops/events?remote=casino', who);
    expect(events.json().data.items[0]).toMatchObject({ action: 'canary_stop', actor: 'operator:rel' });
  });
});

describe('the console page', () => {
  it('has its own strict policy and is never framed', async () => {
    const r = await s.app.inject({ url: '/ops/console/releases', headers: { host: TEST_OPS_HOST } });
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(r.headers['content-security-policy']).toContain("script-src 'self'");
    expect(r.headers['content-security-policy']).not.toContain('unsafe');
    expect(r.headers['x-frame-options']).toBe('DENY');
  });
});
