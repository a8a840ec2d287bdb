/**
 * The bet history and its CSV exports against a real database: filters, paging and totals of
 * games.getHistory; export requests (validation, limits); the worker (rows, escaping, claims that
 * run out, a worker that lost its claim); the owner-only download; expiry and retention.
 */
import { sql } from 'kysely';
import { post } from '../domains/wallet/ledger';
import { json } from '../db/sql';
import type { GameMode } from '../db/schema';
import { apiClient, createTestServer, type TestServer } from '../testing/server';
import { createLaunch, findGame } from '../domains/rounds/launch';
import { playRound } from '../domains/rounds/rounds';
import { sequence } from '../providers/games/engines';
import { pruneExpired } from '../retention/retention';
import { claimExport, EXPORT_WORKER_DEFAULTS, processNextExport, runExport, type ExportWorkerSettings } from './exports';

/** The operator's general settings (metadata.getgeneralinfo) with these values. */
async function setGeneral(values: Record<string, unknown>) {
  await db()
    .insertInto('platform_settings')
    .values({ key: 'general', value: json(values), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json(values) }))
    .execute();
}

let s: TestServer;
let api: ReturnType<typeof apiClient>;
const db = () => s.database.db;
const quiet = { error: () => {} };
const SETTINGS: ExportWorkerSettings = { ...EXPORT_WORKER_DEFAULTS, batchRows: 2 };

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

let seq = 0;
/** A session of the player: launches are bound to the session that opens them. */
const sessionOf = async (accountId: number) =>
  (await db().selectFrom('sessions').select('id_hash').where('account_id', '=', accountId).executeTakeFirstOrThrow()).id_hash;

async function register() {
  const r = await api.post('auth.register', { login: `bets${++seq}@example.org`, password: 'secret12', currency: 'USD' }, undefined, {
    'x-forwarded-for': `10.77.0.${seq}`,
  });
  expect(r.status).toBe(200);
  return { cookie: r.cookie!, id: r.body.data.uid as number };
}

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** A round as the provider writes it, at a chosen time; `money: 'bonus'` debits the bonus balance in the ledger. */
async function round(accountId: number, o: { sysname: string; mode?: GameMode; bet: number; win: number; when: number; money?: 'bonus'; key?: string }) {
  const game = (await findGame(db(), o.sysname))!;
  const mode = o.mode ?? 'real';
  const { launch } = await createLaunch(db(), { game, accountId, sessionHash: await sessionOf(accountId), currency: 'USD', mode, locale: 'uz' });
  const roundId = o.key ?? `hist-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  if (o.money === 'bonus') {
    await db()
      .transaction()
      .execute(async (trx) => {
        await post(trx, { accountId, balanceKind: 'bonus', kind: 'bonus', amount: o.bet, idempotencyKey: `grant:${roundId}` });
        await post(trx, { accountId, balanceKind: 'bonus', kind: 'bet', amount: -o.bet, idempotencyKey: `round:${roundId}:bet` });
      });
  }
  await db()
    .insertInto('game_rounds')
    .values({
      round_id: roundId,
      launch_id: launch.id,
      account_id: accountId,
      game_id: game.id,
      mode,
      currency: 'USD',
      bet: o.bet,
      win: o.win,
      balance_after: 0,
      created_at: at(o.when),
    })
    .execute();
  return roundId;
}

async function slip(accountId: number, o: { stake: number; payout: number; status: 'open' | 'won' | 'lost'; when: number }) {
  const game = (await findGame(db(), 'dgt_sportsbook'))!;
  const { launch } = await createLaunch(db(), { game, accountId, sessionHash: await sessionOf(accountId), currency: 'USD', mode: 'real', locale: 'uz' });
  const key = `slip-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  await db()
    .insertInto('sportsbook_bets')
    .values({
      bet_key: key,
      launch_id: launch.id,
      account_id: accountId,
      mode: 'real',
      currency: 'USD',
      stake: o.stake,
      odds: 185,
      selections: json([]),
      status: o.status,
      payout: o.payout,
      created_at: at(o.when),
    })
    .execute();
  return key;
}

describe('games.getHistory', () => {
  let player: { cookie: string; id: number };
  const t0 = now() - 10 * DAY;

  beforeAll(async () => {
    player = await register();
    await round(player.id, { sysname: 'oltin_silk_fortune', bet: 100, win: 250, when: t0 });
    await round(player.id, { sysname: 'oltin_silk_fortune', bet: 200, win: 0, when: t0 + DAY });
    await round(player.id, { sysname: 'oltin_rocket', bet: 300, win: 0, when: t0 + 2 * DAY, money: 'bonus' });
    await round(player.id, { sysname: 'oltin_rocket', mode: 'demo', bet: 1000, win: 500, when: t0 + 3 * DAY });
    await slip(player.id, { stake: 500, payout: 925, status: 'won', when: t0 + 4 * DAY });
    // Another player's rounds never show.
    const other = await register();
    await round(other.id, { sysname: 'oltin_silk_fortune', bet: 100, win: 0, when: t0 });
  });

  const history = async (params: Record<string, string | number> = {}) => {
    const r = await api.get('games.getHistory', params, player.cookie);
    expect(r.status).toBe(200);
    return r.body.data;
  };

  it('lists rounds and slips newest first with what paid each stake, and sums them per kind of money', async () => {
    const h = await history();
    expect(h.total).toBe(5);
    expect(h.items.map((i: { kind: string; game: { sysname: string } }) => `${i.kind}:${i.game.sysname}`)).toEqual([
      'sportsbook:dgt_sportsbook',
      'round:oltin_rocket',
      'round:oltin_rocket',
      'round:oltin_silk_fortune',
      'round:oltin_silk_fortune',
    ]);
    expect(h.items[0]).toMatchObject({ status: 'won', money: 'real', odds: 1.85, bet: { amount: 5, currency: 'USD' }, win: { amount: 9.25 } });
    expect(h.items[1]).toMatchObject({ money: 'demo', mode: 'demo', status: 'settled' });
    expect(h.items[2]).toMatchObject({ money: 'bonus', mode: 'real', bet: { amount: 3 } });
    expect(h.totals).toEqual([
      {
        money: 'real',
        currency: 'USD',
        count: 3,
        bet: { amount: 8, currency: 'USD' },
        won: { amount: 11.75, currency: 'USD' },
        net: { amount: 3.75, currency: 'USD' },
      },
      {
        money: 'bonus',
        currency: 'USD',
        count: 1,
        bet: { amount: 3, currency: 'USD' },
        won: { amount: 0, currency: 'USD' },
        net: { amount: -3, currency: 'USD' },
      },
      {
        money: 'demo',
        currency: 'USD',
        count: 1,
        bet: { amount: 10, currency: 'USD' },
        won: { amount: 5, currency: 'USD' },
        net: { amount: -5, currency: 'USD' },
      },
    ]);
    expect(h.games.map((g: { sysname: string }) => g.sysname).sort()).toEqual(['dgt_sportsbook', 'oltin_rocket', 'oltin_silk_fortune']);
    expect(new Set(h.items.map((i: { id: string }) => i.id)).size).toBe(5);
  });

  it('filters by time (both ends included), game and money, totals following the filters', async () => {
    const range = await history({ from: t0 + DAY, to: t0 + 2 * DAY });
    expect(range.total).toBe(2);
    expect(range.totals.map((t: { money: string; count: number }) => [t.money, t.count])).toEqual([
      ['real', 1],
      ['bonus', 1],
    ]);
    const game = await history({ sysname: 'oltin_silk_fortune' });
    expect(game.total).toBe(2);
    expect(game.totals[0]).toMatchObject({ bet: { amount: 3 }, won: { amount: 2.5 }, net: { amount: -0.5 } });
    expect((await history({ money: 'bonus' })).items.map((i: { money: string }) => i.money)).toEqual(['bonus']);
    expect((await history({ mode: 'demo' })).total).toBe(1);
    expect((await history({ sysname: 'no_such_game' })).total).toBe(0);
  });

  it('pages without gaps or repeats', async () => {
    const first = await history({ count: 2 });
    const second = await history({ count: 2, offset: 2 });
    const third = await history({ count: 2, offset: 4 });
    expect(first.total).toBe(5);
    const ids = [...first.items, ...second.items, ...third.items].map((i: { id: string }) => i.id);
    expect(ids).toEqual((await history()).items.map((i: { id: string }) => i.id));
  });

  it('refuses a range that ends before it starts, and guests', async () => {
    const r = await api.get('games.getHistory', { from: t0 + DAY, to: t0 }, player.cookie);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { to: 'Wrong date' } });
    expect((await api.get('games.getHistory', {})).body.error.type).toBe('AuthorizationException');
  });

  it('shows a round played through the provider as real money', async () => {
    const fresh = await register();
    await db()
      .transaction()
      .execute((trx) => post(trx, { accountId: fresh.id, balanceKind: 'main', kind: 'deposit', amount: 1000, idempotencyKey: 'fund' }));
    const game = (await findGame(db(), 'oltin_silk_fortune'))!;
    const { launch } = await createLaunch(db(), {
      game,
      accountId: fresh.id,
      sessionHash: await sessionOf(fresh.id),
      currency: 'USD',
      mode: 'real',
      locale: 'uz',
    });
    const played = await playRound(db(), launch, { round_id: 'played-through-provider', bet: { stake: 100 } }, sequence(0.5, 0.5, 0.5));
    const h = (await api.get('games.getHistory', {}, fresh.cookie)).body.data;
    expect(h.items[0]).toMatchObject({ round_id: 'played-through-provider', money: 'real', bet: { amount: 1 }, win: played.win });
  });
});

describe('export requests', () => {
  it('queues a period and lists it with its status; refuses bad periods with field errors', async () => {
    const p = await register();
    const r = await api.post('games.createhistoryexportrequest', { from: now() - 3 * DAY, to: now() - 60, utc_offset: 300 }, p.cookie);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ status: 'queued', progress: 0, url: null, error: null });
    const list = (await api.get('games.gethistoryexportrequest', {}, p.cookie)).body.data;
    expect(list).toMatchObject({ total: 1, limits: { max_days: 366, max_pending: 3 } });
    expect(list.items[0].id).toBe(r.body.data.id);

    const refused = async (params: Record<string, number>, field: string) => {
      const x = await api.post('games.createhistoryexportrequest', params, p.cookie);
      expect(x.status).toBe(400);
      expect(x.body.error.type).toBe('InvalidParameterException');
      expect(x.body.error.fields).toHaveProperty([field]);
    };
    await refused({ from: now() + DAY, to: now() + 2 * DAY }, 'from');
    await refused({ from: now() - DAY, to: now() + DAY }, 'to');
    await refused({ from: now() - DAY, to: now() - 2 * DAY }, 'to');
    await refused({ from: now() - 400 * DAY, to: now() }, 'to');
    await refused({ from: now() - DAY, to: now(), utc_offset: 900 }, 'utc_offset');
    expect((await api.get('games.gethistoryexportrequest', {}, p.cookie)).body.data.total).toBe(1);
  });

  it('keeps at most 3 waiting per player and refuses bursts; other players are not affected', async () => {
    const p = await register();
    const ask = (cookie: string) => api.post('games.createhistoryexportrequest', { from: now() - DAY, to: now() - 60 }, cookie);
    for (let i = 0; i < 3; i++) expect((await ask(p.cookie)).status).toBe(200);
    const fourth = await ask(p.cookie);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error.type).toBe('TooManyRequestsException');
    expect((await ask((await register()).cookie)).status).toBe(200);

    // Done requests free their place, but not more than 10 an hour.
    await db().updateTable('game_history_exports').set({ status: 'failed', error: 'error' }).where('account_id', '=', p.id).execute();
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push((await ask(p.cookie)).status);
      await db().updateTable('game_history_exports').set({ status: 'failed', error: 'error' }).where('account_id', '=', p.id).execute();
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it('is refused while the operator has exports switched off', async () => {
    const p = await register();
    await setGeneral({ is_game_history_export_enabled: false });
    const r = await api.post('games.createhistoryexportrequest', { from: now() - DAY, to: now() - 60 }, p.cookie);
    await setGeneral({ is_game_history_export_enabled: true });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('InvalidRequestException');
  });
});

describe('the export worker and the download', () => {
  let owner: { cookie: string; id: number };
  const t0 = now() - 5 * DAY;

  beforeAll(async () => {
    // Nothing of the other suites waits in the queue.
    await db().updateTable('game_history_exports').set({ status: 'failed', error: 'error' }).where('status', 'in', ['queued', 'processing']).execute();
    owner = await register();
    await round(owner.id, { sysname: 'oltin_silk_fortune', bet: 150, win: 0, when: t0, key: 'csv-round-1' });
    await round(owner.id, { sysname: 'oltin_rocket', bet: 200, win: 500, when: t0 + 60, money: 'bonus', key: 'csv-round-2' });
    await slip(owner.id, { stake: 1000, payout: 0, status: 'lost', when: t0 + 120 });
    await round(owner.id, { sysname: 'oltin_rocket', bet: 100, win: 0, when: t0 + 180, key: 'csv-round-3' });
    await round(owner.id, { sysname: 'oltin_rocket', bet: 100, win: 0, when: t0 + 3 * DAY, key: 'csv-outside' });
    // A game whose name a spreadsheet would run.
    await db().updateTable('games').set({ name: '=HYPERLINK("http://evil","x")' }).where('sysname', '=', 'oltin_rocket').execute();
  });
  afterAll(() => db().updateTable('games').set({ name: 'Rocket' }).where('sysname', '=', 'oltin_rocket').execute());

  const ask = async (cookie: string, from = t0 - 60, to = t0 + DAY) => {
    const r = await api.post('games.createhistoryexportrequest', { from, to, utc_offset: 300 }, cookie, {}, { locale: 'ru' });
    expect(r.status).toBe(200);
    return r.body.data.id as number;
  };
  const download = (id: number, cookie?: string) => s.app.inject({ method: 'GET', url: `/api/exports/${id}`, headers: cookie ? { cookie } : {} });
  const view = async (cookie: string, id: number) =>
    (await api.get('games.gethistoryexportrequest', {}, cookie)).body.data.items.find((e: { id: number }) => e.id === id);

  it('writes the rows of the period oldest first, safe for spreadsheets, as a UTF-8 file with BOM, for its owner only', async () => {
    const id = await ask(owner.cookie);
    expect(await processNextExport(db(), SETTINGS, quiet)).toBe(true);
    expect(await processNextExport(db(), SETTINGS, quiet)).toBe(false);
    const ready = await view(owner.cookie, id);
    expect(ready).toMatchObject({ status: 'ready', progress: 100, rows: 4, url: `/api/exports/${id}`, error: null });
    expect(ready.expires_at - ready.finished_at).toBe(72 * 3600);

    const file = await download(id, owner.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    expect(ready.size).toBe(file.rawPayload.length);
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('Дата и время,Тип,Игра,Раунд или купон,Деньги,Статус,Ставка,Выигрыш,Итог,Валюта');
    expect(lines.slice(1, -1)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+05:00,Раунд казино,Silk Fortune,csv-round-1,Реальные,Завершён,1\.50,0\.00,-1\.50,USD$/),
      expect.stringMatching(/,Раунд казино,"'=HYPERLINK\(""http:\/\/evil"",""x""\)",csv-round-2,Бонусные,Завершён,2\.00,5\.00,3\.00,USD$/),
      expect.stringMatching(/,Ставка на спорт,[^,]+,slip-\d+-\w+,Реальные,Проигрыш,10\.00,0\.00,-10\.00,USD$/),
      expect.stringMatching(/,csv-round-3,Реальные,Завершён,1\.00,0\.00,-1\.00,USD$/),
    ]);

    // Someone else's id, an unknown one, a malformed one and a guest get nothing.
    const stranger = await register();
    expect((await download(id, stranger.cookie)).statusCode).toBe(404);
    expect((await download(id + 1000, owner.cookie)).statusCode).toBe(404);
    expect((await download(0, owner.cookie)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `/api/exports/1%27%20or%201=1`, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
    expect((await download(id)).statusCode).toBe(401);
  });

  it('gives an empty period a file with its header only', async () => {
    const id = await ask(owner.cookie, t0 - 3 * DAY, t0 - 2 * DAY);
    await processNextExport(db(), SETTINGS, quiet);
    expect(await view(owner.cookie, id)).toMatchObject({ status: 'ready', rows: 0 });
    const body = (await download(id, owner.cookie)).body;
    expect(body.split('\r\n')).toHaveLength(2);
  });

  it('refuses a period with more rows than a file holds, saying so', async () => {
    const id = await ask(owner.cookie);
    await processNextExport(db(), { ...SETTINGS, maxRows: 3 }, quiet);
    expect(await view(owner.cookie, id)).toMatchObject({ status: 'failed', error: 'too_many_rows', url: null });
    expect((await download(id, owner.cookie)).statusCode).toBe(404);
  });

  it('finishes the file of a worker that crashed once its claim ran out, and a late worker cannot touch it', async () => {
    const id = await ask(owner.cookie);
    const first = (await claimExport(db(), SETTINGS))!;
    expect(first.id).toBe(id);
    // Claimed: no other worker takes it.
    expect(await claimExport(db(), SETTINGS)).toBeNull();

    let tookOver = false;
    const late = runExport(db(), first, SETTINGS, {
      async afterPart(seq) {
        expect(await view(owner.cookie, id)).toMatchObject({ status: 'processing' });
        if (seq !== 1 || tookOver) return;
        tookOver = true;
        // The first worker stalls past its claim: another takes the request over and finishes it.
        await db()
          .updateTable('game_history_exports')
          .set({ claimed_until: sql`now() - interval '1 second'` })
          .where('id', '=', id)
          .execute();
        expect(await processNextExport(db(), SETTINGS, quiet)).toBe(true);
      },
    });
    await expect(late).rejects.toThrow('claim lost');
    const done = await db().selectFrom('game_history_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'ready', attempts: 2, rows_done: 4 });
    const parts = await db().selectFrom('game_history_export_parts').select('seq').where('export_id', '=', id).orderBy('seq').execute();
    expect(parts.map((p) => p.seq)).toEqual([0, 1, 2]);
    const lines = (await download(id, owner.cookie)).body.split('\r\n');
    expect(lines).toHaveLength(6);
    expect(new Set(lines).size).toBe(6);
  });

  it('puts a failed attempt back in the queue and gives up after the last attempt', async () => {
    const id = await ask(owner.cookie);
    const boom = { afterPart: () => Promise.reject(new Error('disk on fire')) };
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await processNextExport(db(), SETTINGS, quiet, boom)).toBe(true);
      const row = await db().selectFrom('game_history_exports').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ status: attempt < 3 ? 'queued' : 'failed', attempts: attempt });
    }
    expect(await view(owner.cookie, id)).toMatchObject({ status: 'failed', error: 'error' });
    expect(await processNextExport(db(), SETTINGS, quiet)).toBe(false);
  });

  it('expires the file: no download, the retention job deletes it and later the request', async () => {
    const id = await ask(owner.cookie);
    await processNextExport(db(), SETTINGS, quiet);
    await db()
      .updateTable('game_history_exports')
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where('id', '=', id)
      .execute();
    expect(await view(owner.cookie, id)).toMatchObject({ status: 'expired', url: null });
    expect((await download(id, owner.cookie)).statusCode).toBe(404);

    const retention = { ...s.config.bounds.retention, historyExportsDays: 30 };
    const pruned = await pruneExpired(db(), retention, { sessionIdleSeconds: 3600 });
    expect(pruned.game_history_export_parts).toBeGreaterThan(0);
    expect(await db().selectFrom('game_history_export_parts').select('seq').where('export_id', '=', id).execute()).toEqual([]);
    expect(await view(owner.cookie, id)).toMatchObject({ status: 'expired' });

    await db()
      .updateTable('game_history_exports')
      .set({ created_at: sql`now() - interval '31 days'` } as never)
      .where('id', '=', id)
      .execute();
    expect((await pruneExpired(db(), retention, { sessionIdleSeconds: 3600 })).game_history_exports).toBeGreaterThanOrEqual(1);
    expect(await view(owner.cookie, id)).toBeUndefined();
  });
});
