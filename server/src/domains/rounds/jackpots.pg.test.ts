/**
 * Jackpots fed by concurrent real-money rounds while awards drop them: afterwards every jackpot's
 * amount (as players see it, Jackpots.get) equals what it started at, plus every share fed, plus the
 * seed of each restart, minus what its winners were paid. A lost or doubled contribution breaks it.
 * Runs on the embedded database and, with DATABASE_URL, on a PostgreSQL server (real parallel
 * transactions on a connection pool).
 */
import { ApiError } from '@casino/contract';
import { apiClient, createTestServer, type TestServer } from '../../testing/server';
import { realLaunch } from '../../testing/games';
import { cashierClient, ledgerMismatches } from '../../testing/cashier';
import type { Launch } from './launch';
import { playRound } from './rounds';
import { awardJackpot } from './admin';
import { jackpotContribution } from '../catalogue/stake-limits';
import { rng } from '../../seed/random';
import { feedJackpots, JACKPOT_SHARDS, takeContributions } from './jackpots';

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

const SLOT = 'oltin_silk_fortune';

const launchFor = (cookie: string): Promise<Launch> => realLaunch(s, cookie, SLOT);

/** What the site shows: each jackpot's amount in minor units, by sysname. */
async function shown(): Promise<Map<string, number>> {
  const r = await apiClient(s.app).get('Jackpots.get', { count: 100 });
  expect(r.status).toBe(200);
  return new Map((r.body.data.items as Array<{ sysname: string; amount: { amount: number } }>).map((j) => [j.sysname, Math.round(j.amount.amount * 100)]));
}

it('counts every share of concurrent rounds exactly once, across concurrent awards', async () => {
  const db = s.database.db;
  const c = cashierClient(s.app);
  const fed = await db
    .selectFrom('jackpots')
    .select(['id', 'sysname', 'seed_amount'])
    .where('status', '=', 'active')
    .where((eb) => eb(eb.val(SLOT), '=', eb.fn.any('games')))
    .execute();
  expect(fed.length).toBeGreaterThan(0);
  const players: Array<{ id: number; launch: Launch }> = [];
  for (let i = 0; i < 6; i++) {
    const { cookie, id } = await c.player();
    await c.deposit(cookie, 1000);
    players.push({ id, launch: await launchFor(cookie) });
  }
  const before = await shown();

  const r = rng(8080);
  const stake = 1_000; // 10.00 USD: a share of 5 cents to each jackpot
  const share = jackpotContribution(stake, 'USD');
  expect(share).toBe(5);
  const ops: Array<() => Promise<{ played?: boolean; award?: { sysname: string; winnerId: number } }>> = [];
  for (let i = 0; i < 300; i++) {
    const p = r.pick(players);
    if (i % 37 === 18) {
      const j = r.pick(fed);
      ops.push(async () => ({ award: { sysname: j.sysname, winnerId: (await awardJackpot(db, j.sysname, p.id, SLOT)).winnerId } }));
    } else {
      // Every ninth is a provider retry of an earlier round id: it must feed nothing again.
      const roundId = i % 9 === 0 && i > 0 ? `jp-load-${i - 1}` : `jp-load-${i}`;
      const player = i % 9 === 0 && i > 0 ? players[(i - 1) % players.length]! : players[i % players.length]!;
      ops.push(async () => {
        try {
          const answer = await playRound(db, player.launch, { round_id: roundId, bet: { stake } });
          return { played: !answer.repeated };
        } catch (error) {
          if (error instanceof ApiError) return { played: false };
          throw error;
        }
      });
    }
  }
  const outcomes = await Promise.all(ops.map((op) => op()));

  const played = outcomes.filter((o) => o.played).length;
  expect(played).toBeGreaterThan(200);
  const after = await shown();
  for (const j of fed) {
    const awards = outcomes.filter((o) => o.award?.sysname === j.sysname).map((o) => o.award!.winnerId);
    const paid = awards.length
      ? (await db.selectFrom('jackpot_winners').select('amount').where('id', 'in', awards).execute()).reduce((n, w) => n + Number(w.amount), 0)
      : 0;
    expect(after.get(j.sysname)).toBe(before.get(j.sysname)! + played * share + awards.length * Number(j.seed_amount) - paid);
  }
  expect(outcomes.some((o) => o.award)).toBe(true);
  expect(await ledgerMismatches(db)).toEqual([]);
}, 120_000);

it('pays the contributions with the award and restarts the jackpot from its seed', async () => {
  const db = s.database.db;
  const c = cashierClient(s.app);
  const { id } = await c.player();
  const jackpot = await db
    .selectFrom('jackpots')
    .select(['id', 'sysname', 'amount', 'seed_amount'])
    .where('status', '=', 'active')
    .where((eb) => eb(eb.val(SLOT), '=', eb.fn.any('games')))
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (let shard = 0; shard < JACKPOT_SHARDS; shard += 5) await feedJackpots(trx, SLOT, 7, shard);
  });
  const total = (await shown()).get(jackpot.sysname)!;
  const award = await awardJackpot(db, jackpot.sysname, id, SLOT);
  expect(Math.round(award.amount.amount * 100)).toBe(total);
  expect((await shown()).get(jackpot.sysname)).toBe(Number(jackpot.seed_amount));
  // Nothing is left to take twice.
  expect(await db.transaction().execute((trx) => takeContributions(trx, jackpot.id))).toBe(0);
});

it('feeds nothing for a zero share or a game no jackpot takes', async () => {
  const db = s.database.db;
  const before = await shown();
  await db.transaction().execute(async (trx) => {
    await feedJackpots(trx, SLOT, 0);
    await feedJackpots(trx, 'no_such_game', 50);
  });
  expect(await shown()).toEqual(before);
});
