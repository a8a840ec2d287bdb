import type { LightMyRequestResponse } from 'fastify';
import { apiClient, createTestServer, login, type TestServer } from '../testing/server';
import { createSession } from '../auth/sessions';
import { askSecondFactor } from '../auth/sign-in-tickets';
import { auditOf } from '../audit/audit';
import { post } from '../domains/wallet/ledger';
import { signInitData } from '../telegram/init-data';
import { excludeFromPlay, liftExclusion } from './exclusions';
import { exclusionEnd, isActive, nextExclusion, type Exclusion } from './rules';
import { responsibleTables } from './table';

const BOT_TOKEN = '123456:responsible-bot-token';
let s: TestServer;
let api: ReturnType<typeof apiClient>;
let n = 0;

beforeAll(async () => {
  s = await createTestServer({ env: { TELEGRAM_BOT_TOKEN: BOT_TOKEN } });
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

const ip = () => ({ 'x-forwarded-for': `10.58.${Math.floor(++n / 250)}.${n % 250}` });

async function newPlayer() {
  const email = `rg${++n}@example.org`;
  const r = await api.post('auth.register', { login: email, password: 'secret12', currency: 'USD' }, undefined, ip());
  expect(r.status).toBe(200);
  return { email, cookie: r.cookie!, uid: r.body.data.uid as number };
}

const signIn = (email: string, extra: Record<string, string> = {}) => api.post('auth.login', { login: email, password: 'secret12', ...extra }, undefined, ip());

async function lastCode(target: string): Promise<string> {
  const row = await s.database.db.selectFrom('outbox').select('body').where('recipient', '=', target).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.body)![1]!;
}

const outboxCount = async (target: string) =>
  Number(
    (
      await s.database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('recipient', '=', target)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Moves the end of the player's exclusion (time passing). */
async function endsAt(uid: number, until: Date) {
  await responsibleTables(s.database.db).updateTable('responsible_gaming').set({ excluded_until: until }).where('account_id', '=', uid).execute();
}

function expectExcluded(r: { status: number; body: { error?: { type: string; fields?: Record<string, string> } } }, reason: string, until: Date | null) {
  expect(r.status).toBe(403);
  expect(r.body.error!.type).toBe('UserBannedException');
  expect(r.body.error!.fields!.reason).toBe(reason);
  if (until === null) expect(r.body.error!.fields!.until).toBe('');
  else expect(Math.abs(new Date(r.body.error!.fields!.until!).getTime() - until.getTime())).toBeLessThan(60_000);
}

describe('exclusion rules', () => {
  const now = new Date('2025-08-31T10:00:00Z');
  const taken = (period: Exclusion['period']): Exclusion => {
    const decision = nextExclusion(null, period, now);
    if (!decision.ok) throw new Error('refused');
    return decision.exclusion;
  };

  it('end 24 hours, 7 and 30 days, 6 calendar months later, or never', () => {
    expect(exclusionEnd('24h', now)?.toISOString()).toBe('2025-09-01T10:00:00.000Z');
    expect(exclusionEnd('7d', now)?.toISOString()).toBe('2025-09-07T10:00:00.000Z');
    expect(exclusionEnd('30d', now)?.toISOString()).toBe('2025-09-30T10:00:00.000Z');
    // 31 August + 6 months rolls into March: later, never earlier.
    expect(exclusionEnd('6m', now)!.getTime()).toBeGreaterThanOrEqual(new Date('2026-02-28T10:00:00Z').getTime());
    expect(exclusionEnd('permanent', now)).toBeNull();
    expect(taken('7d')).toMatchObject({ kind: 'time_out', period: '7d' });
    expect(taken('6m')).toMatchObject({ kind: 'self_exclusion', until: expect.any(Date) });
  });

  it('only ever extend: longer is taken, shorter refused, permanent stays, an ended one is replaced', () => {
    const week = taken('7d');
    expect(nextExclusion(week, '30d', now)).toMatchObject({ ok: true, exclusion: { period: '30d' } });
    expect(nextExclusion(week, '24h', now)).toEqual({ ok: false, reason: 'shorter' });
    expect(nextExclusion(taken('6m'), '30d', now)).toEqual({ ok: false, reason: 'shorter' });
    expect(nextExclusion(week, 'permanent', now)).toMatchObject({ ok: true, exclusion: { until: null } });
    expect(nextExclusion(taken('permanent'), 'permanent', now)).toEqual({ ok: false, reason: 'permanent' });
    const later = new Date(now.getTime() + 8 * 86_400_000);
    expect(isActive(week, later)).toBe(false);
    expect(nextExclusion(week, '24h', later)).toMatchObject({ ok: true, exclusion: { period: '24h' } });
  });
});

describe('reality check', () => {
  it('stores the interval, refuses others, and answers the session time and real-money result since sign-in', async () => {
    const p = await newPlayer();
    // Money and play before this session do not count.
    await s.database.db
      .transaction()
      .execute((trx) => post(trx, { accountId: p.uid, balanceKind: 'main', kind: 'deposit', amount: 100_00, idempotencyKey: `dep-${p.uid}` }));
    await s.database.db
      .transaction()
      .execute((trx) => post(trx, { accountId: p.uid, balanceKind: 'main', kind: 'bet', amount: -5_00, idempotencyKey: `old-${p.uid}` }));
    const cookie = (await signIn(p.email)).cookie!;

    const off = await api.get('account.getRealityCheck', {}, cookie);
    expect(off.body.data).toMatchObject({ interval: 0, total_bet: { amount: 0, currency: 'USD' }, total_won: { amount: 0 }, net: { amount: 0 } });
    expect(Math.abs(off.body.data.started_at - Date.now() / 1000)).toBeLessThan(60);

    expect((await api.post('account.setRealityCheck', { interval: 20 }, cookie)).body.error.fields).toHaveProperty('interval');
    const set = await api.post('account.setRealityCheck', { interval: 30 }, cookie);
    expect(set.body.data.interval).toBe(30);

    await s.database.db.transaction().execute(async (trx) => {
      await post(trx, { accountId: p.uid, balanceKind: 'main', kind: 'bet', amount: -10_00, idempotencyKey: `b1-${p.uid}` });
      await post(trx, { accountId: p.uid, balanceKind: 'main', kind: 'win', amount: 4_50, idempotencyKey: `w1-${p.uid}` });
      await post(trx, { accountId: p.uid, balanceKind: 'main', kind: 'bet', amount: -2_00, idempotencyKey: `b2-${p.uid}` });
      // Demo money is no real money.
      await post(trx, { accountId: p.uid, balanceKind: 'fun', kind: 'fun_grant', amount: 50_00, idempotencyKey: `f-${p.uid}` });
      await post(trx, { accountId: p.uid, balanceKind: 'fun', kind: 'bet', amount: -20_00, idempotencyKey: `fb-${p.uid}` });
    });
    const summary = await api.get('account.getRealityCheck', {}, cookie);
    expect(summary.body.data).toMatchObject({ interval: 30, total_bet: { amount: 12 }, total_won: { amount: 4.5 }, net: { amount: -7.5, currency: 'USD' } });
    expect(summary.body.data.now).toBeGreaterThanOrEqual(summary.body.data.started_at);
    expect((await auditOf(s.database.db, p.uid)).find((e) => e.action === 'reality_check.set')).toMatchObject({
      actor: 'player',
      details: { minutes: 30, previous: 0 },
    });
  });
});

describe('time-out and self-exclusion', () => {
  it('needs the confirmation, then ends every session of the player, audits and notifies', async () => {
    const p = await newPlayer();
    const other = (await signIn(p.email)).cookie!;
    const refused = await api.post('account.setSelfExclusion', { period: '24h', confirm: 0 }, p.cookie);
    expect(refused.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { confirm: expect.any(String) } });

    const r = await api.post('account.setSelfExclusion', { period: '24h', confirm: 1 }, p.cookie);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ kind: 'time_out', period: '24h' });
    expect(Math.abs(r.body.data.until - (Date.now() / 1000 + 86_400))).toBeLessThan(60);
    expect(String(r.response.headers['set-cookie'])).toMatch(/sid=;.*Max-Age=0/i);

    for (const cookie of [p.cookie, other]) {
      expect((await api.get('account.getBalance', {}, cookie)).body.error.type).toBe('AuthorizationException');
    }
    const open = await s.database.db.selectFrom('sessions').select('id_hash').where('account_id', '=', p.uid).where('revoked_at', 'is', null).execute();
    expect(open).toEqual([]);
    const [entry] = await auditOf(s.database.db, p.uid);
    expect(entry).toMatchObject({ action: 'exclusion.set', actor: 'player', details: { kind: 'time_out', period: '24h', until: expect.any(String) } });
    const note = await s.database.db.selectFrom('notifications').select(['kind', 'params']).where('account_id', '=', p.uid).executeTakeFirstOrThrow();
    expect(note).toMatchObject({ kind: 'responsible.exclusion', params: { kind: 'time_out', until: entry!.details.until } });
  });

  it('refuses every sign-in with UserBanned, its reason and end, and lets the player back once a time-out has passed', async () => {
    const p = await newPlayer();
    await api.post('account.setSelfExclusion', { period: '7d', confirm: 1 }, p.cookie);
    const until = new Date(Date.now() + 7 * 86_400_000);
    const r = await signIn(p.email);
    expectExcluded(r, 'time_out', until);
    expect(r.cookie).toBeUndefined();
    // A wrong password learns nothing of the exclusion.
    expect((await api.post('auth.login', { login: p.email, password: 'wrong123' }, undefined, ip())).body.error.type).toBe('AuthorizationException');

    await endsAt(p.uid, new Date(Date.now() - 1000));
    const back = await signIn(p.email);
    expect(back.status).toBe(200);
    expect(back.cookie).toBeDefined();
  });

  it('refuses the two-factor step before a code is sent, and its completion with a code sent earlier', async () => {
    const p = await newPlayer();
    await s.database.db.updateTable('accounts').set({ two_factor_auth: true }).where('id', '=', p.uid).execute();
    // Step one before the exclusion: a code is on its way.
    expect((await signIn(p.email)).body.error.fields.two_factor_auth).toBe('enabled');
    const code = await lastCode(p.email);
    await excludeFromPlay(s.database.db, { accountId: p.uid, period: '30d', ip: null });
    const sent = await outboxCount(p.email);
    expectExcluded(await signIn(p.email, { code }), 'time_out', new Date(Date.now() + 30 * 86_400_000));
    expectExcluded(await signIn(p.email), 'time_out', new Date(Date.now() + 30 * 86_400_000));
    expect(await outboxCount(p.email)).toBe(sent);
  });

  it('refuses the ticket of a social or Telegram sign-in waiting for its code', async () => {
    const p = await newPlayer();
    const step = await askSecondFactor(s.database.db, { id: p.uid, login: p.email }, { via: 'dev', locale: 'uz' });
    const code = await lastCode(p.email);
    await excludeFromPlay(s.database.db, { accountId: p.uid, period: 'permanent', ip: null });
    const r = await api.post('auth.login', { ticket: step.ticket, code }, undefined, ip());
    expectExcluded(r, 'self_exclusion', null);
  });

  it('refuses the Telegram mini-app sign-in', async () => {
    const payload = () =>
      signInitData(
        { auth_date: String(Math.floor(Date.now() / 1000)), query_id: `Q${++n}`, user: JSON.stringify({ id: 777001, username: 'rg_tg' }) },
        BOT_TOKEN,
      );
    const params = (raw: string) => ({ is_tg: 1, id: '777001', username: 'rg_tg', hash: new URLSearchParams(raw).get('hash')!, payload: raw });
    const first = await api.post('auth.registerTelegram', params(payload()), undefined, ip());
    expect(first.status).toBe(200);
    await api.post('account.setSelfExclusion', { period: '6m', confirm: 1 }, first.cookie);
    const again = await api.post('auth.registerTelegram', params(payload()), undefined, ip());
    expectExcluded(again, 'self_exclusion', exclusionEnd('6m', new Date()));
    expect(again.cookie).toBeUndefined();
  });

  it('refuses the social sign-in: back to the page with social_error=excluded and its end, no session', async () => {
    const email = `rg-social${++n}@dev.example`;
    const social = async () => {
      const cookiesOf = (r: LightMyRequestResponse) =>
        Object.fromEntries(([] as string[]).concat(r.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!.split('=') as [string, string]));
      const init = await s.app.inject({
        url: `/oauth/init?${new URLSearchParams({ service: 'dev', redirect_url: 'http://localhost/ru/gamehall', type_auth: 'login' })}`,
        headers: ip(),
      });
      const consent = new URL(String(init.headers.location), 'http://localhost');
      const decided = await s.app.inject({
        method: 'POST',
        url: '/oauth/dev/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...Object.fromEntries(consent.searchParams), email, name: 'RG Player', decision: 'allow' }).toString(),
      });
      const callback = new URL(String(decided.headers.location), 'http://localhost');
      const done = await s.app.inject({ url: callback.pathname + callback.search, headers: { cookie: `oauth_state=${cookiesOf(init).oauth_state}` } });
      return { target: new URL(String(done.headers.location), 'http://localhost'), sid: cookiesOf(done).sid };
    };
    const first = await social();
    expect(first.sid).toBeTruthy();
    await api.post('account.setSelfExclusion', { period: '24h', confirm: 1 }, `sid=${first.sid}`);
    const again = await social();
    expect(again.target.pathname).toBe('/ru/gamehall');
    expect(again.target.searchParams.get('social_error')).toBe('excluded');
    expect(again.target.searchParams.get('social_reason')).toBe('time_out');
    expect(Math.abs(new Date(again.target.searchParams.get('social_until')!).getTime() - (Date.now() + 86_400_000))).toBeLessThan(60_000);
    expect(again.sid).toBeUndefined();
  });

  it('only extends through the site: a shorter one is refused and changes nothing, a longer one is taken', async () => {
    const p = await newPlayer();
    await excludeFromPlay(s.database.db, { accountId: p.uid, period: '7d', ip: null });
    // A session that outlived the exclusion (started on another server at that instant).
    const cookie = `sid=${await createSession(s.database.db, p.uid, { ip: '10.0.0.1', userAgent: undefined }, s.config)}`;
    const shorter = await api.post('account.setSelfExclusion', { period: '24h', confirm: 1 }, cookie);
    expect(shorter.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { period: 'The current exclusion lasts longer' } });
    expectExcluded(await signIn(p.email), 'time_out', new Date(Date.now() + 7 * 86_400_000));

    const longer = await api.post('account.setSelfExclusion', { period: '6m', confirm: 1 }, cookie);
    expect(longer.body.data).toMatchObject({ kind: 'self_exclusion', period: '6m' });
    const audit = await auditOf(s.database.db, p.uid);
    expect(audit.filter((e) => e.action === 'exclusion.set').map((e) => e.details.period)).toEqual(['6m', '7d']);
    expect(audit[0]!.details).toMatchObject({ extends: { period: '7d' } });
  });

  it('keeps a permanent exclusion until an operator lifts it (audited with the name)', async () => {
    const p = await newPlayer();
    await api.post('account.setSelfExclusion', { period: 'permanent', confirm: 1 }, p.cookie);
    await expect(excludeFromPlay(s.database.db, { accountId: p.uid, period: '6m', ip: null })).rejects.toMatchObject({
      fields: { period: 'The exclusion is permanent' },
    });
    // A permanent exclusion has no end to pass.
    await expect(endsAt(p.uid, new Date(Date.now() - 1000))).rejects.toThrow();
    expectExcluded(await signIn(p.email), 'self_exclusion', null);

    expect(await liftExclusion(s.database.db, p.uid, 'aziza')).toBe(true);
    expect((await auditOf(s.database.db, p.uid))[0]).toMatchObject({ action: 'exclusion.lifted', actor: 'ops:aziza', details: { period: 'permanent' } });
    expect((await login(s.app, p.email, 'secret12')).startsWith('sid=')).toBe(true);
    expect(await liftExclusion(s.database.db, p.uid, 'aziza')).toBe(false);
  });
});
