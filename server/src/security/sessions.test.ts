import { sql } from 'kysely';
import { apiClient, createTestServer, login, type TestServer } from '../testing/server';

/** A game launch is part of the session that opened it: when the session ends, so does the launch. */
let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

const SLOT = 'oltin_silk_fortune';
let n = 0;

async function player() {
  const email = `sess${++n}.${Date.now()}@example.org`;
  const r = await api.post('auth.register', { login: email, password: 'secret12' });
  expect(r.status).toBe(200);
  return { email, cookie: r.cookie! };
}

async function launch(cookie: string) {
  const r = await s.app.inject({ url: `/platform/game/${SLOT}/play?mode=real`, headers: { cookie } });
  expect(r.statusCode).toBe(200);
  return /"token":"([A-Za-z0-9_-]{43})"/.exec(r.body)![1]!;
}

const gameSession = (token: string) => s.app.inject({ url: '/platform/game/api/session', headers: { authorization: `Bearer ${token}` } });

describe('game launches end with their session', () => {
  it('on sign-out', async () => {
    const { cookie } = await player();
    const token = await launch(cookie);
    expect((await gameSession(token)).statusCode).toBe(200);
    await api.post('auth.logout', {}, cookie);
    expect((await gameSession(token)).statusCode).toBe(401);
  });

  it('when a password change ends the other sessions, but not in the session that changed it', async () => {
    const { email, cookie } = await player();
    const other = await login(s.app, email, 'secret12');
    const stolen = await launch(other);
    const own = await launch(cookie);
    expect(
      (await api.post('account.changepassword', { old_password: 'secret12', password: 'secret34', password_confirmation: 'secret34' }, cookie)).body,
    ).toEqual({ data: 1 });
    expect((await gameSession(stolen)).statusCode).toBe(401);
    expect((await gameSession(own)).statusCode).toBe(200);
  });

  it('when the session expires', async () => {
    const { cookie } = await player();
    const token = await launch(cookie);
    await s.database.db
      .updateTable('sessions')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id_hash', 'in', s.database.db.selectFrom('sessions').select('id_hash').orderBy('created_at', 'desc').limit(1))
      .execute();
    expect((await gameSession(token)).statusCode).toBe(401);
  });
});
