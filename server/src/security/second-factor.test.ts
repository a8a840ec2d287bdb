/**
 * Every sign-in path leads to the same two-factor step (spec §4): a player with two-factor on
 * who signs in through a provider or Telegram gets no session until the code is right; the
 * browser holds a one-time ticket in place of the login and password.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { signInitData } from '../telegram/init-data';
import { apiClient, createTestServer, type TestServer } from '../testing/server';

const BOT_TOKEN = '123456:second-factor-bot';

let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

let seq = 0;
const ip = () => ({ 'x-forwarded-for': `10.9.${Math.floor(++seq / 250)}.${seq % 250}` });

const cookiesOf = (r: LightMyRequestResponse): Record<string, string> => {
  const header = r.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(all.map((c) => c.split(';')[0]!.split('=') as [string, string]));
};
const location = (r: LightMyRequestResponse) => new URL(String(r.headers.location), 'http://localhost');

async function lastCode(target: string): Promise<string> {
  const row = await s.database.db.selectFrom('outbox').select('body').where('recipient', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A sign-in through the development provider, as the browser does it; answers where it lands. */
async function socialSignIn(email: string) {
  const init = await s.app.inject({
    url: `/oauth/init?${new URLSearchParams({ service: 'dev', redirect_url: '/ru/gamehall', type_auth: 'login' })}`,
    headers: ip(),
  });
  const state = cookiesOf(init).oauth_state!;
  const consent = location(init);
  const decided = await s.app.inject({
    method: 'POST',
    url: '/oauth/dev/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...Object.fromEntries(consent.searchParams), email, decision: 'allow' }).toString(),
  });
  const callback = location(decided);
  const done = await s.app.inject({ url: callback.pathname + callback.search, headers: { cookie: `oauth_state=${state}` } });
  return { target: location(done), sid: cookiesOf(done).sid };
}

/** Turns two-factor on through the account methods, with the code from the outbox. */
async function enableTwoFactor(cookie: string, target: string) {
  expect((await api.post('account.changeTwoFactorAuth', { enable: 1 }, cookie)).status).toBe(200);
  expect((await api.post('account.confirmTwoFactorAuth', { code: await lastCode(target) }, cookie)).body).toEqual({ data: 1 });
}

async function socialPlayerWithTwoFactor() {
  const email = `second-factor${++seq}@dev.example`;
  const first = await socialSignIn(email);
  expect(first.sid).toBeDefined();
  await enableTwoFactor(`sid=${first.sid}`, email);
  const uid = (await api.get('account.getInfo', {}, `sid=${first.sid}`)).body.data.uid as number;
  return { email, uid };
}

const now = () => Math.floor(Date.now() / 1000);
function telegramParams(user: { id: number; username?: string }) {
  const payload = signInitData({ auth_date: String(now()), query_id: `AAH${++seq}`, user: JSON.stringify(user) }, BOT_TOKEN);
  const hash = new URLSearchParams(payload).get('hash')!;
  return { is_tg: 1, id: String(user.id), ...(user.username ? { username: user.username } : {}), hash, payload };
}

describe('social sign-in of a player with two-factor on', () => {
  it('starts no session; the ticket and the right code do, once', async () => {
    const { email, uid } = await socialPlayerWithTwoFactor();
    const second = await socialSignIn(email);
    expect(second.sid).toBeUndefined();
    expect(second.target.pathname).toBe('/ru/gamehall');
    expect(second.target.searchParams.get('social_auth')).toBe('two_factor');
    const ticket = second.target.searchParams.get('ticket')!;
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(Number(second.target.searchParams.get('resend_time'))).toBeGreaterThan(0);
    // Stored hashed only.
    const stored = await sql<{ n: number }>`select count(*)::int as n from sign_in_tickets where hash = ${ticket}`.execute(s.database.db);
    expect(stored.rows[0]!.n).toBe(0);

    const code = await lastCode(email);
    const wrong = await api.post('auth.login', { ticket, code: otherThan(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { code: 'Code is invalid' } });
    expect(wrong.cookie).toBeUndefined();

    const ok = await api.post('auth.login', { ticket, code });
    expect(ok.status).toBe(200);
    expect(ok.cookie).toMatch(/^sid=/);
    expect(ok.body.data.uid).toBe(uid);

    const reuse = await api.post('auth.login', { ticket, code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { ticket: 'Time expired' } });
    expect(reuse.cookie).toBeUndefined();
  });

  it('asks for a new code with the ticket alone, after the resend time, as the password step does', async () => {
    const { email } = await socialPlayerWithTwoFactor();
    const { target } = await socialSignIn(email);
    const ticket = target.searchParams.get('ticket')!;
    const resend = await api.post('auth.login', { ticket });
    expect(resend.status).toBe(401);
    expect(resend.body.error).toMatchObject({ type: 'AuthorizationException', fields: { two_factor_auth: 'enabled' } });
    expect(Number(resend.body.error.fields.resend_time)).toBeGreaterThan(0);
    expect(resend.cookie).toBeUndefined();
  });

  it('refuses an expired ticket, an unknown one and a ticket mixed with a password', async () => {
    const { email } = await socialPlayerWithTwoFactor();
    const { target } = await socialSignIn(email);
    const ticket = target.searchParams.get('ticket')!;
    const code = await lastCode(email);
    await sql`update sign_in_tickets set expires_at = now() - interval '1 second' where consumed_at is null`.execute(s.database.db);
    const expired = await api.post('auth.login', { ticket, code });
    expect(expired.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { ticket: 'Time expired' } });
    expect(expired.cookie).toBeUndefined();

    const unknown = await api.post('auth.login', { ticket: 'A'.repeat(43), code });
    expect(unknown.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { ticket: 'Time expired' } });
    expect((await api.post('auth.login', { ticket: 'short', code })).status).toBe(400);
    const mixed = await api.post('auth.login', { ticket, login: email, password: 'secret12', code });
    expect(mixed.status).toBe(400);
    expect(mixed.cookie).toBeUndefined();
    expect((await api.post('auth.login', {})).body.error.type).toBe('InvalidParameterException');
  });

  it('a ticket signs in only its own account: the code of another player does not fit', async () => {
    const a = await socialPlayerWithTwoFactor();
    const b = await socialPlayerWithTwoFactor();
    const ticketA = (await socialSignIn(a.email)).target.searchParams.get('ticket')!;
    await socialSignIn(b.email);
    const codeB = await lastCode(b.email);
    const crossed = await api.post('auth.login', { ticket: ticketA, code: codeB });
    // Codes are six digits: B's code fitting A's pending code is a one-in-a-million coincidence.
    if (codeB !== (await lastCode(a.email))) {
      expect(crossed.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { code: 'Code is invalid' } });
      expect(crossed.cookie).toBeUndefined();
    }
    const right = await api.post('auth.login', { ticket: ticketA, code: await lastCode(a.email) });
    expect(right.body.data.uid).toBe(a.uid);
  });

  it('counts code guesses with the limits of the password step', async () => {
    const { email } = await socialPlayerWithTwoFactor();
    const ticket = (await socialSignIn(email)).target.searchParams.get('ticket')!;
    const wrongCode = otherThan(await lastCode(email));
    const headers = { 'x-forwarded-for': '10.9.250.1' };
    const answers: string[] = [];
    for (let i = 0; i < 11; i++) answers.push((await api.post('auth.login', { ticket, code: wrongCode }, undefined, headers)).body.error.type);
    expect(answers.at(-1)).toBe('TooManyRequestsException');
  });

  it('signs a player without two-factor in directly, as before', async () => {
    const email = `plain${++seq}@dev.example`;
    const flow = await socialSignIn(email);
    expect(flow.target.searchParams.get('social_auth')).toBe('register');
    expect(flow.sid).toBeDefined();
    const again = await socialSignIn(email);
    expect(again.target.searchParams.get('social_auth')).toBe('login');
    expect(again.target.searchParams.get('ticket')).toBeNull();
    expect(again.sid).toBeDefined();
  });
});

describe('Telegram sign-in of a player with two-factor on', () => {
  it('answers the two-factor step with a ticket and no session; the code signs in', async () => {
    const user = { id: 777000 + ++seq, username: `tg${seq}` };
    const first = await api.post('auth.registerTelegram', telegramParams(user));
    expect(first.cookie).toBeDefined();
    await enableTwoFactor(first.cookie!, `telegram_${user.id}`);

    const again = await api.post('auth.registerTelegram', telegramParams(user));
    expect(again.status).toBe(401);
    expect(again.cookie).toBeUndefined();
    expect(again.body.error).toMatchObject({ type: 'AuthorizationException', fields: { two_factor_auth: 'enabled' } });
    const ticket = again.body.error.fields.ticket as string;
    expect(ticket).toMatch(/^[\w-]{43}$/);

    const code = await lastCode(`telegram_${user.id}`);
    expect((await api.post('auth.login', { ticket, code: otherThan(code) })).cookie).toBeUndefined();
    const ok = await api.post('auth.login', { ticket, code });
    expect(ok.status).toBe(200);
    expect(ok.cookie).toBeDefined();
    expect(ok.body.data.uid).toBe(first.body.data.uid);
    expect((await api.post('auth.login', { ticket, code })).body.error.fields).toEqual({ ticket: 'Time expired' });
  });

  it('signs a Telegram player without two-factor in directly', async () => {
    const user = { id: 778000 + ++seq };
    await api.post('auth.registerTelegram', telegramParams(user));
    const again = await api.post('auth.registerTelegram', telegramParams(user));
    expect(again.status).toBe(200);
    expect(again.cookie).toBeDefined();
  });
});
