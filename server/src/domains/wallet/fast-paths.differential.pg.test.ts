/**
 * The one-round-trip paths against the full paths (the rules/ folders of src/domains/wallet, rounds and payments): one seeded sequence of 200
 * operations is played on two fresh databases, once with the fast paths on and once with every
 * operation on its full path (`FULL_PATHS_ONLY`), and every answer and every row written to the
 * money tables must come out the same. The sequence mixes real-money rounds (stakes and wins that
 * feed the jackpots and earn loyalty points, repeated round ids, another player's round id,
 * stakes beyond the balance), deposits (plain ones, repeated keys, offers, a wrong method id, a
 * player with a deposit limit) and their settlements (paid, failed, cancelled, pending, replayed,
 * mismatched, unknown), with what sends a fast path to its full path along the way: an active
 * bonus, a tournament joined, the loyalty programme and the payment method changed under the
 * kept copies. Runs on the embedded database and, with DATABASE_URL, on a PostgreSQL server.
 */
import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient, ledgerMismatches } from '../../testing/cashier';
import { realLaunch } from '../../testing/games';
import type { Launch } from '../rounds/launch';
import { playRound } from '../rounds/rounds';
import { rng } from '../../seed/random';
import { createDeposit, settleDeposit, SettleError, type ProviderEvent } from '../payments/payments';
import { activateBonus, grantBonus } from '../bonuses/bonuses';
import { lockMainBalance } from './locks';
import { fastPathsOf, FULL_PATHS_ONLY, type FastPaths } from '../payments/rules/fast-paths';

const SLOT = 'oltin_silk_fortune';
const SEED = 4049;
const OPERATIONS = 200;
/** The card-token key of both runs: the request hashes of their deposits are then the same. */
const CARD_TOKEN_SECRET = 'differential-test-card-token-secret-0123456789';

let fastServer: TestServer;
let fullServer: TestServer;

beforeAll(async () => {
  // One after the other: two servers starting at once on a busy machine can miss the start-up timeout.
  fastServer = await createTestServer();
  fullServer = await createTestServer();
}, 180_000);
afterAll(async () => {
  await Promise.all([fastServer?.close(), fullServer?.close()]);
});

interface Player {
  id: number;
  launch: Launch;
  rounds: string[];
  keys: string[];
}

/** An answer as the two runs must share it: what was answered, or the refusal's type. */
async function answerOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError) return { refused: error.type };
    if (error instanceof SettleError) return { refused: error.reason, message: error.message };
    throw error;
  }
}

/** Plays the sequence on the server's database through `paths`; answers what each operation answered and the players. */
async function play(s: TestServer, paths: (db: Kysely<DB>) => FastPaths) {
  const c = cashierClient(s.app);
  const db = s.database.db;
  const taken = { round: 0, deposit: 0, settlement: 0 };
  const through: FastPaths = { ...paths(db), taken: (operation) => taken[operation]++ };
  const r = rng(SEED);
  const deposit = (p: Player, amount: number, key: string, campaignOfferId = -1, methodId?: number) =>
    createDeposit(
      db,
      {
        accountId: p.id,
        method: 'visa_mastercard',
        amount,
        idempotencyKey: key,
        locale: 'uz',
        domain: 'localhost',
        campaignOfferId,
        currency: 'USD',
        cardTokenSecret: CARD_TOKEN_SECRET,
        ...(methodId ? { methodId } : {}),
      },
      through,
    );
  const event = (orderId: number, eventId: string, status: ProviderEvent['status'], amount: number): ProviderEvent => ({
    provider: 'demo',
    eventId,
    orderId,
    reference: `ref-${orderId}`,
    status,
    amount,
    currency: 'USD',
  });

  const players: Player[] = [];
  for (let i = 0; i < 4; i++) {
    const registered = await c.player({ confirmed: true, db });
    const p: Player = { id: registered.id, launch: await realLaunch(s, registered.cookie, SLOT), rounds: [], keys: [] };
    // Money to play with, through the paths under test.
    const paid = await deposit(p, 200, `start-${i}`);
    await settleDeposit(db, event(paid.payment.id, `start-${i}`, 'success', paid.payment.amount), through);
    players.push(p);
  }
  // The second player weighs a deposit limit on every deposit; the third has joined the slot's running tournament, when there is one.
  await db
    .insertInto('deposit_limits')
    .values({ account_id: players[1]!.id, period: 'day', amount: 400_00, currency: 'USD', anchored_at: new Date(), updated_at: new Date() })
    .execute();
  const tournament = await db
    .selectFrom('tournaments')
    .select('id')
    .where(sql<boolean>`now() >= starts_at and now() < ends_at and ${SLOT}::text = any (games)`)
    .orderBy('id')
    .executeTakeFirst();
  if (tournament) await db.insertInto('tournament_participants').values({ tournament_id: tournament.id, account_id: players[2]!.id }).execute();
  // A reload offer any deposit may take (its bonus is weighed on the full path), beside the demo's offers.
  const reload = await db
    .insertInto('offers')
    .values({
      sysname: 'differential-reload',
      trigger: JSON.stringify({ action: 'deposit' }),
      promotions: JSON.stringify([{ type: 'bonus', percent: 50, max: { amount: 100, currency: 'USD' }, wager: 2 }]),
      starts_at: new Date(Date.now() - 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const offers = (await db.selectFrom('offers').select('id').orderBy('id').execute()).map((o) => o.id);

  const deposits: Array<{ id: number; amount: number }> = [];
  const events: string[] = [];
  const answers: unknown[] = [];
  for (let i = 0; i < OPERATIONS; i++) {
    const p = r.pick(players);
    const pick = r.next();
    if (pick < 0.5) {
      const other = r.pick(players);
      const again = r.next();
      const roundId = again < 0.08 && p.rounds.length ? r.pick(p.rounds) : again < 0.12 && other.rounds.length ? r.pick(other.rounds) : `diff-${SEED}-${i}`;
      p.rounds.push(roundId);
      // Up to the slot's largest stake ($100), and one beyond it.
      const stake = r.pick([10, 100, 250, 1_000, 5_000, 9_000, 10_001]);
      const random = rng(r.int(1, 1e9)).next;
      answers.push(['round', await answerOf(() => playRound(db, p.launch, { round_id: roundId, bet: { stake } }, random, through))]);
    } else if (pick < 0.7) {
      const amount = r.pick([10, 25, 50, 100, 600]);
      const key = r.chance(0.1) && p.keys.length ? r.pick(p.keys) : `dep-${i}`;
      p.keys.push(key);
      const offer = r.chance(0.2) ? reload.id : r.chance(0.05) ? r.pick(offers) : -1;
      const methodId = r.chance(0.04) ? 999_999 : undefined;
      answers.push([
        'deposit',
        await answerOf(async () => {
          const made = await deposit(p, amount, key, offer, methodId);
          deposits.push({ id: made.payment.id, amount: made.payment.amount });
          return { id: made.payment.id, status: made.payment.status, amount: made.payment.amount, offer: made.payment.campaign_offer_id };
        }),
      ]);
    } else if (pick < 0.95) {
      if (!deposits.length) continue;
      const d = r.pick(deposits);
      const status = r.pick(['success', 'success', 'success', 'fail', 'cancel', 'pending'] as const);
      const eventId = r.chance(0.1) && events.length ? r.pick(events) : `ev-${i}`;
      events.push(eventId);
      const orderId = r.chance(0.03) ? 999_999 : d.id;
      const amount = r.chance(0.05) ? d.amount + 1 : d.amount;
      answers.push([
        'settlement',
        await answerOf(async () => {
          const settled = await settleDeposit(db, event(orderId, eventId, status, amount), through);
          return { outcome: settled.outcome, status: settled.payment.status, bonus: settled.payment.bonus_amount };
        }),
      ]);
    } else {
      const change = r.pick(['bonus', 'programme', 'method'] as const);
      if (change === 'bonus') {
        // Given to the first and the last player: the deposit limit's and the tournament's players keep playing main money.
        const p = r.pick([players[0]!, players[3]!]);
        answers.push([
          'bonus',
          await answerOf(async () => {
            const granted = await db.transaction().execute(async (trx) => {
              await lockMainBalance(trx, p.id);
              return grantBonus(trx, {
                accountId: p.id,
                kind: 'casino',
                source: 'ops',
                amount: 20_00,
                currency: 'USD',
                wager: 2,
                days: 7,
                description: { uz: { title: `Differential ${i}` } },
              });
            });
            return (await activateBonus(db, p.id, granted.id, 'casino')).status;
          }),
        ]);
      } else if (change === 'programme') {
        // A new row version: the kept programme no longer matches it.
        await sql`update loyalty_programs set position = position`.execute(db);
      } else {
        await sql`update payment_methods set is_active = is_active where sysname = 'visa_mastercard'`.execute(db);
      }
    }
  }
  return { answers, players, taken };
}

/**
 * Every row of the money tables for the players, in the order written. Left out, as they differ
 * between two databases without either path being wrong: surrogate `id`s (a statement refused
 * after its insert, or an `on conflict do nothing`, may use up a sequence value on one side),
 * timestamps (when it ran), and the shard of a jackpot contribution (drawn at random to spread
 * the rounds' writes): contributions are compared as their sum per jackpot.
 */
async function written(db: Kysely<DB>, accounts: readonly number[]) {
  const ids = sql.join(accounts);
  const rows = async (query: ReturnType<typeof sql<Record<string, unknown>>>) =>
    (await query.execute(db)).rows.map((row) => Object.fromEntries(Object.entries(row).filter(([name, value]) => name !== 'id' && !(value instanceof Date))));
  return {
    ledger: await rows(sql`select * from ledger where account_id in (${ids}) order by id`),
    balances: await rows(sql`select * from balances where account_id in (${ids}) order by account_id, kind`),
    rounds: await rows(sql`select * from game_rounds where account_id in (${ids}) order by id`),
    jackpots: await rows(
      sql`select j.id as jackpot, j.amount, coalesce(sum(c.amount), 0)::bigint as fed from jackpots j left join jackpot_contributions c on c.jackpot_id = j.id group by j.id order by j.id`,
    ),
    points: await rows(sql`select * from loyalty_points_log where account_id in (${ids}) order by id`),
    loyalty: await rows(sql`select * from loyalty_accounts where account_id in (${ids}) order by account_id, program_id`),
    tournaments: await rows(sql`select * from tournament_participants where account_id in (${ids}) order by tournament_id, account_id`),
    bonuses: await rows(sql`select * from bonuses where account_id in (${ids}) order by id`),
    payments: await rows(sql`select * from payments where account_id in (${ids}) order by id`),
    callbacks: await rows(
      sql`select c.* from payment_callbacks c join payments p on p.id = c.payment_id where p.account_id in (${ids}) order by c.provider, c.event_id`,
    ),
  };
}

it('writes the same rows with the fast paths on as with every operation on its full path', async () => {
  const fast = await play(fastServer, (db) => fastPathsOf(db, true));
  const full = await play(fullServer, () => FULL_PATHS_ONLY);
  expect(fast.answers).toEqual(full.answers);
  // The sequence reached every kind of answer on both sides (a sequence of refusals would prove little).
  const kinds = new Set(fast.answers.map((a) => (a as [string])[0]));
  expect([...kinds].sort()).toEqual(['bonus', 'deposit', 'round', 'settlement']);
  // The same players on both sides (fresh databases, the same registrations in the same order).
  expect(fast.players.map((p) => p.id)).toEqual(full.players.map((p) => p.id));
  const accounts = fast.players.map((p) => p.id);
  const fastRows = await written(fastServer.database.db, accounts);
  const fullRows = await written(fullServer.database.db, accounts);
  for (const table of Object.keys(fastRows) as Array<keyof typeof fastRows>) {
    expect({ table, rows: fastRows[table] }).toEqual({ table, rows: fullRows[table] });
  }
  expect(fastRows.rounds.length).toBeGreaterThan(50);
  // The fast paths did the most of it on one side, and nothing on the other.
  expect(fast.taken.round).toBeGreaterThan(30);
  expect(fast.taken.deposit).toBeGreaterThan(10);
  expect(fast.taken.settlement).toBeGreaterThan(10);
  expect(full.taken).toEqual({ round: 0, deposit: 0, settlement: 0 });
  expect(await ledgerMismatches(fastServer.database.db)).toEqual([]);
  expect(await ledgerMismatches(fullServer.database.db)).toEqual([]);
}, 300_000);
