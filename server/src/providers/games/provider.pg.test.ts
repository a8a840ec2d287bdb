/**
 * The demo game provider against a real database: launches, the round transaction (refusals
 * change nothing, a repeated round moves money once), history, tournament points, jackpots,
 * the sportsbook and the back office.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { apiClient, createTestServer, login, snapshot, type TestServer } from '../../testing/server';
import { DEMO_PLAYER } from '../../seed';
import { launchByToken } from '../../domains/rounds/launch';
import { playRound } from '../../domains/rounds/rounds';
import { sequence } from './engines';
import { settleEvent } from '../../domains/rounds/sportsbook';

let s: TestServer;
let app: FastifyInstance;
let api: ReturnType<typeof apiClient>;
let demo: string;

beforeAll(async () => {
  s = await createTestServer();
  app = s.app;
  api = apiClient(app);
  demo = await login(app, DEMO_PLAYER.login, DEMO_PLAYER.password);
}, 60_000);
afterAll(() => s.close());

const db = () => s.database.db;

/** Opens a game like the iframe does and answers the launch token from the page. */
async function launch(sysname: string, mode?: 'real' | 'demo', cookie?: string, path = `/platform/game/${sysname}/play`) {
  const r = await app.inject({ method: 'GET', url: `${path}${mode ? `?mode=${mode}` : ''}`, headers: cookie ? { cookie } : {} });
  const token = /"token":"([A-Za-z0-9_-]{43})"/.exec(r.body)?.[1];
  return { status: r.statusCode, body: r.body, headers: r.headers, token: token ?? '' };
}

function round(token: string, body: unknown) {
  return app.inject({ method: 'POST', url: '/platform/game/api/round', headers: { authorization: `Bearer ${token}` }, payload: body as object });
}

async function balances(cookie: string) {
  return (await api.get('account.getBalance', {}, cookie)).body.data;
}

async function register(login: string) {
  const r = await api.post('auth.register', { login, password: 'secret12', currency: 'USD' });
  expect(r.status).toBe(200);
  return { cookie: r.cookie!, uid: r.body.data.uid as number };
}

const SLOT = 'oltin_silk_fortune';

/** A jackpot's amount as the site shows it (Jackpots.get), minor units. */
async function shownJackpot(sysname: string): Promise<number> {
  const items = (await api.get('Jackpots.get', { count: 100 })).body.data.items as Array<{ sysname: string; amount: { amount: number } }>;
  return Math.round(items.find((j) => j.sysname === sysname)!.amount.amount * 100);
}
const id = (n: number) => `round-${n}-${Math.random().toString(36).slice(2, 10)}`;

describe('launch', () => {
  it('opens a game page bound to the player, with a token and a strict policy', async () => {
    const r = await launch(SLOT, 'real', demo);
    expect(r.status).toBe(200);
    expect(r.token).toHaveLength(43);
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers['cache-control']).toBe('no-store');
    const l = await launchByToken(db(), r.token);
    expect(l).toMatchObject({ mode: 'real', currency: 'USD', game: { sysname: SLOT } });
    expect(l!.accountId).toBeGreaterThan(0);
    // Only the hash is stored.
    const stored = await db().selectFrom('game_launches').select('token_hash').where('id', '=', l!.id).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(r.token);
  });

  it('lets guests play demo only, with demo money on the launch', async () => {
    const real = await launch(SLOT, 'real');
    expect(real.status).toBe(401);
    expect(real.token).toBe('');
    const guest = await launch(SLOT);
    expect(guest.status).toBe(200);
    expect(await launchByToken(db(), guest.token)).toMatchObject({ mode: 'demo', accountId: null });
  });

  it('answers 404 for unknown games and serves custom games only on the custom path', async () => {
    expect((await launch('no_such_game')).status).toBe(404);
    expect((await launch('oltin_rocket', 'demo', undefined, '/platform/game/custom/oltin_rocket/play')).status).toBe(200);
    const notCustom = (await api.get('games.get', { count: 1 })).body.data.items[0].sysname;
    expect((await launch(notCustom, 'demo', undefined, `/platform/game/custom/${notCustom}/play`)).status).toBe(404);
  });

  it('refuses a demo of a game without one', async () => {
    const live = await db().selectFrom('games').select('sysname').where('has_demo', '=', false).executeTakeFirstOrThrow();
    expect((await launch(live.sysname, 'demo', demo)).status).toBe(403);
  });

  it('serves the game scripts and refuses unknown assets', async () => {
    const js = await app.inject({ method: 'GET', url: '/platform/game/assets/slot.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect((await app.inject({ method: 'GET', url: '/platform/game/assets/..%2Fpages.ts' })).statusCode).toBe(404);
  });
});

describe('a round', () => {
  it('debits the stake and credits the win in one go, and writes history', async () => {
    const { token } = await launch(SLOT, 'real', demo);
    const before = await balances(demo);
    const r = await round(token, { round_id: id(1), bet: { stake: 100 } });
    expect(r.statusCode).toBe(200);
    const answer = r.json().data;
    expect(answer.stake).toEqual({ amount: 1, currency: 'USD' });
    const after = await balances(demo);
    expect(after.balance_main.amount).toBeCloseTo(before.balance_main.amount - 1 + answer.win.amount, 2);
    // Real money plays with main and casino bonus money: the game shows both.
    expect(answer.balance.amount).toBeCloseTo(after.balance_main.amount + after.balance_bonus.amount, 2);
    const history = (await api.get('games.getHistory', { count: 5 }, demo)).body.data;
    expect(history.items[0]).toMatchObject({ round_id: answer.round_id, game: { sysname: SLOT }, mode: 'real', bet: { amount: 1 } });
    expect(history.total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a stake above the balance with a typed error and changes nothing', async () => {
    const player = await register('broke-player@example.org');
    const { token } = await launch(SLOT, 'real', player.cookie);
    const before = await snapshot(s.database);
    const rounds = await db()
      .selectFrom('game_rounds')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const r = await round(token, { round_id: id(2), bet: { stake: 100 } });
    expect(r.statusCode).toBe(402);
    expect(r.json().error.type).toBe('BillingTransactionDeclinedException');
    expect(await snapshot(s.database)).toEqual(before);
    const roundsAfter = await db()
      .selectFrom('game_rounds')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(roundsAfter.n).toEqual(rounds.n);
  });

  it('moves money once for the same round id, even sent twice at the same time', async () => {
    const { token } = await launch(SLOT, 'real', demo);
    const before = await balances(demo);
    const ledgerBefore = await db()
      .selectFrom('ledger')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    const roundId = id(3);
    const [a, b] = await Promise.all([round(token, { round_id: roundId, bet: { stake: 200 } }), round(token, { round_id: roundId, bet: { stake: 200 } })]);
    const c = await round(token, { round_id: roundId, bet: { stake: 500 } });
    const answers = [a, b, c].map((x) => x.json().data);
    expect(answers.filter((x) => !x.repeated)).toHaveLength(1);
    for (const x of answers) expect({ ...x, repeated: false }).toEqual({ ...answers.find((y) => !y.repeated), repeated: false });
    const after = await balances(demo);
    expect(after.balance_main.amount).toBeCloseTo(before.balance_main.amount - 2 + answers[0].win.amount, 2);
    const ledgerAfter = await db()
      .selectFrom('ledger')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(ledgerAfter.n) - Number(ledgerBefore.n)).toBe(answers[0].win.amount > 0 ? 2 : 1);
  });

  it('keeps a round id to its owner', async () => {
    const roundId = id(4);
    const mine = await launch(SLOT, 'real', demo);
    expect((await round(mine.token, { round_id: roundId, bet: { stake: 100 } })).statusCode).toBe(200);
    const other = await launch(SLOT, 'demo');
    const r = await round(other.token, { round_id: roundId, bet: { stake: 100 } });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.fields.round_id).toBeDefined();
  });

  it('refuses bad bets and unknown or missing tokens', async () => {
    const { token } = await launch(SLOT, 'demo', demo);
    expect((await round(token, { round_id: 'x', bet: { stake: 100 } })).json().error.fields.round_id).toBeDefined();
    expect((await round(token, { round_id: id(5), bet: { stake: 1 } })).json().error.fields.bet).toBe('Min value is 10');
    expect((await round(token, { round_id: id(6), bet: { stake: '100' } })).statusCode).toBe(400);
    const anon = await round('A'.repeat(43), { round_id: id(7), bet: { stake: 100 } });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().error.type).toBe('AuthorizationException');
  });

  it('plays demo with the fun balance and leaves real money alone', async () => {
    const { token } = await launch('oltin_rocket', 'demo', demo);
    const before = await balances(demo);
    const r = await round(token, { round_id: id(8), bet: { stake: 100, target: 150 } });
    expect(r.statusCode).toBe(200);
    const win = r.json().data.win.amount;
    const after = await balances(demo);
    expect(after.balance_main).toEqual(before.balance_main);
    expect(after.balance_fun.amount).toBeCloseTo(before.balance_fun.amount - 1 + win, 2);
  });

  it('plays a guest demo on the launch money and refills it when it runs out', async () => {
    const { token } = await launch(SLOT);
    const l = (await launchByToken(db(), token))!;
    const first = await playRound(db(), l, { round_id: id(9), bet: { stake: 100_00 } }, sequence(0.99, 0.99, 0.99));
    expect(first.balance.amount).toBe(1000 - 100 + first.win.amount);
    await db().updateTable('game_launches').set({ demo_balance: 5 }).where('id', '=', l.id).execute();
    const broke = await round(token, { round_id: id(10), bet: { stake: 100 } });
    expect(broke.json().error.type).toBe('BillingTransactionDeclinedException');
    const refill = await app.inject({ method: 'POST', url: '/platform/game/api/demo/refill', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(refill.json().data.balance).toEqual({ amount: 1000, currency: 'USD' });
  });

  it('earns tournament points and feeds jackpots only with real money', async () => {
    const race = await db().selectFrom('tournaments').select(['id', 'games']).where('sysname', '=', 'spring-spin-race').executeTakeFirstOrThrow();
    expect(race.games[0]).toBe(SLOT);
    const me = (await api.get('account.getInfo', {}, demo)).body.data.uid;
    const points = async () =>
      (
        await db()
          .selectFrom('tournament_participants')
          .select('points')
          .where('tournament_id', '=', race.id)
          .where('account_id', '=', me)
          .executeTakeFirstOrThrow()
      ).points;
    const jackpot = async () => shownJackpot('caravan-grand');
    const [p0, j0] = [await points(), await jackpot()];
    const real = await launch(SLOT, 'real', demo);
    expect((await round(real.token, { round_id: id(11), bet: { stake: 300 } })).statusCode).toBe(200);
    expect(await points()).toBe(p0 + 3);
    expect(await jackpot()).toBe(j0 + 1); // 0.5 % of 3.00 USD
    const fun = await launch(SLOT, 'demo', demo);
    expect((await round(fun.token, { round_id: id(12), bet: { stake: 300 } })).statusCode).toBe(200);
    expect(await points()).toBe(p0 + 3);
  });
});

describe('tournaments.participate', () => {
  it('joins a future tournament once, and the leaderboard shows the player', async () => {
    const player = await register('racer@example.org');
    const future = (await api.get('tournaments.get', { status: 'future' }, player.cookie)).body.data.items[0];
    expect(future.user_info.is_participant).toBe(false);
    expect((await api.post('tournaments.participate', { tournament_id: future.id }, player.cookie)).body.data).toBe(1);
    expect((await api.post('tournaments.participate', { tournament_id: future.id }, player.cookie)).body.data).toBe(1);
    const reloaded = (await api.get('tournaments.get', { ids: String(future.id) }, player.cookie)).body.data.items[0];
    expect(reloaded.user_info).toMatchObject({ is_participant: true, points: 0 });
    expect(reloaded.total_participants).toBe(future.total_participants + 1);
    const board = (await api.get('leaderboard.get', { tournament_id: future.id }, player.cookie)).body.data;
    expect(board.items.find((i: { is_current_user: boolean }) => i.is_current_user)).toBeDefined();
  });

  it('refuses finished tournaments and guests', async () => {
    const finished = (await api.get('tournaments.get', { status: 'finished' })).body.data.items[0];
    const r = await api.post('tournaments.participate', { tournament_id: finished.id }, demo);
    expect(r.body.error.type).toBe('AccessDeniedException');
    expect((await api.post('tournaments.participate', { tournament_id: finished.id })).body.error.type).toBe('AuthorizationException');
  });
});

describe('sportsbook', () => {
  const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/platform/game/api/sportsbook/${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('takes a bet slip once, and pays it when an admin settles the event', async () => {
    const { token } = await launch('dgt_sportsbook', 'real', demo);
    const events = (await call(token, 'GET', 'events')).json().data.items;
    expect(events.length).toBeGreaterThanOrEqual(8);
    const event = events[0];
    const before = await balances(demo);
    const slip = { bet_key: id(20), stake: 200, selections: [{ event_id: event.id, pick: 'home' }] };
    const [first, again] = [await call(token, 'POST', 'bets', slip), await call(token, 'POST', 'bets', slip)];
    expect(first.statusCode).toBe(200);
    expect(again.json().data.bet.id).toBe(first.json().data.bet.id);
    expect((await balances(demo)).balance_main.amount).toBeCloseTo(before.balance_main.amount - 2, 2);

    const unauthorised = await app.inject({ method: 'POST', url: `/platform/game/admin/sportsbook/events/${event.id}/settle`, payload: { result: 'home' } });
    expect(unauthorised.statusCode).toBe(401);
    const settled = await app.inject({
      method: 'POST',
      url: `/platform/game/admin/sportsbook/events/${event.id}/settle`,
      headers: { authorization: 'Bearer ops-secret' },
      payload: { result: 'home' },
    });
    expect(settled.json().data.settled).toBe(true);
    const bets = (await call(token, 'GET', 'bets')).json().data.items;
    const bet = bets.find((b: { id: number }) => b.id === first.json().data.bet.id);
    expect(bet.status).toBe('won');
    expect(bet.payout.amount).toBeCloseTo((2 * event.odds.home) / 100, 2);
    expect((await balances(demo)).balance_main.amount).toBeCloseTo(before.balance_main.amount - 2 + bet.payout.amount, 2);
    // Settling again pays nothing more.
    expect(await settleEvent(db(), event.id, 'away')).toBe(false);
  });

  it('offers only events still to start, and keeps enough of them', async () => {
    const { token } = await launch('dgt_sportsbook', 'real', demo);
    const first = (await call(token, 'GET', 'events')).json().data.items;
    // The first event's start passes; it waits for its settlement but takes no bets.
    await db()
      .updateTable('sportsbook_events')
      .set({ starts_at: new Date(Date.now() - 60_000) })
      .where('id', '=', first[0].id)
      .execute();
    const now = (await call(token, 'GET', 'events')).json().data.items as Array<{ id: number; starts_at: number }>;
    expect(now.map((e) => e.id)).not.toContain(first[0].id);
    expect(now.length).toBeGreaterThanOrEqual(8);
    expect(now.every((e) => e.starts_at * 1000 > Date.now())).toBe(true);
    const late = await call(token, 'POST', 'bets', { bet_key: id(24), stake: 100, selections: [{ event_id: first[0].id, pick: 'home' }] });
    expect(late.json().error.fields.selections).toBe('Event closed');
  });

  it('refuses slips on closed events and above the balance', async () => {
    const player = await register('punter@example.org');
    const { token } = await launch('dgt_sportsbook', 'real', player.cookie);
    const events = (await call(token, 'GET', 'events')).json().data.items;
    const broke = await call(token, 'POST', 'bets', { bet_key: id(21), stake: 100, selections: [{ event_id: events[1].id, pick: 'away' }] });
    expect(broke.json().error.type).toBe('BillingTransactionDeclinedException');
    const closed = await db().selectFrom('sportsbook_events').select('id').where('status', '=', 'settled').executeTakeFirstOrThrow();
    const late = await call(token, 'POST', 'bets', { bet_key: id(22), stake: 100, selections: [{ event_id: closed.id, pick: 'home' }] });
    expect(late.statusCode).toBe(400);
    const twice = await call(token, 'POST', 'bets', {
      bet_key: id(23),
      stake: 100,
      selections: [
        { event_id: events[1].id, pick: 'away' },
        { event_id: events[1].id, pick: 'home' },
      ],
    });
    expect(twice.json().error.fields.selections).toBeDefined();
  });
});

describe('back office: jackpot award', () => {
  it('pays the jackpot to the player, records the winner and restarts from the seed', async () => {
    const player = await register('lucky@example.org');
    const url = '/platform/game/admin/jackpots/daily-drop/award';
    expect((await app.inject({ method: 'POST', url, payload: { uid: player.uid } })).statusCode).toBe(401);
    // A real-money round feeds it first: the award pays that share too.
    const fed = await launch(SLOT, 'real', demo);
    expect((await round(fed.token, { round_id: id(31), bet: { stake: 10_000 } })).statusCode).toBe(200);
    const row = await db().selectFrom('jackpots').select(['id', 'amount', 'seed_amount']).where('sysname', '=', 'daily-drop').executeTakeFirstOrThrow();
    const jp = { ...row, amount: await shownJackpot('daily-drop') };
    expect(jp.amount).toBeGreaterThanOrEqual(row.amount + 50);
    const r = await app.inject({ method: 'POST', url, headers: { authorization: 'Bearer ops-secret' }, payload: { uid: player.uid } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data.amount).toEqual({ amount: jp.amount / 100, currency: 'USD' });
    expect((await balances(player.cookie)).balance_main.amount).toBeCloseTo(jp.amount / 100, 2);
    const winners = (await api.get('Jackpots.getWinners', { jackpot_id: jp.id, count: 1 })).body.data.items;
    expect(winners[0]).toMatchObject({ id: r.json().data.winner_id, amount: { amount: jp.amount / 100 } });
    expect(await shownJackpot('daily-drop')).toBe(jp.seed_amount);
  });
});
