/**
 * Maintenance through the ops API: switched on, players get the catalogue's 503 errors (the whole
 * site, one language, or the cashier alone), ops calls carrying the token go on, and switched
 * off the site answers again without a restart.
 */
import { API_VERSION } from '@casino/shared';
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: false });
}, 90_000);
afterAll(() => s.close());

const ops = (method: 'GET' | 'PUT', payload?: unknown, token = 'ops-secret') =>
  s.app.inject({ method, url: '/ops/maintenance', headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'tester' }, ...(payload !== undefined ? { payload: payload as object } : {}) });
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
    expect(on.json().data.modes).toEqual([expect.objectContaining({ scope: 'site', message: 'Back soon', switched_by: 'ops:tester' })]);

    const refused = await api('games.getCategories', 'ru');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toMatchObject({ type: 'ApplicationDisabledException', fields: { scope: 'site', message: 'Back soon' } });
    expect((await api('account.getInfo')).statusCode).toBe(503);
    expect((await api('games.getCategories', 'uz', { authorization: 'Bearer ops-secret' })).statusCode).toBe(200);
    expect((await s.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

    await ops('PUT', { enabled: false });
    expect((await api('games.getCategories')).statusCode).toBe(200);
    const events = (await ops('GET')).json().data.events as Array<{ enabled: boolean; actor: string }>;
    expect(events.slice(0, 2)).toEqual([expect.objectContaining({ enabled: false, actor: 'ops:tester' }), expect.objectContaining({ enabled: true })]);
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
});
