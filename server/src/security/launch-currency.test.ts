/**
 * A real-money launch plays in its wallet's currency only. A launch left in another currency (a
 * currency switch that slipped in while the launch was being opened) would count its stakes'
 * points and jackpot shares in the wrong unit (a UZS stake read as dollars: about 12,658 times
 * too much) and check the wrong stake limits. Its rounds are refused on both round paths with
 * nothing moved, and opening a launch takes the lock the currency switch takes.
 */
import { sql } from 'kysely';
import { ApiError } from '@casino/contract';
import { realLaunch, roundsTestServer } from '../testing/games';
import { hashSessionId } from '../auth/sessions';
import { switchCurrency } from '../domains/wallet/currency-switch';
import { createLaunch, findGame } from '../domains/rounds/launch';
import { playMainMoneyRound, playRound } from '../domains/rounds/rounds';
import { dealBlackjack } from '../domains/rounds/tables';
import { ensureEvents, placeBet } from '../domains/rounds/sportsbook';

const t = roundsTestServer();
const db = () => t.db();

const SLOT = 'oltin_silk_fortune';
let n = 0;
const roundId = () => `cur-${++n}-${Math.random().toString(36).slice(2, 10)}`;

/** Everything a round writes for the player. */
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
  const balances = await db().selectFrom('balances').select(['kind', 'amount', 'currency']).where('account_id', '=', accountId).orderBy('kind').execute();
  const jackpots = await db()
    .selectFrom('jackpot_contributions')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('n'))
    .executeTakeFirstOrThrow();
  const tournaments = await db()
    .selectFrom('tournament_participants')
    .select(sql<string>`coalesce(sum(points), 0)`.as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    balances,
    ledger: await count('ledger'),
    rounds: await count('game_rounds'),
    points: await count('loyalty_points_log'),
    jackpots: Number(jackpots.n),
    tournaments: Number(tournaments.n),
  };
}

/**
 * A player with money, a USD real-money launch that played one full-path round (so the one-trip
 * path is tried next), and then the wallet moved to UZS under the launch: what the race leaves.
 */
async function launchInOldCurrency() {
  const p = await t.cashier.player({ confirmed: true, db: db() });
  await t.cashier.deposit(p.cookie, 50);
  const launch = await realLaunch(t.server, p.cookie, SLOT);
  expect(launch.currency).toBe('USD');
  await playRound(db(), launch, { round_id: roundId(), bet: { stake: 100 } });
  await db().updateTable('balances').set({ currency: 'UZS' }).where('account_id', '=', p.id).where('kind', '<>', 'fun').execute();
  await db().updateTable('accounts').set({ currency: 'UZS' }).where('id', '=', p.id).execute();
  return { ...p, launch };
}

const refusal = async (played: Promise<unknown>) => {
  const error = await played.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('a round of a launch in another currency than its wallet', () => {
  it('is refused on the full round path, nothing moved or written', async () => {
    const p = await launchInOldCurrency();
    const before = await written(p.id);
    // A stake of 1,000,000 "cents" in a UZS wallet: 10,000 sums, read by the launch as 10,000 dollars.
    const error = await refusal(playRound(db(), p.launch, { round_id: roundId(), bet: { stake: 100 } }));
    expect(error.is('Authorization')).toBe(true);
    expect(await written(p.id)).toEqual(before);
  });

  it('is not written by the one-round-trip path, and refused when it goes on to the full path', async () => {
    const p = await launchInOldCurrency();
    const before = await written(p.id);
    const id = roundId();
    const answer = await playMainMoneyRound(db(), p.launch, {
      accountId: p.id,
      roundId: id,
      stake: 100,
      slot: true,
      draw: () => ({ outcome: { reels: 'test' }, win: 50 }),
    });
    expect(answer).toBeNull();
    expect(await written(p.id)).toEqual(before);
    expect((await refusal(playRound(db(), p.launch, { round_id: id, bet: { stake: 100 } }))).is('Authorization')).toBe(true);
    expect(await written(p.id)).toEqual(before);
  });

  it("is answered to the game's page with the typed error; a fresh launch plays in the wallet's currency", async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    await t.cashier.deposit(p.cookie, 50);
    const open = async () => {
      const page = await t.server.app.inject({ method: 'GET', url: `/platform/game/${SLOT}/play?mode=real`, headers: { cookie: p.cookie } });
      return /"token":"([A-Za-z0-9_-]{43})"/.exec(page.body)![1]!;
    };
    const round = (token: string, stake: number) =>
      t.server.app.inject({
        method: 'POST',
        url: '/platform/game/api/round',
        headers: { authorization: `Bearer ${token}` },
        payload: { round_id: roundId(), bet: { stake } },
      });
    const old = await open();
    expect((await round(old, 100)).statusCode).toBe(200);
    await db().updateTable('balances').set({ currency: 'UZS' }).where('account_id', '=', p.id).where('kind', '<>', 'fun').execute();
    await db().updateTable('accounts').set({ currency: 'UZS' }).where('id', '=', p.id).execute();
    const before = await written(p.id);
    const refused = await round(old, 100);
    expect(refused.json().error).toMatchObject({ type: 'AuthorizationException' });
    expect(await written(p.id)).toEqual(before);
    const fresh = await open();
    const launch = await db().selectFrom('game_launches').select('currency').where('account_id', '=', p.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(launch.currency).toBe('UZS');
    expect(fresh).not.toBe(old);
  });
});

describe('other stakes of a launch in another currency than its wallet', () => {
  /** A player with money and a USD real-money launch of `sysname`, then the wallet moved to UZS under it. */
  async function stale(sysname: string) {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    await t.cashier.deposit(p.cookie, 50);
    const launch = await realLaunch(t.server, p.cookie, sysname);
    await db().updateTable('balances').set({ currency: 'UZS' }).where('account_id', '=', p.id).where('kind', '<>', 'fun').execute();
    await db().updateTable('accounts').set({ currency: 'UZS' }).where('id', '=', p.id).execute();
    return { ...p, launch };
  }

  it('a blackjack deal is refused, nothing moved or written', async () => {
    const p = await stale('crimson_classic_blackjack');
    const before = await written(p.id);
    const error = await refusal(dealBlackjack(db(), p.launch, { round_id: roundId(), bet: { stake: 100 } }));
    expect(error.is('Authorization')).toBe(true);
    expect(await written(p.id)).toEqual(before);
    expect(await db().selectFrom('table_rounds').select('round_id').where('launch_id', '=', p.launch.id).execute()).toEqual([]);
  });

  it('a sportsbook bet is refused, nothing moved or written', async () => {
    const p = await stale('dgt_sportsbook');
    await ensureEvents(db());
    const before = await written(p.id);
    const event = await db().selectFrom('sportsbook_events').select('id').where('status', '=', 'open').where('starts_at', '>', new Date()).executeTakeFirst();
    expect(event).toBeDefined();
    const error = await refusal(placeBet(db(), p.launch, { bet_key: roundId(), stake: 100, selections: [{ event_id: event!.id, pick: 'home' }] }));
    expect(error.is('Authorization')).toBe(true);
    expect(await written(p.id)).toEqual(before);
    expect(await db().selectFrom('sportsbook_bets').select('id').where('launch_id', '=', p.launch.id).execute()).toEqual([]);
  });
});

describe('opening a launch while the currency switches', () => {
  it('waits for the switch and opens the launch in the new currency', async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    const idHash = hashSessionId(/sid=([A-Za-z0-9_-]{43})/.exec(p.cookie)![1]!);
    const game = (await findGame(db(), SLOT))!;
    // The launch page read the account (USD) before the switch; the switch holds the balances' lock.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const held = new Promise<void>((resolve) => (locked = resolve));
    const switching = db()
      .transaction()
      .execute(async (trx) => {
        await switchCurrency(trx, p.id, 'UZS');
        locked();
        await gate;
      });
    await held;
    const opening = createLaunch(db(), { game, accountId: p.id, sessionHash: idHash, currency: 'USD', mode: 'real', locale: 'uz' });
    // Let the launch reach the database (on a server it waits for the lock; embedded, for the connection).
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await switching;
    const { launch } = await opening;
    const wallet = await db().selectFrom('balances').select('currency').where('account_id', '=', p.id).where('kind', '=', 'main').executeTakeFirstOrThrow();
    expect(wallet.currency).toBe('UZS');
    const row = await db().selectFrom('game_launches').select('currency').where('id', '=', launch.id).executeTakeFirstOrThrow();
    expect([launch.currency, row.currency]).toEqual(['UZS', 'UZS']);
  });

  it('refuses a switch once a launch is open', async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    const idHash = hashSessionId(/sid=([A-Za-z0-9_-]{43})/.exec(p.cookie)![1]!);
    const game = (await findGame(db(), SLOT))!;
    await createLaunch(db(), { game, accountId: p.id, sessionHash: idHash, currency: 'USD', mode: 'real', locale: 'uz' });
    const error = await refusal(
      db()
        .transaction()
        .execute((trx) => switchCurrency(trx, p.id, 'UZS')),
    );
    expect(error.is('InvalidParameter')).toBe(true);
  });
});
