/**
 * Operator management on the ops API (`/ops/operators`): admins (a console session with the admin
 * role) and the ops bearer token; a login that names no operator is 404 `unknown_operator`.
 */
import { createTestServer, TEST_TOTP_VAULT, TEST_OPS_HOST, TEST_OPS_ORIGIN, type TestServer } from '../../testing/server';
import { createOperator, type OperatorRole } from './operators';
import { totpCode } from './totp';

let s: TestServer;
const PASSWORD = 'a long operator password';
const secrets: Record<string, string> = {};
let ip = 10;

beforeAll(async () => {
  s = await createTestServer();
  const make = async (login: string, roles: OperatorRole[]) => {
    secrets[login] = (await createOperator(s.database.db, { login, password: PASSWORD, roles, passwordCost: 12, vault: TEST_TOTP_VAULT })).secret;
  };
  await make('boss', ['admin']);
  await make('rel', ['releases']);
}, 90_000);
afterAll(() => s.close());

const bearer = (method: 'GET' | 'POST', url: string, payload?: object) =>
  s.app.inject({
    method,
    url,
    headers: { authorization: 'Bearer ops-secret', ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A session that may sign in again: the TOTP step of the previous one is forgotten. */
async function session(login: string) {
  await s.database.db.updateTable('operators').set({ totp_last_step: 0 }).where('login', '=', login).execute();
  const r = await s.app.inject({
    method: 'POST',
    url: '/ops/console/api/sign-in',
    headers: { host: TEST_OPS_HOST, origin: TEST_OPS_ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${ip++}` },
    payload: { login, password: PASSWORD, code: totpCode(secrets[login]!) },
  });
  expect(r.statusCode).toBe(200);
  return { cookie: String(r.headers['set-cookie'] ?? '').split(';')[0] ?? '', csrf: r.json().data.csrf as string };
}

const asOperator = (who: { cookie: string; csrf: string }, method: 'GET' | 'POST', url: string, payload?: object) =>
  s.app.inject({
    method,
    url,
    headers: {
      host: TEST_OPS_HOST,
      origin: TEST_OPS_ORIGIN,
      cookie: who.cookie,
      'x-csrf-token': who.csrf,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

it('creates an operator with its TOTP enrolment once, lists, changes roles, disables, enables and resets TOTP', async () => {
  const created = await bearer('POST', '/ops/operators', { login: 'carol', password: 'carol-long-password', roles: ['kyc', 'payments'] });
  expect(created.statusCode).toBe(201);
  const { operator, totp } = created.json().data;
  expect(operator).toEqual({ login: 'carol', roles: ['kyc', 'payments'], disabled: false, createdAt: expect.any(String), lastSignInAt: null });
  expect(totp).toEqual({ secret: expect.stringMatching(/^[A-Z2-7]{32}$/), uri: expect.stringContaining('otpauth://totp/') });

  const list = (await bearer('GET', '/ops/operators')).json().data.operators as Array<{ login: string; lastSignInAt: string | null }>;
  expect(list.map((o) => o.login)).toEqual(expect.arrayContaining(['boss', 'carol', 'rel']));
  expect(list.map((o) => o.login)).toEqual([...list.map((o) => o.login)].sort());

  expect((await bearer('POST', '/ops/operators/carol/roles', { roles: ['releases'] })).json().data.operator).toMatchObject({ roles: ['releases'] });
  expect((await bearer('POST', '/ops/operators/carol/disable', {})).json().data.operator).toMatchObject({ disabled: true });
  expect((await bearer('POST', '/ops/operators/carol/enable', {})).json().data.operator).toMatchObject({ disabled: false });
  const reset = (await bearer('POST', '/ops/operators/carol/reset-totp', {})).json().data.totp;
  expect(reset.secret).not.toBe(totp.secret);
  // Kept sealed: the database holds the new secret, not in clear.
  const { totp_secret: kept } = await s.database.db.selectFrom('operators').select('totp_secret').where('login', '=', 'carol').executeTakeFirstOrThrow();
  expect(kept).not.toContain(reset.secret);
  expect(TEST_TOTP_VAULT.open(kept, 'carol')).toBe(reset.secret);
});

it('refuses a login that names no operator, and one taken, naming the login', async () => {
  for (const path of ['roles', 'disable', 'enable', 'reset-totp']) {
    const r = await bearer('POST', `/ops/operators/nobody-here/${path}`, path === 'roles' ? { roles: ['kyc'] } : {});
    expect([path, r.statusCode, r.json().error.fields]).toEqual([path, 400, { login: 'No such operator' }]);
  }
  const taken = await bearer('POST', '/ops/operators', { login: 'boss', password: 'another-long-password', roles: ['kyc'] });
  expect([taken.statusCode, taken.json().error.fields]).toEqual([400, { login: 'This login is taken' }]);
});

it('answers 400 naming the fields of a bad body', async () => {
  const r = await bearer('POST', '/ops/operators', { login: 'X!', password: 'short', roles: ['root'] });
  expect(r.statusCode).toBe(400);
  const { error } = r.json();
  expect(error.type).toBe('InvalidParameterException');
  expect(Object.keys(error.fields).sort()).toEqual(['login', 'password', 'roles.0']);
  expect((await bearer('POST', '/ops/operators/boss/roles', { roles: [] })).statusCode).toBe(400);
});

it('is for admins: an admin session may, another role may not, and no credentials is 401', async () => {
  const boss = await session('boss');
  expect((await asOperator(boss, 'GET', '/ops/operators')).statusCode).toBe(200);
  expect((await asOperator(boss, 'POST', '/ops/operators/rel/roles', { roles: ['releases', 'kyc'] })).statusCode).toBe(200);
  const rel = await session('rel');
  expect((await asOperator(rel, 'GET', '/ops/operators')).statusCode).toBe(403);
  expect((await asOperator(rel, 'POST', '/ops/operators/rel/roles', { roles: ['admin'] })).statusCode).toBe(403);
  expect((await s.app.inject({ url: '/ops/operators' })).statusCode).toBe(401);
  // The sign-ins are kept for the list.
  const list = (await bearer('GET', '/ops/operators')).json().data.operators as Array<{ login: string; lastSignInAt: string | null }>;
  expect(list.find((o) => o.login === 'boss')?.lastSignInAt).toEqual(expect.any(String));
});

it('disabling an operator ends their sessions', async () => {
  const rel = await session('rel');
  expect((await asOperator(rel, 'GET', '/ops/releases')).statusCode).toBe(200);
  await bearer('POST', '/ops/operators/rel/disable', {});
  expect((await asOperator(rel, 'GET', '/ops/releases')).statusCode).toBe(401);
  await bearer('POST', '/ops/operators/rel/enable', {});
});
