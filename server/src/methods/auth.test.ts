import { sql } from 'kysely';
import { buildServer } from '../app';
import { hashSessionId } from '../auth/sessions';
import { hashPassword, verifyPassword } from '../auth/password';
import { apiClient, createTestServer, login, snapshot, testConfig, type TestServer } from '../testing/server';

let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

let n = 0;
const uniqueEmail = () => `player${++n}.${Date.now()}@example.org`;
const ip = (i: number) => ({ 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${i % 250}` });

async function lastCode(target: string): Promise<string> {
  const row = await s.database.db.selectFrom('outbox').select('body').where('recipient', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

async function register(loginName = uniqueEmail(), password = 'secret12', headers: Record<string, string> = {}) {
  const r = await api.post('auth.register', { login: loginName, password, terms: 1 }, undefined, headers);
  expect(r.status).toBe(200);
  return { login: loginName, password, cookie: r.cookie!, info: r.body.data };
}

describe('passwords', () => {
  it('are scrypt hashes with N = 2^17 by default, salted, and verified in constant time', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct hors', hash)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$99$8$1$a$b')).toBe(false);
    expect(await verifyPassword('x', '!')).toBe(false);
    // Three hashes at the production cost: about a second each on a slow machine whose other core runs another suite.
  }, 30_000);
});

describe('auth.register', () => {
  it('starts an account without a chosen currency in the phone’s country’s currency, else the language’s; refuses one not offered', async () => {
    const phone = (prefix: string) => `${prefix}${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;
    const currencyOf = async (params: Record<string, string>, locale: 'uz' | 'ru') => {
      const r = await api.post(
        'auth.register',
        { password: 'secret12', ...params },
        undefined,
        { 'x-forwarded-for': `10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
        { locale },
      );
      return r.body.data?.balance_main?.currency ?? r.body.error;
    };
    expect(await currencyOf({ login: `+${phone('99890')}` }, 'ru')).toBe('UZS');
    expect(await currencyOf({ login: phone('7916') }, 'uz')).toBe('RUB');
    expect(await currencyOf({ login: uniqueEmail() }, 'ru')).toBe('RUB');
    expect(await currencyOf({ login: uniqueEmail(), currency: 'EUR' }, 'ru')).toBe('EUR');
  });

  it('creates the account, a session cookie, balances and the demo-mode grant through the ledger', async () => {
    const { cookie, info, login: email } = await register();
    expect(cookie).toMatch(/^sid=[\w-]{43}$/);
    // No currency chosen, registered in Uzbek: the account starts in sums (the operator offers them).
    expect(info).toMatchObject({ login: email, balance_main: { amount: 0, currency: 'UZS' }, balance_fun: { amount: 1000, currency: 'UZS' } });
    expect(info.uid).toBeGreaterThan(0);
    const ledger = await s.database.db.selectFrom('ledger').selectAll().where('account_id', '=', info.uid).execute();
    expect(ledger).toEqual([expect.objectContaining({ kind: 'fun_grant', amount: 100000, balance_after: 100000, balance_kind: 'fun' })]);
    const stored = await s.database.db.selectFrom('accounts').select('password_hash').where('id', '=', info.uid).executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$12\$/);
    expect(stored.password_hash).not.toContain('secret12');
  });

  it('sets HttpOnly SameSite=Lax cookies, Secure and __Host- when configured', async () => {
    const r = await api.post('auth.register', { login: uniqueEmail(), password: 'secret12' });
    const header = String(r.response.headers['set-cookie']);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).not.toMatch(/Secure/);
    const secureApp = await buildServer(testConfig({ COOKIE_SECURE: '1' }), { database: s.database, shellPage: '', workers: false });
    const secure = await apiClient(secureApp).post('auth.register', { login: uniqueEmail(), password: 'secret12' });
    expect(String(secure.response.headers['set-cookie'])).toMatch(/^__Host-sid=[\w-]{43}; Path=\/; SameSite=Lax; HttpOnly; Secure; Max-Age=\d+$/);
    await secureApp.close();
  });

  it('normalises phone logins and refuses a taken login without changing anything', async () => {
    const phone = await register('+998 (90) 123-45-67');
    expect(phone.info.login).toBe('998901234567');
    const before = await snapshot(s.database);
    const again = await api.post('auth.register', { login: '998901234567', password: 'another1' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { login: 'Login is already registered' } });
    expect(await snapshot(s.database)).toEqual(before);
  });

  it('validates the login and password', async () => {
    const bad = await api.post('auth.register', { login: 'not-an-email', password: 'pass word' });
    expect(bad.body.error.fields).toEqual({ login: 'Wrong email address', password: 'Wrong password' });
    const long = await api.post('auth.register', { login: uniqueEmail(), password: 'x'.repeat(21) });
    expect(long.body.error.fields).toEqual({ password: 'Max length is 20' });
  });
});

describe('auth.login and sessions', () => {
  it('logs in by e-mail (case-insensitive) or phone with a leading +, with a fresh session id each time', async () => {
    const { login: email, password } = await register();
    const a = await login(s.app, email.toUpperCase(), password);
    const b = await login(s.app, email, password);
    expect(a).not.toBe(b);
    await register('998911112233', 'phonepass');
    const viaPlus = await api.post('auth.login', { login: '+998911112233', password: 'phonepass' });
    expect(viaPlus.status).toBe(200);
    expect(viaPlus.body.data.login).toBe('998911112233');
  });

  it('ends the previous session of the browser on login', async () => {
    const { login: email, password, cookie } = await register();
    const r = await api.post('auth.login', { login: email, password }, cookie);
    expect(r.status).toBe(200);
    expect((await api.get('account.getBalance', {}, cookie)).status).toBe(401);
    expect((await api.get('account.getBalance', {}, r.cookie)).status).toBe(200);
  });

  it('answers the same error for an unknown login and a wrong password', async () => {
    const { login: email } = await register();
    const wrong = await api.post('auth.login', { login: email, password: 'wrongpass' }, undefined, ip(1));
    const unknown = await api.post('auth.login', { login: 'nobody@example.org', password: 'wrongpass' }, undefined, ip(1));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toMatchObject({ type: 'AuthorizationException', message: 'Wrong login or password' });
  });

  it('stores only a hash of the session id', async () => {
    const { cookie, info } = await register();
    const id = cookie.split('=')[1]!;
    const rows = await s.database.db.selectFrom('sessions').select('id_hash').where('account_id', '=', info.uid).execute();
    expect(rows.map((r) => r.id_hash)).toEqual([hashSessionId(id)]);
    expect(JSON.stringify(rows)).not.toContain(id);
  });

  it('ends sessions on logout, after the idle time and after the absolute lifetime', async () => {
    const { login: email, password, cookie } = await register();
    expect((await api.post('auth.logout', {}, cookie)).status).toBe(200);
    expect((await api.get('account.getBalance', {}, cookie)).status).toBe(401);
    const info = await api.get('account.getInfo', {}, cookie);
    expect(info.body.data.uid).toBe(0);

    const idle = await login(s.app, email, password);
    await s.database.db
      .updateTable('sessions')
      .set({ last_seen_at: sql`now() - interval '8 days'` })
      .where('id_hash', '=', hashSessionId(idle.split('=')[1]!))
      .execute();
    expect((await api.get('account.getBalance', {}, idle)).status).toBe(401);

    const old = await login(s.app, email, password);
    await s.database.db
      .updateTable('sessions')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('id_hash', '=', hashSessionId(old.split('=')[1]!))
      .execute();
    expect((await api.get('account.getBalance', {}, old)).status).toBe(401);
  });

  it('refuses banned and deleted players, also on an open session', async () => {
    const { login: email, password, cookie, info } = await register();
    await s.database.db.updateTable('accounts').set({ status: 'banned' }).where('id', '=', info.uid).execute();
    const r = await api.post('auth.login', { login: email, password });
    expect(r.body.error.type).toBe('UserBannedException');
    expect(r.status).toBe(403);
    expect((await api.get('account.getInfo', {}, cookie)).body.error.type).toBe('UserBannedException');
    await s.database.db.updateTable('accounts').set({ status: 'deleted' }).where('id', '=', info.uid).execute();
    expect((await api.post('auth.login', { login: email, password })).body.error.type).toBe('UserDeletedException');
  });

  it('cannot log in to accounts without a password (community players)', async () => {
    const r = await api.post('auth.login', { login: 'player01@example.net', password: '!' });
    expect(r.body.error.type).toBe('AuthorizationException');
  });
});

describe('rate limits', () => {
  it('stops password guessing on one account from one address, without locking out other addresses', async () => {
    const { login: email, password } = await register();
    for (let i = 0; i < 10; i++) {
      const r = await api.post('auth.login', { login: email, password: `wrong${i}xx` }, undefined, ip(100));
      expect(r.body.error.type).toBe('AuthorizationException');
    }
    const limited = await api.post('auth.login', { login: email, password }, undefined, ip(100));
    expect(limited.status).toBe(429);
    expect(limited.body.error.type).toBe('TooManyRequestsException');
    // The player still gets in from elsewhere.
    expect((await api.post('auth.login', { login: email, password }, undefined, ip(101))).status).toBe(200);
  });

  it('does not let failures from other addresses lock the player out', async () => {
    const { login: email, password } = await register();
    for (let i = 0; i < 50; i++) await api.post('auth.login', { login: email, password: 'wrongpass' }, undefined, ip(200 + i));
    const r = await api.post('auth.login', { login: email, password }, undefined, ip(300));
    expect(r.status).toBe(200);
  }, 30_000); // fifty sign-ins, each hashing a password

  it('caps login attempts per address', async () => {
    for (let i = 0; i < 30; i++) await api.post('auth.login', { login: `nobody${i}@example.org`, password: 'x' }, undefined, ip(400));
    const r = await api.post('auth.login', { login: 'nobody@example.org', password: 'x' }, undefined, ip(400));
    expect(r.body.error.type).toBe('TooManyRequestsException');
  }, 30_000);

  it('keeps the counters in the database, shared by every instance', async () => {
    const rows = await s.database.db.selectFrom('rate_limits').select(['key', 'count']).where('key', 'like', 'login-ip:%').execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('two-factor authentication (spec §4)', () => {
  it('enables with a code, then asks for a code at login, with resend_time', async () => {
    const { login: email, password, cookie } = await register();
    const change = await api.post('account.changeTwoFactorAuth', { enable: 1 }, cookie);
    expect(change.body.data).toEqual({ resend_time: 60 });
    // Asking again within the resend time sends nothing new.
    expect((await api.post('account.changeTwoFactorAuth', { enable: 1 }, cookie)).body.data.resend_time).toBeLessThanOrEqual(60);
    expect(await s.database.db.selectFrom('outbox').select('id').where('recipient', '=', email).execute()).toHaveLength(1);

    const wrong = await api.post('account.confirmTwoFactorAuth', { code: '000000' === (await lastCode(email)) ? '111111' : '000000' }, cookie);
    expect(wrong.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { code: 'Code is invalid' } });
    const short = await api.post('account.confirmTwoFactorAuth', { code: '123' }, cookie);
    expect(short.body.error.fields).toEqual({ code: 'Code must contain 6 digits' });
    expect((await api.post('account.confirmTwoFactorAuth', { code: await lastCode(email) }, cookie)).body).toEqual({ data: 1 });
    expect((await api.get('account.getInfo', {}, cookie)).body.data.two_factor_auth).toBe(true);
    const again = await api.post('account.changeTwoFactorAuth', { enable: 1 }, cookie);
    expect(again.body.error.message).toBe('Two-factor authentication is already enabled');

    const step1 = await api.post('auth.login', { login: email, password });
    expect(step1.status).toBe(401);
    expect(step1.body.error).toMatchObject({ type: 'AuthorizationException', fields: { two_factor_auth: 'enabled', resend_time: '60' } });
    expect(step1.cookie).toBeUndefined();
    const code = await lastCode(email);
    const step2 = await api.post('auth.login', { login: email, password, code });
    expect(step2.status).toBe(200);
    expect(step2.cookie).toBeDefined();
    // Single use.
    const reuse = await api.post('auth.login', { login: email, password, code });
    expect(reuse.body.error.fields).toEqual({ code: 'Time expired' });
  });

  it('burns a code after five wrong guesses and expires codes after ten minutes', async () => {
    const { login: email, password, cookie } = await register();
    await api.post('account.changeTwoFactorAuth', { enable: 1 }, cookie);
    const code = await lastCode(email);
    const wrongCode = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) await api.post('account.confirmTwoFactorAuth', { code: wrongCode }, cookie);
    expect((await api.post('account.confirmTwoFactorAuth', { code }, cookie)).body.error.fields).toEqual({ code: 'Time expired' });

    await s.database.db
      .updateTable('one_time_codes')
      .set({ created_at: sql`now() - interval '11 minutes'` } as never)
      .execute();
    await api.post('account.changeTwoFactorAuth', { enable: 1 }, cookie);
    await s.database.db
      .updateTable('one_time_codes')
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where('consumed_at', 'is', null)
      .execute();
    expect((await api.post('account.confirmTwoFactorAuth', { code: await lastCode(email) }, cookie)).body.error.fields).toEqual({ code: 'Time expired' });
    expect(password).toBeDefined();
  });
});

describe('auth.restore', () => {
  it('sends a code, sets the new password with it and ends every session', async () => {
    const { login: email, cookie } = await register();
    expect((await api.post('auth.restore', { login: email })).body).toEqual({ data: 1 });
    // Unknown logins get the same answer and no message.
    const before = await snapshot(s.database);
    expect((await api.post('auth.restore', { login: 'nobody-here@example.org' })).body).toEqual({ data: 1 });
    expect((await snapshot(s.database)).outbox).toBe(before.outbox);

    const bad = await api.post('auth.restore', { login: email, code: '12345', password: 'newpass1' });
    expect(bad.body.error.fields).toEqual({ code: 'Code must contain 6 digits' });
    const ok = await api.post('auth.restore', { login: email, code: await lastCode(email), password: 'newpass1' });
    expect(ok.body).toEqual({ data: 1 });
    expect((await api.get('account.getBalance', {}, cookie)).status).toBe(401);
    await login(s.app, email, 'newpass1');
  });
});

describe('development outbox page', () => {
  it('lists messages with HTML escaped, and is absent in production', async () => {
    await s.database.db
      .insertInto('outbox')
      .values({
        channel: 'email',
        recipient: '<b>x</b>@example.org',
        subject: 's',
        body: '<script>alert(1)</script> 123456',
        purpose: 'login',
        account_id: null,
      })
      .execute();
    const page = await s.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 123456');
    expect(page.body).not.toContain('<script>alert');
    const json = await s.app.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(json.json().items[0].body).toContain('123456');

    const prod = await buildServer(testConfig({ NODE_ENV: 'production' }), { database: s.database, shellPage: '<html>shell</html>', workers: false });
    const hidden = await prod.inject({ method: 'GET', url: '/dev/outbox.json' });
    expect(hidden.body).not.toContain('123456');
    await prod.close();
  });
});
