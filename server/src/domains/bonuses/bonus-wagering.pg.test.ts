/**
 * Wagering that cannot be farmed, against a real database: each game type counts its operator-set
 * percentage, bets of one round that cover each other count only their net exposure, sportsbook
 * stakes count when settled and at the minimum price, a free spin pack's wins are wagered only by
 * later stakes, and a withdrawal forfeits an available bonus as it does an active one.
 */
import { sql } from 'kysely';
import { createTestServer, TEST_TOTP_VAULT, type TestServer } from '../../testing/server';
import { realLaunch } from '../../testing/games';
import { cashierClient, ledgerMismatches, trustDetails } from '../../testing/cashier';
import { createOperator, signInOperator } from '../../ops/console/operators';
import { totpCode } from '../../ops/console/totp';
import { playRound } from '../rounds/rounds';
import { ensureEvents, listEvents, placeBet, settleEvent } from '../rounds/sportsbook';
import { sequence, type Random } from '../../providers/games/engines';
import { slotEngine } from '../../providers/games/engines/slot';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;
const db = () => s.database.db;

beforeAll(async () => {
  s = await createTestServer({ env: { WITHDRAWALS_PER_DAY: '1000', OPS_ORIGIN: 'http://ops.localhost' } });
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  expect(await ledgerMismatches(db())).toEqual([]);
});

const SLOT = 'oltin_silk_fortune';
let n = 0;
const roundId = () => `wagering-${++n}-${Math.random().toString(36).slice(2, 10)}`;

function slotRandom(win: boolean): Random {
  for (let a = 0; a < 20; a++)
    for (let b = 0; b < 20; b++) {
      const values = [a / 20, b / 20, ((a * 7 + b * 3) % 20) / 20];
      if (slotEngine.play({ stake: 100 }, sequence(...values)).win > 0 === win) return sequence(...values);
    }
  throw new Error('no such spin');
}

const bonusRow = (id: number) => db().selectFrom('bonuses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const wagered = async (id: number) => (await bonusRow(id)).wagered;

/** A player with `main` USD paid in and a promo code's bonus granted (activated unless told not to). */
async function playerWith(code: 'BONUS50' | 'SPORT20', main: number, activate = true) {
  const player = await c.player({ confirmed: true, db: db() });
  if (main > 0) await c.deposit(player.cookie, main);
  expect((await c.api.post('campaigns.activateOffer', { promo_code: code }, player.cookie)).status).toBe(200);
  const method = code === 'BONUS50' ? 'bonuses' : 'BettingBonuses';
  const bonusId = (await c.api.get(`${method}.get`, {}, player.cookie)).body.data.items[0].id as number;
  if (activate) expect((await c.api.post(`${method}.activate`, { bonus_id: String(bonusId) }, player.cookie)).status).toBe(200);
  return { ...player, bonusId };
}

/** A game of the type that plays roulette (no blackjack, baccarat or sportsbook tag). */
async function rouletteOf(type: 'casino' | 'live') {
  const row = await db()
    .selectFrom('games')
    .select('sysname')
    .where('type', '=', type)
    .where('is_active', '=', true)
    .where(sql<boolean>`not (tags && array['blackjack', 'baccarat', 'sportsbook']::text[])`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row.sysname;
}

function ops(method: 'GET' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = { authorization: 'Bearer ops-secret' }) {
  return s.app.inject({
    method,
    url,
    headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

let operators = 0;
async function operator(roles: Array<'admin' | 'payments'>) {
  const login = `wager${++operators}.${roles.join('-')}`;
  const password = 'a long operator password';
  const { secret } = await createOperator(db(), { login, password, roles, passwordCost: 12, vault: TEST_TOTP_VAULT });
  const session = await signInOperator(db(), { login, password, code: totpCode(secret), ip: '10.9.0.2', passwordCost: 12, vault: TEST_TOTP_VAULT });
  // The console's own origin (operator cookies count there only).
  return {
    login,
    headers: { host: 'ops.localhost', cookie: `ops_session=${session.sessionId}`, origin: 'http://ops.localhost', 'x-csrf-token': session.csrf },
  };
}

const contributionAudit = () =>
  db()
    .selectFrom('settings_audit')
    .select(['setting', 'subject', 'actor', 'before', 'after'])
    .where('setting', '=', 'wagering.contribution')
    .orderBy('id')
    .execute();

describe('contribution by game type', () => {
  it('slots count in full, table games and live games 10 % (the demo settings)', async () => {
    const p = await playerWith('BONUS50', 100);
    await playRound(db(), await realLaunch(s, p.cookie, SLOT), { round_id: roundId(), bet: { stake: 10_00 } }, slotRandom(false));
    expect(await wagered(p.bonusId)).toBe(10_00);
    const table = await realLaunch(s, p.cookie, await rouletteOf('casino'));
    await playRound(db(), table, { round_id: roundId(), bet: { bets: [{ kind: 'straight', value: 0, amount: 10_00 }] } }, sequence(0.5));
    expect(await wagered(p.bonusId)).toBe(11_00);
    const live = await realLaunch(s, p.cookie, await rouletteOf('live'));
    await playRound(db(), live, { round_id: roundId(), bet: { bets: [{ kind: 'straight', value: 0, amount: 10_00 }] } }, sequence(0.5));
    expect(await wagered(p.bonusId)).toBe(12_00);
  });

  it('operators change a percentage over the ops API (admin only, checked), each change audited with actor, before and after', async () => {
    const listed = await ops('GET', '/ops/wagering/contributions');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items).toEqual(
      expect.arrayContaining([
        { type: 'slot', percent: 100, min_odds: null },
        { type: 'casino', percent: 10, min_odds: null },
        { type: 'live', percent: 10, min_odds: null },
        { type: 'sportsbook', percent: 100, min_odds: 1.5 },
      ]),
    );
    const before = (await contributionAudit()).length;
    const byToken = await ops('PUT', '/ops/wagering/contributions/casino', { percent: 50 });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.json().data).toEqual({ type: 'casino', percent: 50, min_odds: null });
    const admin = await operator(['admin']);
    expect((await ops('PUT', '/ops/wagering/contributions/casino', { percent: 20 }, admin.headers)).statusCode).toBe(200);
    expect((await contributionAudit()).slice(before)).toEqual([
      {
        setting: 'wagering.contribution',
        subject: 'casino',
        actor: 'ops:token',
        before: { percent: 10, min_odds: null },
        after: { percent: 50, min_odds: null },
      },
      {
        setting: 'wagering.contribution',
        subject: 'casino',
        actor: `ops:${admin.login}`,
        before: { percent: 50, min_odds: null },
        after: { percent: 20, min_odds: null },
      },
    ]);

    // A table stake now counts 20 %.
    const p = await playerWith('BONUS50', 100);
    const table = await realLaunch(s, p.cookie, await rouletteOf('casino'));
    await playRound(db(), table, { round_id: roundId(), bet: { bets: [{ kind: 'straight', value: 0, amount: 10_00 }] } }, sequence(0.5));
    expect(await wagered(p.bonusId)).toBe(2_00);

    // Refused: other roles, no credentials, bad input; none of them changes or audits anything.
    const cashier = await operator(['payments']);
    expect((await ops('PUT', '/ops/wagering/contributions/casino', { percent: 100 }, cashier.headers)).statusCode).toBe(403);
    expect((await ops('PUT', '/ops/wagering/contributions/casino', { percent: 100 }, {})).statusCode).toBe(401);
    for (const [type, body] of [
      ['casino', { percent: 101 }],
      ['casino', { percent: -1 }],
      ['casino', { percent: 'all' }],
      ['casino', { percent: 10.5 }],
      ['casino', { percent: 10, min_odds: 2 }],
      ['poker', { percent: 10 }],
      ['sportsbook', { percent: 100, min_odds: 0.5 }],
      ['casino', null],
    ] as const) {
      const refused = await ops('PUT', `/ops/wagering/contributions/${type}`, body ?? undefined);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.type).toBe('InvalidParameterException');
    }
    expect((await contributionAudit()).length).toBe(before + 2);

    expect((await ops('PUT', '/ops/wagering/contributions/casino', { percent: 10 })).statusCode).toBe(200);
  });
});

describe('the bonus page', () => {
  it('is told the rules: each kind\u2019s percentages and the sportsbook\u2019s lowest price', async () => {
    const { cookie } = await c.player();
    const casino = (await c.api.get('bonuses.get', {}, cookie)).body.data;
    expect(casino.wagering_rules).toEqual({
      contributions: [
        { type: 'slot', percent: 100 },
        { type: 'casino', percent: 10 },
        { type: 'live', percent: 10 },
        { type: 'fast', percent: 100 },
      ],
      min_odds: null,
    });
    const betting = (await c.api.get('BettingBonuses.get', {}, cookie)).body.data;
    expect(betting.wagering_rules).toEqual({ contributions: [{ type: 'sportsbook', percent: 100 }], min_odds: 1.5 });
  });
});

describe('bets that cover each other', () => {
  it('count only their net exposure in one round (roulette red and black, baccarat player and banker)', async () => {
    const p = await playerWith('BONUS50', 100);
    const table = await realLaunch(s, p.cookie, await rouletteOf('casino'));
    // Red and black alike: nothing at risk but the zero. 10 % of nothing.
    await playRound(
      db(),
      table,
      {
        round_id: roundId(),
        bet: {
          bets: [
            { kind: 'red', amount: 50_00 },
            { kind: 'black', amount: 50_00 },
          ],
        },
      },
      sequence(0.5),
    );
    expect(await wagered(p.bonusId)).toBe(0);
    // Red 60 and black 40: 20 at risk, 10 % of it counts.
    await playRound(
      db(),
      table,
      {
        round_id: roundId(),
        bet: {
          bets: [
            { kind: 'red', amount: 60_00 },
            { kind: 'black', amount: 40_00 },
          ],
        },
      },
      sequence(0.5),
    );
    expect(await wagered(p.bonusId)).toBe(2_00);
    // Player and banker alike: only the banker's commission is at risk.
    const baccarat = await realLaunch(s, p.cookie, 'crimson_baccarat_pro');
    await playRound(
      db(),
      baccarat,
      {
        round_id: roundId(),
        bet: {
          bets: [
            { side: 'player', amount: 50_00 },
            { side: 'banker', amount: 50_00 },
          ],
        },
      },
      Math.random,
    );
    const after = await wagered(p.bonusId);
    expect(after - 2_00).toBeLessThanOrEqual(25);
  });
});

describe('sportsbook stakes', () => {
  /** Open events with the prices given (decimal × 100), first to start first. */
  async function eventsPriced(...odds: Array<Record<string, number>>) {
    await ensureEvents(db());
    const events = (await listEvents(db())).slice(0, odds.length);
    for (const [i, e] of events.entries())
      await db()
        .updateTable('sportsbook_events')
        .set({ odds: JSON.stringify(odds[i]) })
        .where('id', '=', e.id)
        .execute();
    return events.map((e) => e.id);
  }

  it('count when settled, not when placed, and only at or above the minimum price', async () => {
    const p = await playerWith('SPORT20', 50);
    const launch = await realLaunch(s, p.cookie, 'dgt_sportsbook');
    const [priced, short] = await eventsPriced({ home: 250, draw: 320, away: 300 }, { home: 120, draw: 700, away: 900 });
    await placeBet(db(), launch, { bet_key: `wager-a-${p.id}`, stake: 5_00, selections: [{ event_id: priced!, pick: 'home' }] });
    await placeBet(db(), launch, { bet_key: `wager-b-${p.id}`, stake: 5_00, selections: [{ event_id: short!, pick: 'home' }] });
    expect(await wagered(p.bonusId)).toBe(0);
    await settleEvent(db(), priced!, 'away');
    expect(await wagered(p.bonusId)).toBe(5_00);
    await settleEvent(db(), short!, 'home');
    expect(await wagered(p.bonusId)).toBe(5_00);
  });

  it('count every outcome of one event backed by the same player only for its net exposure', async () => {
    const p = await playerWith('SPORT20', 50);
    const launch = await realLaunch(s, p.cookie, 'dgt_sportsbook');
    const [event] = await eventsPriced({ home: 250, draw: 350, away: 300 });
    await placeBet(db(), launch, { bet_key: `cover-h-${p.id}`, stake: 4_00, selections: [{ event_id: event!, pick: 'home' }] });
    await placeBet(db(), launch, { bet_key: `cover-d-${p.id}`, stake: 3_00, selections: [{ event_id: event!, pick: 'draw' }] });
    await placeBet(db(), launch, { bet_key: `cover-a-${p.id}`, stake: 3_00, selections: [{ event_id: event!, pick: 'away' }] });
    await settleEvent(db(), event!, 'home');
    // Home pays 10, draw 10.50, away 9 for 10 staked: at most 1 can be lost.
    expect(await wagered(p.bonusId)).toBe(1_00);
  });
});

describe('free spin wins', () => {
  it('are wagered only by stakes made after they were won', async () => {
    const { cookie } = await c.player();
    await c.deposit(cookie, 50);
    await c.api.post('campaigns.activateOffer', { promo_code: 'SILK' }, cookie);
    const pack = (await c.api.get('freespins.get', {}, cookie)).body.data.items[0];
    expect((await bonusRow(pack.bonus_id)).status).toBe('active');
    const otherSlot = await db()
      .selectFrom('games')
      .select('sysname')
      .where('type', '=', 'slot')
      .where('is_active', '=', true)
      .where('sysname', '<>', pack.game.sysname)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const other = await realLaunch(s, cookie, otherSlot.sysname);
    // Staked before anything was won: nothing to wager yet, nothing counts.
    await playRound(db(), other, { round_id: roundId(), bet: { stake: 20_00 } }, slotRandom(false));
    expect(await wagered(pack.bonus_id)).toBe(0);
    const spins = await realLaunch(s, cookie, pack.game.sysname);
    const won = await playRound(db(), spins, { round_id: roundId(), bet: { stake: 100 } }, slotRandom(true));
    const wins = Math.round(won.win.amount * 100);
    expect(wins).toBeGreaterThan(0);
    await db().updateTable('freespin_packs').set({ remaining: 1 }).where('id', '=', pack.id).execute();
    await playRound(db(), spins, { round_id: roundId(), bet: { stake: 100 } }, slotRandom(false));
    // The pack is played: its wins wait for 20 × their amount of later stakes.
    expect(await bonusRow(pack.bonus_id)).toMatchObject({ status: 'active', amount: wins, wagered: 0 });
    await playRound(db(), other, { round_id: roundId(), bet: { stake: 1_00 } }, slotRandom(false));
    expect(await wagered(pack.bonus_id)).toBe(Math.min(1_00, wins * 20));
  });
});

describe('a withdrawal with a bonus available, not activated', () => {
  const card = JSON.stringify({ card_number: '4111111111111111', card_holder: 'WAGER TEST' });

  it('asks the player to agree, then forfeits the bonus in the same transaction', async () => {
    const p = await playerWith('BONUS50', 100, false);
    await trustDetails(db(), p.id, 'visa_mastercard', card);
    const asked = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '30', requisites: card });
    expect(asked.status).toBe(402);
    expect(asked.body.error).toMatchObject({
      type: 'WithdrawalDeclinedException',
      fields: { forfeit_bonus: 'bonus_forfeit_required', bonus_amount: '50', bonus_currency: 'USD' },
    });
    expect((await bonusRow(p.bonusId)).status).toBe('available');
    const made = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '30', requisites: card, forfeit_bonus: '1' });
    expect(made.status).toBe(200);
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'cancelled', reason: 'withdrawal', forfeited: null });
    expect((await c.api.post('bonuses.activate', { bonus_id: String(p.bonusId) }, p.cookie)).body.error.fields).toEqual({ bonus_id: ['bonus_not_available'] });
  });
});
