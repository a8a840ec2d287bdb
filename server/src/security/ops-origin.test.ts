/**
 * The ops console lives on an origin of its own (OPS_ORIGIN): a script running on the player site
 * (custom code, a vendor tag, a file of a published release) can neither read the console's API
 * nor use an operator's cookies, and the maintenance view pass is a value of its own.
 */
import { createHash } from 'node:crypto';
import { loadConfig } from '../config';
import { createTestServer, TEST_TOTP_VAULT, type TestServer } from '../testing/server';
import { createOperator } from '../ops/console/operators';
import { totpCode } from '../ops/console/totp';
import { totpVaultOf } from '../ops/console/totp-vault';
import { unsafeSettings } from './safe-defaults';

const OPS_HOST = 'ops.localhost';
const OPS = `http://${OPS_HOST}`;
const PLAYER = 'http://localhost';
const PASSWORD = 'a long operator password';

let s: TestServer;
let secret: string;
beforeAll(async () => {
  s = await createTestServer({ seed: false, env: { OPS_ORIGIN: OPS } });
  secret = (await createOperator(s.database.db, { login: 'boss', password: PASSWORD, roles: ['admin'], passwordCost: 12, vault: TEST_TOTP_VAULT })).secret;
}, 90_000);
afterAll(() => s.close());

let ip = 1;
async function signIn(server: TestServer, login = 'boss', totp = secret) {
  await server.database.db.updateTable('operators').set({ totp_last_step: 0 }).where('login', '=', login).execute();
  const r = await server.app.inject({
    method: 'POST',
    url: '/ops/console/api/sign-in',
    headers: { host: OPS_HOST, origin: OPS, 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${ip++}` },
    payload: { login, password: PASSWORD, code: totpCode(totp) },
  });
  const cookies = ([] as string[]).concat(r.headers['set-cookie'] ?? []);
  return { r, cookies, cookie: cookies[0]?.split(';')[0] ?? '', csrf: r.json().data?.csrf as string | undefined };
}

describe('the ops console on an origin of its own', () => {
  it('the player origin answers 404 to the console, its files and its API', async () => {
    for (const url of ['/ops/console/', '/ops/console/releases', '/ops/console/api/me', '/ops/console']) {
      expect([url, (await s.app.inject({ url })).statusCode]).toEqual([url, 404]);
    }
    const signIn = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-in',
      headers: { origin: PLAYER },
      payload: { login: 'boss', password: PASSWORD, code: totpCode(secret) },
    });
    expect(signIn.statusCode).toBe(404);
  });

  it('the ops origin serves the console and the ops routes, nothing of the player site', async () => {
    const me = await s.app.inject({ url: '/ops/console/api/me', headers: { host: OPS_HOST } });
    expect(me.statusCode).toBe(401);
    for (const url of ['/', '/gamehall', '/releases/casino/whatever/app.html', '/api/games.getCategories?v=2.34&locale=uz']) {
      expect([url, (await s.app.inject({ url, headers: { host: OPS_HOST } })).statusCode]).toEqual([url, 404]);
    }
    expect((await s.app.inject({ url: '/healthz', headers: { host: OPS_HOST } })).statusCode).toBe(200);
  });

  it('refuses an operator cookie on the player origin; the bearer token works on both', async () => {
    const { r, cookie, csrf } = await signIn(s);
    expect(r.statusCode).toBe(200);
    expect((await s.app.inject({ url: '/ops/maintenance', headers: { host: OPS_HOST, cookie } })).statusCode).toBe(200);
    expect((await s.app.inject({ url: '/ops/maintenance', headers: { cookie } })).statusCode).toBe(401);
    const change = await s.app.inject({
      method: 'PUT',
      url: '/ops/maintenance',
      headers: { cookie, origin: PLAYER, 'x-csrf-token': csrf!, 'content-type': 'application/json' },
      payload: { enabled: false },
    });
    expect(change.statusCode).toBe(401);
    for (const host of [OPS_HOST, 'localhost']) {
      expect((await s.app.inject({ url: '/ops/maintenance', headers: { host, authorization: 'Bearer ops-secret' } })).statusCode).toBe(200);
    }
  });

  it('the view pass comes by a one-time link to the player origin and is no stored value of the session', async () => {
    const { cookie, csrf, cookies } = await signIn(s);
    expect(cookies.some((c) => c.startsWith('ops_view='))).toBe(false);
    const link = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/view-link',
      headers: { host: OPS_HOST, cookie, origin: OPS, 'x-csrf-token': csrf! },
    });
    expect(link.statusCode).toBe(200);
    const url = new URL(link.json().data.url as string);
    // Not from the player site's scripts: only the console (CSRF token, own origin) gets a link.
    expect(
      (await s.app.inject({ method: 'POST', url: '/ops/console/api/view-link', headers: { host: OPS_HOST, cookie, origin: PLAYER, 'x-csrf-token': csrf! } }))
        .statusCode,
    ).toBe(403);
    // Redeemed on the ops origin: nothing.
    expect((await s.app.inject({ url: url.pathname + url.search, headers: { host: OPS_HOST } })).statusCode).toBe(404);

    const redeemed = await s.app.inject({ url: url.pathname + url.search });
    expect(redeemed.statusCode).toBe(303);
    const passCookie = ([] as string[]).concat(redeemed.headers['set-cookie'] ?? []).find((c) => c.startsWith('ops_view='))!;
    expect(passCookie).toMatch(/^ops_view=[\w-]{20,}; Path=\/; HttpOnly/);
    const pass = passCookie.split(';')[0]!.slice('ops_view='.length);
    // Once only.
    expect((await s.app.inject({ url: url.pathname + url.search })).statusCode).toBe(403);

    // The pass is none of the session's stored values, nor their digest, and opens no ops call.
    const sessionId = cookie.slice(cookie.indexOf('=') + 1);
    const rows = await s.database.db.selectFrom('operator_sessions').selectAll().execute();
    const stored = rows.flatMap((row) => Object.values(row).map(String));
    expect(stored).not.toContain(pass);
    expect(pass).not.toBe(createHash('sha256').update(sessionId).digest('base64url'));
    expect((await s.app.inject({ url: '/ops/maintenance', headers: { host: OPS_HOST, cookie: `ops_session=${pass}` } })).statusCode).toBe(401);

    await s.app.inject({ method: 'PUT', url: '/ops/maintenance', headers: { authorization: 'Bearer ops-secret' }, payload: { enabled: true } });
    try {
      expect((await s.app.inject({ url: '/gamehall', headers: { cookie: `ops_view=${pass}` } })).statusCode).toBe(200);
      expect(
        (await s.app.inject({ url: '/gamehall', headers: { cookie: `ops_view=${createHash('sha256').update(sessionId).digest('base64url')}` } })).statusCode,
      ).toBe(503);
      await s.app.inject({ method: 'POST', url: '/ops/console/api/sign-out', headers: { host: OPS_HOST, cookie, origin: OPS, 'x-csrf-token': csrf! } });
      expect((await s.app.inject({ url: '/gamehall', headers: { cookie: `ops_view=${pass}` } })).statusCode).toBe(503);
    } finally {
      await s.app.inject({ method: 'PUT', url: '/ops/maintenance', headers: { authorization: 'Bearer ops-secret' }, payload: { enabled: false } });
    }
  });
});

describe('secure operator cookies', () => {
  it('are __Host- cookies (Path=/, Secure, no Domain)', async () => {
    const secure = await createTestServer({ seed: false, env: { OPS_ORIGIN: OPS, COOKIE_SECURE: '1' } });
    try {
      const totp = (
        await createOperator(secure.database.db, { login: 'boss', password: PASSWORD, roles: ['admin'], passwordCost: 12, vault: totpVaultOf(secure.config) })
      ).secret;
      const { r, cookies, cookie, csrf } = await signIn(secure, 'boss', totp);
      expect(r.statusCode).toBe(200);
      expect(cookies[0]).toMatch(/^__Host-ops_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; .*Secure/);
      expect(cookies.join('\n')).not.toMatch(/Domain=/i);
      expect((await secure.app.inject({ url: '/ops/maintenance', headers: { host: OPS_HOST, cookie } })).statusCode).toBe(200);
      // The unprefixed name is not read.
      expect((await secure.app.inject({ url: '/ops/maintenance', headers: { host: OPS_HOST, cookie: cookie.replace('__Host-', '') } })).statusCode).toBe(401);
      const link = await secure.app.inject({
        method: 'POST',
        url: '/ops/console/api/view-link',
        headers: { host: OPS_HOST, cookie, origin: OPS, 'x-csrf-token': csrf! },
      });
      const url = new URL(link.json().data.url as string);
      const redeemed = await secure.app.inject({ url: url.pathname + url.search });
      expect(String(redeemed.headers['set-cookie'])).toMatch(/^__Host-ops_view=[\w-]+; Path=\/; HttpOnly; .*Secure/);
    } finally {
      await secure.close();
    }
  }, 90_000);
});

describe('where the ops origin may be', () => {
  const SECRET = 'x'.repeat(40);
  const SAFE = {
    COOKIE_SECURE: '1',
    PAYMENTS_CALLBACK_SECRET: SECRET,
    OPS_TOKEN: SECRET,
    CARD_TOKEN_SECRET: SECRET,
    UNSUBSCRIBE_SECRET: SECRET,
    OPS_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_ORIGINS: 'https://casino.example',
  };
  const refused = (env: Record<string, string>) => unsafeSettings(loadConfig({ ...SAFE, ...env }), {}).map((p) => p.setting);

  it('a production start refuses an ops origin the player site shares (same origin, same host on another port) or plain http', () => {
    expect(refused({ OPS_ORIGIN: 'https://ops.casino-admin.example' })).toEqual([]);
    expect(refused({ OPS_ORIGIN: 'https://casino.example' })).toEqual(['OPS_ORIGIN']);
    expect(refused({ OPS_ORIGIN: 'https://casino.example:8443' })).toEqual(['OPS_ORIGIN']);
    expect(refused({ OPS_ORIGIN: 'http://ops.casino-admin.example' })).toEqual(['OPS_ORIGIN']);
    expect(() => loadConfig({ ...SAFE, OPS_ORIGIN: 'ops.example' })).toThrow(/OPS_ORIGIN/);
  });

  it('the demo puts the console on the same host, another port it listens on', () => {
    const config = loadConfig({ DEMO: '1', PORT: '8080', HOST: '127.0.0.1' });
    expect(config.ops).toEqual({ origin: 'http://127.0.0.1:8081', port: 8081 });
    // Without OPS_ORIGIN a production start has no console (the bearer-token API only).
    expect(loadConfig({ ...SAFE }).ops).toEqual({ origin: null, port: null });
  });
});
