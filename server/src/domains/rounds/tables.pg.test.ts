/**
 * Blackjack and baccarat rounds against a real database: one debit and one settlement credit,
 * retries of a step move nothing, a reload continues a blackjack round, a round left alone
 * settles by standing, and the books stay balanced.
 */
import type { FastifyInstance } from 'fastify';
import { apiClient, createTestServer, login, type TestServer } from '../../testing/server';
import { ledgerMismatches } from '../../testing/cashier';
import { DEMO_PLAYER } from '../../seed';
import { launchByToken } from './launch';
import { settleIdleBlackjack } from './tables';

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
const BLACKJACK = 'crimson_classic_blackjack';
const BACCARAT = 'crimson_baccarat_pro';
const id = (n: number) => `table-${n}-${Math.random().toString(36).slice(2, 10)}`;

async function launch(sysname: string, mode: 'real' | 'demo', cookie?: string) {
  const r = await app.inject({ method: 'GET', url: `/platform/game/${sysname}/play?mode=${mode}`, headers: cookie ? { cookie } : {} });
  expect(r.statusCode).toBe(200);
  return /"token":"([A-Za-z0-9_-]{43})"/.exec(r.body)?.[1] ?? '';
}
const call = (token: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  app.inject({ method, url: `/platform/game/api/${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
const main = async () => (await api.get('account.getBalance', {}, demo)).body.data.balance_main.amount as number;
const accountOf = async (token: string) => (await launchByToken(db(), token))!.accountId!;

/** Plays a dealt round to its end by standing; answers the last answer. */
interface Answer {
  round_id: string;
  win: { amount: number };
  outcome: { done: boolean; step: number };
}
async function standUntilDone(token: string, answer: Answer): Promise<Answer> {
  let a = answer;
  while (!a.outcome.done) a = (await call(token, 'POST', 'blackjack/action', { round_id: a.round_id, action: 'stand', step: a.outcome.step })).json().data;
  return a;
}

describe('blackjack', () => {
  it('pages name the game as blackjack and serve its script', async () => {
    const r = await app.inject({ method: 'GET', url: `/platform/game/${BLACKJACK}/play?mode=demo&locale=ru` });
    expect(r.body).toContain('game--blackjack');
    expect(r.body).toContain('blackjack.js');
    expect((await app.inject({ method: 'GET', url: '/platform/game/assets/blackjack.js' })).statusCode).toBe(200);
  });

  it('debits once on the deal, credits once on settlement, and retries move nothing', async () => {
    const token = await launch(BLACKJACK, 'real', demo);
    const before = await main();
    const roundId = id(1);
    const [a, b] = await Promise.all([
      call(token, 'POST', 'blackjack/deal', { round_id: roundId, bet: { stake: 100 } }),
      call(token, 'POST', 'blackjack/deal', { round_id: roundId, bet: { stake: 100 } }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([a.json().data.repeated, b.json().data.repeated].sort()).toEqual([false, true]);
    const dealt = a.json().data;
    expect(dealt.outcome.player).toHaveLength(2);
    if (!dealt.outcome.done) expect(dealt.outcome.dealer).toEqual([expect.any(String), null]);
    const done = await standUntilDone(token, dealt);
    // The same stand again is a retry: the round as it ended, nothing moved.
    const again = (await call(token, 'POST', 'blackjack/action', { round_id: roundId, action: 'stand', step: 0 })).json().data;
    expect(again.repeated).toBe(true);
    expect(again.win).toEqual(done.win);
    const after = await main();
    expect(after).toBeCloseTo(before - 1 + done.win.amount, 2);
    const rows = await db().selectFrom('game_rounds').select(['bet', 'win']).where('round_id', '=', roundId).execute();
    expect(rows).toEqual([{ bet: 100, win: Math.round(done.win.amount * 100) }]);
    const ledger = await db().selectFrom('ledger').select('kind').where('idempotency_key', 'like', `round:${roundId}:%`).execute();
    expect(ledger.filter((l) => l.kind === 'bet')).toHaveLength(1);
    expect(ledger.filter((l) => l.kind === 'win')).toHaveLength(done.win.amount > 0 ? 1 : 0);
    expect(await ledgerMismatches(db(), await accountOf(token))).toEqual([]);
    // A settled real-money hand earns loyalty points like any round, once.
    const earned = await db().selectFrom('loyalty_points_log').select('points_milli').where('idempotency_key', '=', `round:${roundId}`).execute();
    expect(earned).toHaveLength(1);
  });

  it('continues a round in play after a reload and refuses a second deal meanwhile', async () => {
    let token = await launch(BLACKJACK, 'real', demo);
    let dealt = (await call(token, 'POST', 'blackjack/deal', { round_id: id(2), bet: { stake: 100 } })).json().data;
    // A natural ends the round at once: deal again until one stays in play.
    for (let i = 0; dealt.outcome.done && i < 10; i++)
      dealt = (await call(token, 'POST', 'blackjack/deal', { round_id: id(2), bet: { stake: 100 } })).json().data;
    expect(dealt.outcome.done).toBe(false);
    token = await launch(BLACKJACK, 'real', demo);
    const open = (await call(token, 'GET', 'blackjack/open')).json().data.round;
    expect(open).toMatchObject({ round_id: dealt.round_id, outcome: { player: dealt.outcome.player, done: false } });
    const second = await call(token, 'POST', 'blackjack/deal', { round_id: id(3), bet: { stake: 100 } });
    expect(second.statusCode).toBe(400);
    expect(second.json().error.type).toBeDefined();
    // Left alone, it settles by standing.
    const before = await main();
    expect(await settleIdleBlackjack(db(), { olderThanMinutes: 0 })).toBeGreaterThanOrEqual(1);
    expect((await call(token, 'GET', 'blackjack/open')).json().data.round).toBeNull();
    const row = await db().selectFrom('game_rounds').select(['bet', 'win']).where('round_id', '=', dealt.round_id).executeTakeFirstOrThrow();
    expect(await main()).toBeCloseTo(before + row.win / 100, 2);
    expect(await ledgerMismatches(db(), await accountOf(token))).toEqual([]);
  });

  it('doubles with one more debit of the stake', async () => {
    const token = await launch(BLACKJACK, 'real', demo);
    let dealt = (await call(token, 'POST', 'blackjack/deal', { round_id: id(4), bet: { stake: 100 } })).json().data;
    for (let i = 0; dealt.outcome.done && i < 10; i++)
      dealt = (await call(token, 'POST', 'blackjack/deal', { round_id: id(4), bet: { stake: 100 } })).json().data;
    const before = await main();
    const done = (await call(token, 'POST', 'blackjack/action', { round_id: dealt.round_id, action: 'double', step: 0 })).json().data;
    expect(done.outcome).toMatchObject({ done: true, doubled: true, stake: 200 });
    expect(done.outcome.player).toHaveLength(3);
    expect(await main()).toBeCloseTo(before - 1 + done.win.amount, 2);
    expect(await ledgerMismatches(db(), await accountOf(token))).toEqual([]);
  });

  it('answers bad input with typed errors', async () => {
    const token = await launch(BLACKJACK, 'demo');
    for (const [path, payload] of [
      ['blackjack/deal', { round_id: 'short', bet: { stake: 100 } }],
      ['blackjack/deal', { round_id: id(5), bet: { stake: 1.5 } }],
      ['blackjack/action', { round_id: id(6), action: 'split', step: 0 }],
      ['blackjack/action', { round_id: id(7), action: 'hit', step: 0 }],
      ['round', { round_id: id(8), bet: { stake: 100 } }],
    ] as const) {
      const r = await call(token, 'POST', path, payload);
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json().error.type).toEqual(expect.any(String));
    }
  });
});

describe('baccarat', () => {
  it('settles a coup in one round: the balance moves by the win less the stake, once', async () => {
    const token = await launch(BACCARAT, 'real', demo);
    const before = await main();
    const roundId = id(9);
    const bet = {
      bets: [
        { side: 'banker', amount: 100 },
        { side: 'tie', amount: 50 },
      ],
    };
    const first = (await call(token, 'POST', 'round', { round_id: roundId, bet })).json().data;
    const again = (await call(token, 'POST', 'round', { round_id: roundId, bet })).json().data;
    expect(again).toEqual({ ...first, repeated: true });
    expect(first.outcome).toMatchObject({ winner: expect.stringMatching(/^(player|banker|tie)$/) });
    expect(first.outcome.player.length).toBeGreaterThanOrEqual(2);
    expect(await main()).toBeCloseTo(before - 1.5 + first.win.amount, 2);
    expect(await ledgerMismatches(db(), await accountOf(token))).toEqual([]);
  });
});
