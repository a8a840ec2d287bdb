/**
 * Maintenance through the ops API: switched on, players get the catalogue's 503 errors (the whole
 * site, one language, or the cashier alone), ops calls carrying the token go on, and switched
 * off the site answers again without a restart.
 */
import { API_VERSION } from '@casino/contract';
import { createTestServer, TEST_TOTP_VAULT, TEST_OPS_HOST, TEST_OPS_ORIGIN, TEST_ORIGIN, type TestServer } from '../testing/server';
import { createOperator } from '../ops/console/operators';
import { totpCode } from '../ops/console/totp';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: false });
}, 90_000);
afterAll(() => s.close());

const ops = (method: 'GET' | 'PUT', payload?: unknown, token = 'ops-secret') =>
  s.app.inject({
    method,
    url: '/ops/maintenance',
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'tester' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const api = (method: string, locale = 'uz', headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'GET', url: `/api/${method}?v=${API_VERSION}&locale=${locale}`, headers });

describe('maintenance', () => {
  it('needs the ops token and checks its input', async () => {
    expect((await ops('GET', undefined, 'wrong')).statusCode).toBe(401);
    const bad = await ops('PUT', { scope: 'moon', enabled: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('InvalidParameterException');
    expect((await ops('PUT', { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('turns the site off and on again, audited, ops keep access', async () => {
    expect((await api('games.getCategories')).statusCode).toBe(200);
    const on = await ops('PUT', { enabled: true, message: 'Back soon' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.modes).toEqual([expect.objectContaining({ scope: 'site', message: 'Back soon', switched_by: 'token:bootstrap' })]);

    const refused = await api('games.getCategories', 'ru');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ type: 'ApplicationDisabledException', fields: { scope: 'site', message: 'Back soon' } });
    expect((await api('account.getInfo')).statusCode).toBe(503);
    expect((await api('games.getCategories', 'uz', { authorization: 'Bearer ops-secret' })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await ops('PUT', { enabled: false });
    expect((await api('games.getCategories')).statusCode).toBe(200);
    const events = (await ops('GET')).json().data.events as Array<{ enabled: boolean; actor: string }>;
    expect(events.slice(0, 2)).toEqual([expect.objectContaining({ enabled: false, actor: 'token:bootstrap' }), expect.objectContaining({ enabled: true })]);
  });

  it('turns one language off', async () => {
    await ops('PUT', { scope: 'ru', enabled: true });
    expect((await api('games.getCategories', 'ru')).statusCode).toBe(503);
    expect((await api('games.getCategories', 'uz')).statusCode).toBe(200);
    await ops('PUT', { scope: 'ru', enabled: false });
    expect((await api('games.getCategories', 'ru')).statusCode).toBe(200);
  });

  it('turns the cashier alone off', async () => {
    await ops('PUT', { scope: 'cashier', enabled: true });
    const cashier = await api('cashier.getdepositsettings');
    expect(cashier.statusCode).toBe(503);
    expect(cashier.json().error).toMatchObject({ type: 'ApplicationUnavailableException', fields: { scope: 'cashier' } });
    expect((await api('games.getCategories')).statusCode).toBe(200);
    await ops('PUT', { scope: 'cashier', enabled: false });
    expect((await api('cashier.getdepositsettings')).json().error.type).toBe('AuthorizationException');
  });

  it('renders the maintenance state into the page (503), for the whole site or the page language only', async () => {
    const page = (url: string, headers: Record<string, string> = {}) => s.app.inject({ method: 'GET', url, headers });
    const open = await page('/gamehall');
    expect(open.statusCode).toBe(200);
    expect(open.body).not.toContain('id="maintenance-state"');

    await ops('PUT', { enabled: true, message: 'Back at <b>noon</b>' });
    const closed = await page('/gamehall');
    expect(closed.statusCode).toBe(503);
    expect(closed.headers['retry-after']).toBe('300');
    const state = /<script type="application\/json" id="maintenance-state">([^<]*)<\/script>/.exec(closed.body)?.[1];
    expect(JSON.parse(state!)).toEqual({ scope: 'site', message: 'Back at <b>noon</b>' });
    expect((await page('/ru/')).statusCode).toBe(503);
    expect((await page('/gamehall', { authorization: 'Bearer ops-secret' })).statusCode).toBe(200);
    await ops('PUT', { enabled: false });

    await ops('PUT', { scope: 'ru', enabled: true });
    expect((await page('/ru/gamehall')).statusCode).toBe(503);
    expect((await page('/gamehall')).statusCode).toBe(200);
    await ops('PUT', { scope: 'ru', enabled: false });

    await ops('PUT', { scope: 'cashier', enabled: true });
    expect((await page('/cashier/deposit')).statusCode).toBe(200);
    await ops('PUT', { scope: 'cashier', enabled: false });
  });

  it('a signed-in console operator views the site under maintenance, reading only, until signing out', async () => {
    const { secret } = await createOperator(s.database.db, {
      login: 'viewer',
      password: 'a long operator password',
      roles: ['kyc'],
      passwordCost: 12,
      vault: TEST_TOTP_VAULT,
    });
    const signIn = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-in',
      headers: { host: TEST_OPS_HOST, origin: TEST_OPS_ORIGIN, 'content-type': 'application/json' },
      payload: { login: 'viewer', password: 'a long operator password', code: totpCode(secret) },
    });
    expect(signIn.statusCode).toBe(200);
    const session = String(signIn.headers['set-cookie']).split(';')[0]!;
    const csrf = signIn.json().data.csrf as string;
    // The console's one-time link to the player site gives the browser its view pass there.
    const link = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/view-link',
      headers: { host: TEST_OPS_HOST, cookie: session, origin: TEST_OPS_ORIGIN, 'x-csrf-token': csrf },
    });
    const target = new URL(link.json().data.url as string);
    const redeemed = await s.app.inject({ method: 'GET', url: target.pathname + target.search });
    expect(redeemed.statusCode).toBe(303);
    const pass = ([] as string[]).concat(redeemed.headers['set-cookie'] ?? []).find((c) => c.startsWith('ops_view='))!;
    expect(pass).toMatch(/^ops_view=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const viewer = pass.split(';')[0]!;

    await ops('PUT', { enabled: true });
    expect((await s.app.inject({ method: 'GET', url: '/gamehall', headers: { cookie: viewer } })).statusCode).toBe(200);
    expect((await api('games.getCategories', 'uz', { cookie: viewer })).statusCode).toBe(200);
    // Reading only: a change made through the site still meets maintenance.
    const post = await s.app.inject({
      method: 'POST',
      url: `/api/auth.login?v=${API_VERSION}&locale=uz`,
      headers: { cookie: viewer, origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'login=nobody&password=whatever1',
    });
    expect(post.statusCode).toBe(503);
    // The pass is no ops credential, and the session id is no pass.
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/ops/maintenance',
          headers: { host: TEST_OPS_HOST, cookie: `ops_session=${viewer.slice('ops_view='.length)}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await api('games.getCategories', 'uz', { cookie: `ops_view=${session.slice('ops_session='.length)}` })).statusCode).toBe(503);
    expect((await api('games.getCategories', 'uz', { cookie: 'ops_view=forged' })).statusCode).toBe(503);

    const out = await s.app.inject({
      method: 'POST',
      url: '/ops/console/api/sign-out',
      headers: { host: TEST_OPS_HOST, cookie: session, origin: TEST_OPS_ORIGIN, 'x-csrf-token': csrf },
    });
    expect(out.statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/gamehall', headers: { cookie: viewer } })).statusCode).toBe(503);
    expect((await api('games.getCategories', 'uz', { cookie: viewer })).statusCode).toBe(503);
    await ops('PUT', { enabled: false });
  });
});
