import { sql } from 'kysely';
import { apiClient, createTestServer, type TestServer } from '../testing/server';

/**
 * Strangers must not lock a player out (OWASP ASVS V2.2): limits slow down one account from one
 * address and one address overall; a code dies after its own wrong guesses; `auth.restore`
 * answers the same for known and unknown logins.
 */
let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer({ seed: false });
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

let n = 0;
const uniqueEmail = () => `lock${++n}.${Date.now()}@example.org`;
const ip = (i: number) => ({ 'x-forwarded-for': `10.9.${Math.floor(i / 250)}.${i % 250}` });
const PLAYER = ip(9000);

async function lastCode(target: string): Promise<string> {
  const row = await s.database.db.selectFrom('outbox').select('body').where('recipient', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

async function player(twoFactor = false) {
  const login = uniqueEmail();
  const password = 'secret12';
  const r = await api.post('auth.register', { login, password, terms: 1 }, undefined, ip(8000 + n));
  expect(r.status).toBe(200);
  if (twoFactor) await s.database.db.updateTable('accounts').set({ two_factor_auth: true }).where('id', '=', r.body.data.uid).execute();
  return { login, password, uid: r.body.data.uid as number };
}

/** The full two-factor sign-in of the real player from their own address. */
async function signInWithCode(login: string, password: string) {
  const step1 = await api.post('auth.login', { login, password }, undefined, PLAYER);
  expect(step1.body.error?.fields).toMatchObject({ two_factor_auth: 'enabled' });
  return api.post('auth.login', { login, password, code: await lastCode(login) }, undefined, PLAYER);
}

describe('login limits', () => {
  it('failures from many addresses do not refuse the right password from the player', async () => {
    const { login, password } = await player();
    for (let i = 0; i < 60; i++) await api.post('auth.login', { login, password: 'wrongpass' }, undefined, ip(i));
    const r = await api.post('auth.login', { login, password }, undefined, PLAYER);
    expect(r.status).toBe(200);
  });

  it('still slows down one address guessing one account, and one address overall', async () => {
    const { login, password } = await player();
    for (let i = 0; i < 10; i++) await api.post('auth.login', { login, password: `wrong${i}xx` }, undefined, ip(500));
    expect((await api.post('auth.login', { login, password }, undefined, ip(500))).body.error.type).toBe('TooManyRequestsException');
    expect((await api.post('auth.login', { login, password }, undefined, ip(501))).status).toBe(200);
  });
});

describe('two-factor sign-in', () => {
  it('anonymous restore attempts with codes do not block the player’s code', async () => {
    const { login, password } = await player(true);
    for (let i = 0; i < 15; i++) await api.post('auth.restore', { login, code: '000000', password: 'newpass1' }, undefined, ip(1000 + i));
    const r = await signInWithCode(login, password);
    expect(r.status).toBe(200);
  });

  it('many sent restore codes do not stop the sign-in code', async () => {
    const { login, password } = await player(true);
    for (let i = 0; i < 8; i++) {
      await api.post('auth.restore', { login }, undefined, ip(1100 + i));
      // Past the resend wait, so each call sends a code.
      await s.database.db
        .updateTable('one_time_codes')
        .set({ created_at: sql`now() - interval '2 minutes'` } as never)
        .execute();
    }
    expect((await signInWithCode(login, password)).status).toBe(200);
  });

  it('a code guessed wrong five times dies; the player gets a new one at once and it works', async () => {
    const { login, password } = await player(true);
    await api.post('auth.login', { login, password }, undefined, PLAYER);
    const dead = await lastCode(login);
    const wrong = dead === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await api.post('auth.login', { login, password, code: wrong }, undefined, ip(1200 + i));
    expect((await api.post('auth.login', { login, password, code: dead }, undefined, PLAYER)).body.error.fields).toEqual({ code: 'Time expired' });
    const again = await api.post('auth.login', { login, password }, undefined, PLAYER);
    expect(again.body.error.fields).toMatchObject({ two_factor_auth: 'enabled', resend_time: '60' });
    const fresh = await lastCode(login);
    expect((await api.post('auth.login', { login, password, code: fresh }, undefined, PLAYER)).status).toBe(200);
  });
});

describe('auth.restore gives nothing away', () => {
  it('answers the same for known and unknown logins, at every step', async () => {
    const known = (await player()).login;
    const unknown = uniqueEmail();
    const answers = async (login: string, from: number) => {
      const out: unknown[] = [];
      out.push((await api.post('auth.restore', { login }, undefined, ip(from))).body);
      for (let i = 0; i < 12; i++) {
        const r = await api.post('auth.restore', { login, code: '000000', password: 'newpass1' }, undefined, ip(from + 1));
        out.push([r.status, r.body.error?.type, r.body.error?.fields]);
      }
      return out;
    };
    const a = await answers(known, 2000);
    const b = await answers(unknown, 2100);
    expect(a).toEqual(b);
    expect(a[0]).toEqual({ data: 1 });
  });
});
