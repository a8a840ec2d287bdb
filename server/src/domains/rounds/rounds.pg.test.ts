/**
 * The real-money round's one-trip path (`playMainMoneyRound`) against a real database: it writes
 * what the full path writes, and each case the full path must decide (a repeated round id, bonus
 * money, a free spin pack, a tournament, a changed programme, a level reached, too little money)
 * writes nothing there and is played by `playRound` as before.
 */
import { RawNode, sql, type KyselyPlugin } from 'kysely';
import { countingStatements } from '../../testing/server';
import { realLaunch, roundsTestServer } from '../../testing/games';
import { grantFreespins } from '../bonuses/freespins';
import { levelReached, levelThresholds } from '../loyalty/points';
import { pointsMilliFor } from '../loyalty/earning';
import type { Launch } from './launch';
import { MAX_ROUNDS_TOGETHER, playMainMoneyRound, playRound } from './rounds';
import { jackpotContribution, stakeLimits } from '../catalogue/stake-limits';

const t = roundsTestServer();
const db = () => t.db();

const SLOT = 'oltin_silk_fortune';
let n = 0;
const roundId = () => `trip-${++n}-${Math.random().toString(36).slice(2, 10)}`;
/** A draw of a stake: the win given (the outcome is not read by the money). */
const draw = (win: number) => () => ({ outcome: { reels: 'test' }, win });

/** A player with `usd` paid in, a real-money launch of the slot, and the programme read once (a full-path round). */
async function player(usd = 50) {
  const p = await t.cashier.player({ confirmed: true, db: db() });
  await t.cashier.deposit(p.cookie, usd);
  const launch = await realLaunch(t.server, p.cookie, SLOT);
  await playRound(db(), launch, { round_id: roundId(), bet: { stake: 100 } });
  return { ...p, launch };
}

/** Everything a round writes for the player: balances, ledger entries, rounds, points and jackpot shares. */
async function written(accountId: number) {
  const count = async (table: 'ledger' | 'game_rounds' | 'loyalty_points_log') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(sql<string>`count(*)`.as('n'))
          .where('account_id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const balances = await db().selectFrom('balances').select(['kind', 'amount']).where('account_id', '=', accountId).orderBy('kind').execute();
  const jackpots = await db()
    .selectFrom('jackpot_contributions')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  return {
    balances,
    ledger: await count('ledger'),
    rounds: await count('game_rounds'),
    points: await count('loyalty_points_log'),
    jackpots: Number(jackpots.n),
  };
}

const play = (launch: Launch, id: string, stake: number, win = 0, through = db()) =>
  playMainMoneyRound(through, launch, { accountId: launch.accountId!, roundId: id, stake, slot: true, draw: draw(win) });

it('writes the stake, the win, the round, the points and the jackpot shares in one go', async () => {
  const p = await player(50);
  const before = await written(p.id);
  const feeds = await db()
    .selectFrom('jackpots')
    .select('id')
    .where('status', '=', 'active')
    .where(sql<boolean>`${SLOT}::text = any (games)`)
    .execute();
  const id = roundId();
  const counted = countingStatements(db());
  const answer = await play(p.launch, id, 300, 120, counted.db);
  // The wallet's lock and the write (besides the begin and the commit, which travel with them).
  expect(counted.seen.statements).toBe(2);
  expect(answer).toMatchObject({ round_id: id, repeated: false, stake: { amount: 3, currency: 'USD' }, win: { amount: 1.2 } });

  const main = before.balances.find((b) => b.kind === 'main')!.amount;
  const entries = await db()
    .selectFrom('ledger')
    .select(['kind', 'amount', 'balance_after', 'balance_kind'])
    .where('idempotency_key', 'in', [`round:${id}:bet`, `round:${id}:win`])
    .orderBy('id')
    .execute();
  expect(entries).toEqual([
    { kind: 'bet', amount: -300, balance_after: main - 300, balance_kind: 'main' },
    { kind: 'win', amount: 120, balance_after: main - 180, balance_kind: 'main' },
  ]);
  expect(answer!.balance.amount).toBe((main - 180) / 100);
  const round = await db()
    .selectFrom('game_rounds')
    .select(['bet', 'win', 'balance_after', 'mode', 'freespin_pack_id'])
    .where('round_id', '=', id)
    .executeTakeFirstOrThrow();
  expect(round).toEqual({ bet: 300, win: 120, balance_after: main - 180, mode: 'real', freespin_pack_id: null });
  // 3 USD at the programme's rate of 1 a USD for slots: 3 points, kept in thousandths.
  const points = await db().selectFrom('loyalty_points_log').select(['points_milli', 'kind']).where('idempotency_key', '=', `round:${id}`).execute();
  expect(points).toEqual([{ points_milli: 3000, kind: 'round' }]);
  const after = await written(p.id);
  expect(after.jackpots - before.jackpots).toBe(feeds.length * jackpotContribution(300, 'USD'));
  expect(after).toMatchObject({ ledger: before.ledger + 2, rounds: before.rounds + 1, points: before.points + 1 });

  // The same id again is the full path's: it answers the first result and moves nothing.
  expect(await play(p.launch, id, 300, 120)).toBeNull();
  expect(await written(p.id)).toEqual(after);
  expect(await playRound(db(), p.launch, { round_id: id, bet: { stake: 300 } })).toMatchObject({ repeated: true, win: { amount: 1.2 } });
});

it('credits the points the full path credits, to the thousandth, for the same stakes and rates (the rule of domains/loyalty/earning.ts)', async () => {
  const p = await player(200);
  const program = await db()
    .selectFrom('loyalty_programs')
    .select(['id', 'rates'])
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const logged = async (id: string) =>
    (await db().selectFrom('loyalty_points_log').select('points_milli').where('idempotency_key', '=', `round:${id}`).executeTakeFirstOrThrow()).points_milli;
  try {
    for (const rate of [1, 0.3, 1.7, 2.5]) {
      await db()
        .updateTable('loyalty_programs')
        .set({ rates: JSON.stringify({ ...(program.rates as object), slot: rate }) })
        .where('id', '=', program.id)
        .execute();
      // The smallest stake and odd ones: the full path first (it reads the changed programme), then the one-trip path.
      for (const stake of [stakeLimits('USD').min, 137, 1_001]) {
        const [full, trip] = [roundId(), roundId()];
        await playRound(db(), p.launch, { round_id: full, bet: { stake } });
        expect(await play(p.launch, trip, stake, 0)).not.toBeNull();
        const expected = pointsMilliFor(stake, 'USD', rate);
        expect(expected).toBeGreaterThan(0);
        expect([await logged(full), await logged(trip)]).toEqual([expected, expected]);
      }
    }
  } finally {
    await db()
      .updateTable('loyalty_programs')
      .set({ rates: JSON.stringify(program.rates) })
      .where('id', '=', program.id)
      .execute();
  }
});

describe('rounds of different players that arrive together', () => {
  /** Each ledger entry's balance after is the one before plus its amount, and the last is the balance. */
  async function ledgerChained(accountId: number) {
    const entries = await db()
      .selectFrom('ledger')
      .select(['amount', 'balance_after'])
      .where('account_id', '=', accountId)
      .where('balance_kind', '=', 'main')
      .orderBy('id')
      .execute();
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.balance_after).toBe(entries[i - 1]!.balance_after + entries[i]!.amount);
    const main = await db().selectFrom('balances').select('amount').where('account_id', '=', accountId).where('kind', '=', 'main').executeTakeFirstOrThrow();
    expect(entries.at(-1)!.balance_after).toBe(main.amount);
  }

  it('share one transaction: one lock of every wallet, then each round written as it would be alone', async () => {
    const players = [await player(50), await player(50), await player(50)];
    const before = await Promise.all(players.map((p) => written(p.id)));
    const ids = players.map(() => roundId());
    const counted = countingStatements(db());
    // Called in one turn, as rounds read from several sockets in one poll of the event loop are.
    const answers = await Promise.all(players.map((p, n) => play(p.launch, ids[n]!, 200 + n * 100, n * 50, counted.db)));
    // The wallets' lock and three writes (besides the begin and the commit, which travel with them).
    expect(counted.seen.statements).toBe(4);
    for (const [n, p] of players.entries()) {
      const main = before[n]!.balances.find((b) => b.kind === 'main')!.amount;
      const stake = 200 + n * 100;
      const win = n * 50;
      expect(answers[n]).toMatchObject({
        round_id: ids[n],
        repeated: false,
        stake: { amount: stake / 100 },
        win: { amount: win / 100 },
        balance: { amount: (main - stake + win) / 100 },
      });
      expect(await written(p.id)).toMatchObject({
        ledger: before[n]!.ledger + (win > 0 ? 2 : 1),
        rounds: before[n]!.rounds + 1,
        points: before[n]!.points + 1,
      });
      await ledgerChained(p.id);
    }
  });

  it('of one player, one after another in the transaction; a round id sent twice is written once', async () => {
    const p = await player(50);
    const before = await written(p.id);
    const main = before.balances.find((b) => b.kind === 'main')!.amount;
    const [first, second] = [roundId(), roundId()];
    const answers = await Promise.all([play(p.launch, first, 300, 0), play(p.launch, second, 200, 100), play(p.launch, first, 300, 0)]);
    expect(answers[0]).toMatchObject({ balance: { amount: (main - 300) / 100 } });
    expect(answers[1]).toMatchObject({ balance: { amount: (main - 400) / 100 } });
    // The repeat found the first one written before it: the full path's, which answers the first result.
    expect(answers[2]).toBeNull();
    expect(await playRound(db(), p.launch, { round_id: first, bet: { stake: 300 } })).toMatchObject({
      repeated: true,
      balance: { amount: (main - 300) / 100 },
    });
    expect(await written(p.id)).toMatchObject({ ledger: before.ledger + 3, rounds: before.rounds + 2 });
    await ledgerChained(p.id);
  });

  it('leave a round the full path must decide to it and write the others', async () => {
    const [rich, poor, other] = [await player(50), await player(10), await player(50)];
    const before = await Promise.all([rich, poor, other].map((p) => written(p.id)));
    const answers = await Promise.all([play(rich.launch, roundId(), 100), play(poor.launch, roundId(), 2000), play(other.launch, roundId(), 100)]);
    expect(answers[0]).not.toBeNull();
    expect(answers[1]).toBeNull();
    expect(answers[2]).not.toBeNull();
    expect(await written(poor.id)).toEqual({ ...before[1]!, jackpots: expect.any(Number) });
    expect((await written(rich.id)).rounds).toBe(before[0]!.rounds + 1);
    expect((await written(other.id)).rounds).toBe(before[2]!.rounds + 1);
  });

  it('are played again one by one, each written once, when their transaction fails', async () => {
    const players = [await player(50), await player(50)];
    const before = await Promise.all(players.map((p) => written(p.id)));
    // The database refuses the wallets' lock of the first such transaction (division by zero), which undoes it all.
    let failing = 1;
    const plugin: KyselyPlugin = {
      transformQuery({ node }) {
        const text = node.kind === 'RawNode' ? (node as RawNode).sqlFragments.join('?') : '';
        if (failing > 0 && text.includes('order by account_id for update')) {
          failing--;
          return RawNode.createWithSql('select 1 / 0 as account_id') as never;
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const through = db().withPlugin(plugin);
    const ids = players.map(() => roundId());
    const answers = await Promise.all(players.map((p, n) => play(p.launch, ids[n]!, 100, 40, through)));
    expect(failing).toBe(0);
    for (const [n, p] of players.entries()) {
      expect(answers[n]).toMatchObject({ round_id: ids[n], win: { amount: 0.4 } });
      expect(await written(p.id)).toMatchObject({ ledger: before[n]!.ledger + 2, rounds: before[n]!.rounds + 1, points: before[n]!.points + 1 });
      await ledgerChained(p.id);
    }
  });

  it('feed each its own jackpot contribution row, in one transaction at most MAX_ROUNDS_TOGETHER', async () => {
    expect(MAX_ROUNDS_TOGETHER).toBeLessThanOrEqual(32);
    const players = [await player(50), await player(50), await player(50)];
    const feeds = await db()
      .selectFrom('jackpots')
      .select('id')
      .where('status', '=', 'active')
      .where(sql<boolean>`${SLOT}::text = any (games)`)
      .execute();
    expect(feeds.length).toBeGreaterThan(0);
    const before = await db().selectFrom('jackpot_contributions').select(['jackpot_id', 'shard', 'amount']).execute();
    await Promise.all(players.map((p) => play(p.launch, roundId(), 1000)));
    const after = await db().selectFrom('jackpot_contributions').select(['jackpot_id', 'shard', 'amount']).execute();
    const grown = after.filter((row) => Number(row.amount) > Number(before.find((b) => b.jackpot_id === row.jackpot_id && b.shard === row.shard)?.amount ?? 0));
    // Three rows of each jackpot, each by one round's share.
    expect(grown).toHaveLength(3 * feeds.length);
    for (const row of grown) {
      const was = Number(before.find((b) => b.jackpot_id === row.jackpot_id && b.shard === row.shard)?.amount ?? 0);
      expect(Number(row.amount) - was).toBe(jackpotContribution(1000, 'USD'));
    }
  });
});

describe('leaves to the full path, writing nothing,', () => {
  async function unchanged(p: { id: number; launch: Launch }, stake = 100) {
    const before = await written(p.id);
    expect(await play(p.launch, roundId(), stake, 50)).toBeNull();
    expect(await written(p.id)).toEqual(before);
  }

  it('a stake beyond the main money, which the full path refuses', async () => {
    const p = await player(10);
    // Beyond what the player holds now (a jackpot drop on the first round may have added to the deposit).
    const main = await db().selectFrom('balances').select('amount').where('account_id', '=', p.id).where('kind', '=', 'main').executeTakeFirstOrThrow();
    const stake = Number(main.amount) + 1000;
    await unchanged(p, stake);
    await expect(playRound(db(), p.launch, { round_id: roundId(), bet: { stake } })).rejects.toMatchObject({ type: 'BillingTransactionDeclinedException' });
  });

  it('a stake while a bonus is active, or while bonus money would go first', async () => {
    const p = await player(50);
    expect((await t.cashier.api.post('campaigns.activateOffer', { promo_code: 'bonus50' }, p.cookie)).status).toBe(200);
    const bonusId = (await t.cashier.api.get('bonuses.get', {}, p.cookie)).body.data.items[0].id as number;
    expect((await t.cashier.api.post('bonuses.activate', { bonus_id: String(bonusId) }, p.cookie)).status).toBe(200);
    await unchanged(p);
    // The full path counts the stake toward the bonus.
    await playRound(db(), p.launch, { round_id: roundId(), bet: { stake: 100 } });
    expect((await db().selectFrom('bonuses').select('wagered').where('id', '=', bonusId).executeTakeFirstOrThrow()).wagered).toBe(100);

    // No bonus active any more, but bonus money left and isolation on: the bonus money goes first.
    await db().updateTable('bonuses').set({ status: 'available', activated_at: null }).where('id', '=', bonusId).execute();
    await setIsolation(true);
    try {
      await unchanged(p);
    } finally {
      await setIsolation(false);
    }
    expect(await play(p.launch, roundId(), 100, 0)).not.toBeNull();
  });

  it('a spin of a slot the player has free spins of', async () => {
    const p = await player(50);
    const game = await db().selectFrom('games').select('id').where('sysname', '=', SLOT).executeTakeFirstOrThrow();
    const { bonus } = await db()
      .transaction()
      .execute((trx) =>
        grantFreespins(trx, {
          accountId: p.id,
          gameId: game.id,
          gameSysname: SLOT,
          count: 3,
          stake: 20,
          currency: 'USD',
          wager: 1,
          days: 1,
          source: 'offer',
          description: { uz: {}, ru: {} },
        }),
      );
    // Only the pack stands in the way (its bonus waits, as beside another active bonus).
    await db().updateTable('bonuses').set({ status: 'available', activated_at: null }).where('id', '=', bonus.id).execute();
    await unchanged(p);
    expect(await playRound(db(), p.launch, { round_id: roundId(), bet: { stake: 100 } })).toMatchObject({
      stake: { amount: 0.2 },
      freespins: { remaining: 2 },
    });
  });

  it('a stake in a running tournament of the game the player joined', async () => {
    const p = await player(50);
    const tournament = await db()
      .insertInto('tournaments')
      .values({
        sysname: `trip-${n}-${Date.now()}`,
        starts_at: sql`now() - interval '1 hour'`,
        ends_at: sql`now() + interval '1 hour'`,
        currency: 'USD',
        total_prize: 0,
        image_url: '/t.png',
        games: sql`array[${SLOT}]::text[]`,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('tournament_participants')
      .values({ tournament_id: tournament.id, account_id: p.id } as never)
      .execute();
    await unchanged(p);
    await playRound(db(), p.launch, { round_id: roundId(), bet: { stake: 300 } });
    const entry = await db()
      .selectFrom('tournament_participants')
      .select('points')
      .where('tournament_id', '=', tournament.id)
      .where('account_id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(entry.points).toBe(3);
  });

  it('a stake after the programme changed, until a full-path round has read it again', async () => {
    const p = await player(50);
    const program = await db()
      .selectFrom('loyalty_programs')
      .select(['id', 'rates'])
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('loyalty_programs')
      .set({ rates: JSON.stringify({ ...(program.rates as object), slot: 2 }) })
      .where('id', '=', program.id)
      .execute();
    try {
      await unchanged(p);
      const id = roundId();
      await playRound(db(), p.launch, { round_id: id, bet: { stake: 100 } });
      const again = roundId();
      expect(await play(p.launch, again, 100, 0)).not.toBeNull();
      // The new rate: 2 points a USD.
      expect(
        await db()
          .selectFrom('loyalty_points_log')
          .select('points_milli')
          .where('idempotency_key', 'in', [`round:${id}`, `round:${again}`])
          .execute(),
      ).toEqual([{ points_milli: 2000 }, { points_milli: 2000 }]);
    } finally {
      await db()
        .updateTable('loyalty_programs')
        .set({ rates: JSON.stringify(program.rates) })
        .where('id', '=', program.id)
        .execute();
    }
  });

  it('points that reach a level, which the full path tells in the same transaction', async () => {
    const p = await player(50);
    // A thousandth of a point short of the second level's minimum.
    const program = await db()
      .selectFrom('loyalty_programs')
      .select(['id', 'levels'])
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const [second] = levelThresholds(program.levels as never);
    await db()
      .updateTable('loyalty_accounts')
      .set({ exp_milli: second! - 1 })
      .where('account_id', '=', p.id)
      .where('program_id', '=', program.id)
      .execute();
    await unchanged(p);
    await playRound(db(), p.launch, { round_id: roundId(), bet: { stake: 100 } });
    expect(await db().selectFrom('loyalty_notices').select(['trigger', 'level']).where('account_id', '=', p.id).execute()).toEqual([
      { trigger: 'level_up', level: 'silver' },
    ]);
  });
});

it('names as thresholds exactly the experience values (thousandths) where the level changes', () => {
  const levels = [
    { sysname: 'gold', minValue: 5000 },
    { sysname: 'bronze', minValue: 100 },
    { sysname: 'silver', minValue: 1000 },
  ];
  expect(levelThresholds(levels)).toEqual([1_000_000, 5_000_000]);
  const program = { id: 1, levels: levels as never, rates: {} };
  for (const exp of [0, 99_000, 100_000, 500_000, 999_000, 999_999, 1_000_000, 1_000_001, 4_999_999, 5_000_000, 9_000_000]) {
    for (const milli of [1, 100, 2000, 900_000, 4_000_000, 5_000_000]) {
      const crosses = levelThresholds(levels).some((t) => t > exp - milli && t <= exp);
      expect(levelReached({ program, milli }, exp) !== null).toBe(crosses);
    }
  }
});

async function setIsolation(on: boolean) {
  const value = JSON.stringify({ is_bonus_isolation_enabled: on });
  await db()
    .insertInto('platform_settings')
    .values({ key: 'general', value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}
