import Fastify from 'fastify';
import { ERROR_NAMES, METHODS } from '@casino/contract';
import { apiClient, createTestServer, login, TEST_ORIGIN, type TestServer } from '../testing/server';
import { registerApi } from './dispatch';
import { HANDLERS } from '../methods';

let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

const catalogue = new Set(ERROR_NAMES.map((n) => `${n}Exception`));

function expectError(r: { status: number; body: { error: { type: string } } }, type: string, status: number) {
  expect(r.body).toEqual({ error: expect.objectContaining({ type, message: expect.any(String) }) });
  expect(catalogue.has(r.body.error.type)).toBe(true);
  expect(r.status).toBe(status);
  expect(JSON.stringify(r.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

describe('dispatch', () => {
  it('has a handler for every method of the shared table', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(Object.keys(METHODS).sort());
  });

  it('answers { data } with no-store caching', async () => {
    const r = await api.get('games.get', { count: 2 });
    expect(r.status).toBe(200);
    expect(r.body.data.items).toHaveLength(2);
    expect(r.body.data.total).toBeGreaterThanOrEqual(600);
    expect(r.response.headers['cache-control']).toBe('no-store');
  });

  it('answers MethodNotFoundException for unknown methods', async () => {
    expectError(await api.get('games.nope'), 'MethodNotFoundException', 404);
    expectError(await api.get('__proto__'), 'MethodNotFoundException', 404);
    expectError(await api.get('constructor'), 'MethodNotFoundException', 404);
    expectError(await api.post('x'.repeat(500)), 'MethodNotFoundException', 404);
  });

  it('checks the verb: state-changing methods are never GET', async () => {
    expectError(await api.get('auth.logout'), 'InvalidRequestException', 400);
    expectError(await api.post('games.get'), 'InvalidRequestException', 400);
  });

  it('checks the API version', async () => {
    const noVersion = await s.app.inject({ method: 'GET', url: '/api/games.get?locale=uz' });
    expectError({ status: noVersion.statusCode, body: noVersion.json() }, 'InvalidRequestException', 400);
    const old = await s.app.inject({ method: 'GET', url: '/api/games.get?v=2.33&locale=uz' });
    expectError({ status: old.statusCode, body: old.json() }, 'InvalidRequestException', 400);
    const twice = await s.app.inject({ method: 'GET', url: '/api/games.get?v=2.34&v=2.34&locale=uz' });
    expectError({ status: twice.statusCode, body: twice.json() }, 'InvalidRequestException', 400);
  });

  it('checks the locale and accepts _non_strict', async () => {
    expectError(await api.get('games.get', {}, undefined, { locale: 'en' }), 'InvalidParameterException', 400);
    const ru = await api.get('games.getCategories', {}, undefined, { locale: 'ru', _non_strict: '1' });
    expect(ru.status).toBe(200);
    expect(ru.body.data.items[0].name).toBe('Все');
  });

  it('refuses POSTs that are not same-origin', async () => {
    expectError(await api.post('auth.login', { login: 'a@b.cd', password: 'x' }, undefined, { origin: 'http://evil.example' }), 'AccessDeniedException', 403);
    const noOrigin = await s.app.inject({
      method: 'POST',
      url: '/api/auth.logout?v=2.34&locale=uz',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expectError({ status: noOrigin.statusCode, body: noOrigin.json() }, 'AccessDeniedException', 403);
    const referer = await s.app.inject({
      method: 'POST',
      url: '/api/auth.logout?v=2.34&locale=uz',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${TEST_ORIGIN}/profile` },
      payload: '',
    });
    expect(referer.statusCode).toBe(200);
    expectError(await api.post('auth.logout', {}, undefined, { origin: 'null' }), 'AccessDeniedException', 403);
    expectError(await api.post('auth.logout', {}, undefined, { origin: 'http://localhost.evil.example' }), 'AccessDeniedException', 403);
  });

  it('takes only form data as a POST body', async () => {
    const json = await s.app.inject({
      method: 'POST',
      url: '/api/auth.login?v=2.34&locale=uz',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN },
      payload: JSON.stringify({ login: 'demo@example.com', password: 'demo1234' }),
    });
    expectError({ status: json.statusCode, body: json.json() }, 'InvalidRequestException', 400);
    const noBody = await s.app.inject({ method: 'POST', url: '/api/auth.logout?v=2.34&locale=uz', headers: { origin: TEST_ORIGIN } });
    expect(noBody.statusCode).toBe(200);
  });

  it('refuses oversized bodies and query strings without a 500', async () => {
    const big = await api.post('auth.login', { login: 'a'.repeat(70 * 1024), password: 'x' });
    expectError(big, 'InvalidRequestException', 400);
    const longQuery = await api.get('games.get', { query: 'q'.repeat(5000) });
    expectError(longQuery, 'InvalidParameterException', 400);
    expect(longQuery.body.error.fields.query).toBe('Max length is 100');
  });

  it('answers AuthorizationException without a session', async () => {
    expectError(await api.get('account.getBalance'), 'AuthorizationException', 401);
    expectError(await api.post('games.addLike', { sysname: 'x' }), 'AuthorizationException', 401);
    // A forged or malformed cookie is a guest, and the cookie is cleared.
    const forged = await api.get('account.getBalance', {}, 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expectError(forged, 'AuthorizationException', 401);
    expect(String(forged.response.headers['set-cookie'])).toMatch(/sid=;.*Max-Age=0/);
    expectError(await api.get('account.getBalance', {}, "sid=' OR 1=1 --"), 'AuthorizationException', 401);
  });

  it('reports parameter errors per field with the messages of spec §5', async () => {
    const r = await api.post('auth.register', { password: '123' });
    expectError(r, 'InvalidParameterException', 400);
    expect(r.body.error.fields).toEqual({ login: 'Field is required', password: 'Min length is 6' });
    const wrongType = await api.get('games.get', { count: 'many' });
    expect(wrongType.body.error.fields.count).toBeDefined();
    const repeated = await api.post('auth.login', { login: ['a@b.cd', 'c@d.ef'], password: 'x' });
    expectError(repeated, 'InvalidParameterException', 400);
  });

  it('passes the Idempotency-Key header through to handlers', async () => {
    const cookie = await login(s.app, 'demo@example.com', 'demo1234');
    const r = await api.post('games.addLike', { sysname: 'nope' }, cookie, { 'idempotency-key': 'k'.repeat(500) });
    expectError(r, 'InvalidParameterException', 400);
  });
});

describe('unexpected failures', () => {
  it('answer InternalServerErrorException 500 with no stack, and are logged', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    const failing = { ...HANDLERS, 'games.get': async () => Promise.reject(new Error('secret detail at /srv/app.ts:12')) };
    await registerApi(app, { db: s.database.db, config: s.config, handlers: failing as typeof HANDLERS });
    const r = await app.inject({ method: 'GET', url: '/api/games.get?v=2.34&locale=uz' });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toEqual({ error: { type: 'InternalServerErrorException', message: 'Internal server error' } });
    expect(r.body).not.toContain('secret');
    expect(logged.join('')).toContain('secret detail');
    await app.close();
  });

  it('answer a result that breaks its schema as a 500 in tests', async () => {
    const app = Fastify({ logger: false });
    const wrong = { ...HANDLERS, 'account.getInfo': async () => ({ uid: 'zero' }) };
    await registerApi(app, { db: s.database.db, config: s.config, handlers: wrong as unknown as typeof HANDLERS });
    const r = await app.inject({ method: 'GET', url: '/api/account.getInfo?v=2.34&locale=uz' });
    expect(r.statusCode).toBe(500);
    await app.close();
  });
});

describe('health', () => {
  it('answers /healthz', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/healthz' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: 'ok' });
  });

  it('keeps unknown /api paths JSON', async () => {
    const r = await s.app.inject({ method: 'GET', url: '/api/a/b/c' });
    expect(r.statusCode).toBe(404);
    expect(r.json().error.type).toBe('MethodNotFoundException');
  });
});

describe('session reading', () => {
  it('skips the session for public catalogue methods and reads it for the rest', async () => {
    const cookie = await login(s.app, 'demo@example.com', 'demo1234');
    await s.database.db.updateTable('accounts').set({ status: 'banned' }).where('login', '=', 'demo@example.com').execute();
    try {
      expect((await api.get('games.get', { count: 1 }, cookie)).status).toBe(200);
      expect((await api.get('account.getInfo', {}, cookie)).body.error.type).toBe('UserBannedException');
    } finally {
      await s.database.db.updateTable('accounts').set({ status: 'active' }).where('login', '=', 'demo@example.com').execute();
    }
  });
});
