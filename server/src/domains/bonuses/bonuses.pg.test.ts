/**
 * Bonuses with wagering, free spin packs and promo codes against a real database: every money
 * movement is checked against the ledger (`ledgerMismatches`) as well as against the API.
 */
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../../testing/server';
import { realLaunch } from '../../testing/games';
import { cashierClient, ledgerMismatches, trustDetails } from '../../testing/cashier';
import type { Launch } from '../rounds/launch';
import { playRound } from '../rounds/rounds';
import { placeBet, settleEvent, ensureEvents, listEvents } from '../rounds/sportsbook';
import { sequence, type Random } from '../../providers/games/engines';
import { slotEngine } from '../../providers/games/engines/slot';
import { expireDue } from './bonuses';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;
const db = () => s.database.db;

beforeAll(async () => {
  s = await createTestServer({ env: { WITHDRAWALS_PER_DAY: '1000' } });
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());

const SLOT = 'oltin_silk_fortune';
let rounds = 0;
const roundId = () => `bonus-round-${++rounds}-${Math.random().toString(36).slice(2, 10)}`;

/** Three reel stops that lose, and three that win, for a slot spin (found once from the paytable). */
function slotRandom(win: boolean): Random {
  for (let a = 0; a < 20; a++)
    for (let b = 0; b < 20; b++) {
      const values = [a / 20, b / 20, ((a * 7 + b * 3) % 20) / 20];
      if (slotEngine.play({ stake: 100 }, sequence(...values)).win > 0 === win) return sequence(...values);
    }
  throw new Error('no such spin');
}
const LOSE = () => slotRandom(false);
const WIN = () => slotRandom(true);

const launchFor = (cookie: string, sysname = SLOT): Promise<Launch> => realLaunch(s, cookie, sysname);

async function money(id: number) {
  const rows = await db().selectFrom('balances').select(['kind', 'amount']).where('account_id', '=', id).execute();
  const of = (k: string) => rows.find((r) => r.kind === k)?.amount ?? 0;
  return { main: of('main'), bonus: of('bonus'), betting: of('betting_bonus') };
}

const bonusRow = (id: number) => db().selectFrom('bonuses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function setIsolation(on: boolean) {
  await db()
    .insertInto('platform_settings')
    .values({ key: 'general', value: JSON.stringify({ is_bonus_isolation_enabled: on }) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ is_bonus_isolation_enabled: on }) }))
    .execute();
}

/** A player with `main` USD paid in and the BONUS50 bonus (50 USD, 10×) granted; answers its id. */
async function playerWithBonus(main: number, activate = true) {
  const player = await c.player({ confirmed: true, db: db() });
  if (main > 0) await c.deposit(player.cookie, main);
  expect((await c.api.post('campaigns.activateOffer', { promo_code: 'bonus50' }, player.cookie)).status).toBe(200);
  const listed = (await c.api.get('bonuses.get', {}, player.cookie)).body.data.items;
  const bonusId = listed[0].id as number;
  if (activate) expect((await c.api.post('bonuses.activate', { bonus_id: String(bonusId) }, player.cookie)).status).toBe(200);
  return { ...player, bonusId };
}

afterEach(async () => {
  expect(await ledgerMismatches(db())).toEqual([]);
});

describe('promo codes', () => {
  it('checkPromocode tells what a code gives and uses nothing; activateOffer grants it as an available bonus', async () => {
    const { cookie, id } = await c.player();
    const check = await c.api.post('campaigns.checkPromocode', { promo_code: ' bonus50 ' }, cookie);
    expect(check.status).toBe(200);
    expect(check.body.data).toMatchObject({
      promo_code: 'BONUS50',
      offer: { sysname: 'promo-bonus50', trigger: { action: 'promo_code' } },
      gives: [{ type: 'bonus', amount: { amount: 50, currency: 'USD' }, wager: 10, days: 14, count: null }],
    });
    // Checking twice is fine: nothing was used.
    expect((await c.api.post('campaigns.checkPromocode', { promo_code: 'BONUS50' }, cookie)).status).toBe(200);
    expect((await c.api.get('bonuses.get', {}, cookie)).body.data.total).toBe(0);

    expect((await c.api.post('campaigns.activateOffer', { promo_code: 'Bonus50' }, cookie)).body.data.sysname).toBe('promo-bonus50');
    const list = (await c.api.get('bonuses.get', {}, cookie)).body.data;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      status: 'available',
      source: 'promo_code',
      amount: { amount: 50, currency: 'USD' },
      balance: null,
      wager: 10,
      wagering: { required: { amount: 500, currency: 'USD' }, wagered: { amount: 0, currency: 'USD' } },
      description: { title: 'BONUS50 promokodi' },
    });
    // Granted, not credited: no money moved yet.
    expect(await money(id)).toEqual({ main: 0, bonus: 0, betting: 0 });
    const told = await db().selectFrom('notifications').select(['kind', 'params']).where('account_id', '=', id).execute();
    expect(told).toEqual([{ kind: 'bonus.credited', params: { id: list.items[0].id, amount: 50, currency: 'USD' } }]);
  });

  it('refuses with the §8 promo_code codes: unknown, ended, used, conditions not met', async () => {
    const { cookie } = await c.player();
    const refused = async (method: string, code: string) => (await c.api.post(method, { promo_code: code }, cookie)).body.error;
    for (const method of ['campaigns.checkPromocode', 'campaigns.activateOffer']) {
      expect(await refused(method, 'NO-SUCH')).toMatchObject({ type: 'InvalidParameterException', fields: { promo_code: ['promo_code_not_found'] } });
    }
    await db()
      .insertInto('offers')
      .values([
        {
          sysname: 'promo-ended',
          trigger: JSON.stringify({ action: 'promo_code' }),
          promo_code: 'ENDED',
          starts_at: new Date(Date.now() - 86400_000 * 3),
          ends_at: new Date(Date.now() - 86400_000),
        },
        {
          sysname: 'promo-depositors',
          trigger: JSON.stringify({ action: 'promo_code', params: { min_deposits: 1 } }),
          promo_code: 'LOYAL',
          promotions: JSON.stringify([{ type: 'bonus', amount: { amount: 5, currency: 'USD' } }]),
        },
      ])
      .execute();
    expect(await refused('campaigns.checkPromocode', 'ended')).toMatchObject({ fields: { promo_code: ['promo_code_expired'] } });
    expect(await refused('campaigns.activateOffer', 'LOYAL')).toMatchObject({ fields: { promo_code: ['promo_code_conditions_not_met'] } });
    await c.deposit(cookie, 10);
    expect((await c.api.post('campaigns.activateOffer', { promo_code: 'LOYAL' }, cookie)).status).toBe(200);
    expect(await refused('campaigns.checkPromocode', 'LOYAL')).toMatchObject({ fields: { promo_code: ['promo_code_already_activated'] } });
    expect(await refused('campaigns.activateOffer', 'loyal')).toMatchObject({ fields: { promo_code: ['promo_code_already_activated'] } });
  });

  it('converts the amounts of a code into the player currency', async () => {
    const { cookie } = await c.player({ currency: 'EUR' });
    const check = (await c.api.post('campaigns.checkPromocode', { promo_code: 'BONUS50' }, cookie)).body.data;
    expect(check.gives[0].amount.currency).toBe('EUR');
    expect(check.gives[0].amount.amount).toBeGreaterThan(0);
    expect(check.gives[0].amount.amount).toBeLessThan(50);
  });
});

describe('activation', () => {
  it('credits the bonus balance through the ledger, one active casino bonus at a time', async () => {
    const p = await playerWithBonus(0, false);
    const first = await c.api.post('bonuses.activate', { bonus_id: String(p.bonusId) }, p.cookie);
    expect(first.body.data).toMatchObject({ status: 'active', balance: { amount: 50, currency: 'USD' } });
    expect(await money(p.id)).toEqual({ main: 0, bonus: 5000, betting: 0 });
    // Again: answered unchanged, nothing credited twice.
    expect((await c.api.post('bonuses.activate', { bonus_id: String(p.bonusId) }, p.cookie)).body.data.status).toBe('active');
    expect(await money(p.id)).toEqual({ main: 0, bonus: 5000, betting: 0 });
    const credit = await db()
      .selectFrom('ledger')
      .select(['kind', 'amount', 'balance_kind'])
      .where('idempotency_key', '=', `bonus:${p.bonusId}:credit`)
      .execute();
    expect(credit).toEqual([{ kind: 'bonus', amount: 5000, balance_kind: 'bonus' }]);

    // A second casino bonus waits: one active at a time. A betting bonus is separate.
    await db()
      .insertInto('offers')
      .values({
        sysname: `promo-second-${p.id}`,
        trigger: JSON.stringify({ action: 'promo_code' }),
        promo_code: `SECOND${p.id}`,
        promotions: JSON.stringify([{ type: 'bonus', amount: { amount: 5, currency: 'USD' }, wager: 1 }]),
      })
      .execute();
    await c.api.post('campaigns.activateOffer', { promo_code: `SECOND${p.id}` }, p.cookie);
    const second = (await c.api.get('bonuses.get', { status: 'available' }, p.cookie)).body.data.items[0];
    const refused = await c.api.post('bonuses.activate', { bonus_id: String(second.id) }, p.cookie);
    expect(refused.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { bonus_id: ['bonus_another_active'] } });
    expect((await c.api.get('bonuses.get', { status: 'active' }, p.cookie)).body.data.total).toBe(1);

    await c.api.post('campaigns.activateOffer', { promo_code: 'SPORT20' }, p.cookie);
    const betting = (await c.api.get('BettingBonuses.get', {}, p.cookie)).body.data.items[0];
    expect(betting).toMatchObject({ status: 'available', amount: { amount: 20, currency: 'USD' }, wager: 3 });
    expect((await c.api.post('BettingBonuses.activate', { bonus_id: String(betting.id) }, p.cookie)).body.data.status).toBe('active');
    expect(await money(p.id)).toEqual({ main: 0, bonus: 5000, betting: 2000 });
    // Each list holds its own kind only.
    expect((await c.api.post('bonuses.activate', { bonus_id: String(betting.id) }, p.cookie)).body.error.fields).toEqual({ bonus_id: ['bonus_not_found'] });
  });

  it('refuses another player\u2019s bonus and unknown ids with a typed error', async () => {
    const owner = await playerWithBonus(0, false);
    const other = await c.player();
    const r = await c.api.post('bonuses.activate', { bonus_id: String(owner.bonusId) }, other.cookie);
    expect(r.status).toBe(400);
    expect(r.body.error.fields).toEqual({ bonus_id: ['bonus_not_found'] });
    expect((await c.api.post('bonuses.remove', { bonus_id: '999999' }, other.cookie)).body.error.fields).toEqual({ bonus_id: ['bonus_not_found'] });
  });
});

describe('wagering', () => {
  beforeEach(() => setIsolation(false));
  afterAll(() => setIsolation(false));

  it('isolation off: main money first, and the whole stake counts toward wagering', async () => {
    const p = await playerWithBonus(100);
    const launch = await launchFor(p.cookie);
    const answer = await playRound(db(), launch, { round_id: roundId(), bet: { stake: 200 } }, LOSE());
    expect(answer.win.amount).toBe(0);
    expect(await money(p.id)).toEqual({ main: 9800, bonus: 5000, betting: 0 });
    expect(answer.balance).toEqual({ amount: 148, currency: 'USD' });
    expect((await bonusRow(p.bonusId)).wagered).toBe(200);
    // Main money spent: the rest comes from bonus money.
    await db()
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('balances').set({ amount: 100 }).where('account_id', '=', p.id).where('kind', '=', 'main').execute();
        await trx
          .insertInto('ledger')
          .values({
            account_id: p.id,
            balance_kind: 'main',
            kind: 'adjustment',
            amount: -9700,
            balance_after: 100,
            currency: 'USD',
            idempotency_key: `test-adjust-${p.id}`,
          })
          .execute();
      });
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 300 } }, LOSE());
    expect(await money(p.id)).toEqual({ main: 0, bonus: 4800, betting: 0 });
    expect((await bonusRow(p.bonusId)).wagered).toBe(500);
    const view = (await c.api.get('bonuses.get', {}, p.cookie)).body.data.items[0];
    expect(view).toMatchObject({ balance: { amount: 48 }, wagering: { required: { amount: 500 }, wagered: { amount: 5 } } });
  });

  it('isolation on: bonus money first, and only its part counts; a win goes back like the stake', async () => {
    await setIsolation(true);
    const p = await playerWithBonus(100);
    const launch = await launchFor(p.cookie);
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 200 } }, LOSE());
    expect(await money(p.id)).toEqual({ main: 10000, bonus: 4800, betting: 0 });
    expect((await bonusRow(p.bonusId)).wagered).toBe(200);
    const won = await playRound(db(), launch, { round_id: roundId(), bet: { stake: 100 } }, WIN());
    expect(won.win.amount).toBeGreaterThan(0);
    expect(await money(p.id)).toEqual({ main: 10000, bonus: 4700 + Math.round(won.win.amount * 100), betting: 0 });
    // A stake beyond the bonus balance: the rest from main money, and only the bonus part counts.
    const before = await money(p.id);
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 100_00 } }, LOSE());
    const after = await money(p.id);
    expect(after.bonus).toBe(0);
    expect(after.main).toBe(before.main - (100_00 - before.bonus));
    expect((await bonusRow(p.bonusId)).wagered).toBe(300 + before.bonus);
  });

  it('converts what is left to main money once wagered (bonus_convert), and stops counting', async () => {
    const p = await playerWithBonus(0);
    await db().updateTable('bonuses').set({ wager: 1 }).where('id', '=', p.bonusId).execute();
    const launch = await launchFor(p.cookie);
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 40_00 } }, LOSE());
    expect((await bonusRow(p.bonusId)).status).toBe('active');
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 5_00 } }, LOSE());
    expect(await money(p.id)).toEqual({ main: 0, bonus: 5_00, betting: 0 });
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 5_00 } }, LOSE());
    const done = await bonusRow(p.bonusId);
    expect(done).toMatchObject({ status: 'wagered', wagered: 50_00, converted: 0, reason: 'wagered' });

    // With money left over, it moves to the main balance.
    const q = await playerWithBonus(0);
    await db().updateTable('bonuses').set({ wager: 1 }).where('id', '=', q.bonusId).execute();
    const launchQ = await launchFor(q.cookie);
    const rounds = [];
    for (let i = 0; i < 5; i++) rounds.push(await playRound(db(), launchQ, { round_id: roundId(), bet: { stake: 10_00 } }, i % 2 ? WIN() : LOSE()));
    const row = await bonusRow(q.bonusId);
    expect(row.status).toBe('wagered');
    const m = await money(q.id);
    expect(m.bonus).toBe(0);
    expect(m.main).toBe(row.converted);
    const moves = await db()
      .selectFrom('ledger')
      .select(['balance_kind', 'amount'])
      .where('account_id', '=', q.id)
      .where('kind', '=', 'bonus_convert')
      .execute();
    if (row.converted! > 0)
      expect(moves).toEqual(
        expect.arrayContaining([
          { balance_kind: 'bonus', amount: -row.converted! },
          { balance_kind: 'main', amount: row.converted! },
        ]),
      );
    // Later stakes are plain main money.
    await playRound(db(), launchQ, { round_id: roundId(), bet: { stake: 100 } }, LOSE());
    expect((await bonusRow(q.bonusId)).wagered).toBe(50_00);
  });
});

describe('endings', () => {
  it('an expired bonus is forfeited by the job: the bonus money it left is removed', async () => {
    const p = await playerWithBonus(0);
    const waiting = await c.player();
    await c.api.post('campaigns.activateOffer', { promo_code: 'BONUS50' }, waiting.cookie);
    await db()
      .updateTable('bonuses')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('account_id', 'in', [p.id, waiting.id])
      .execute();
    expect(await expireDue(db())).toBeGreaterThanOrEqual(2);
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'expired', forfeited: 50_00, reason: 'expired' });
    expect(await money(p.id)).toEqual({ main: 0, bonus: 0, betting: 0 });
    const forfeit = await db().selectFrom('ledger').select(['kind', 'amount']).where('idempotency_key', '=', `bonus:${p.bonusId}:forfeit`).execute();
    expect(forfeit).toEqual([{ kind: 'bonus_forfeit', amount: -50_00 }]);
    const other = (await c.api.get('bonuses.get', {}, waiting.cookie)).body.data.items[0];
    expect(other).toMatchObject({ status: 'expired', forfeited: null });
    expect((await c.api.post('bonuses.activate', { bonus_id: String(other.id) }, waiting.cookie)).body.error.fields).toEqual({ bonus_id: ['bonus_expired'] });
  });

  it('removing an available bonus moves nothing; deactivating the active one forfeits its money', async () => {
    const p = await playerWithBonus(0, false);
    const removed = await c.api.post('bonuses.remove', { bonus_id: String(p.bonusId) }, p.cookie);
    expect(removed.body.data).toMatchObject({ status: 'cancelled', forfeited: null });
    expect(await money(p.id)).toEqual({ main: 0, bonus: 0, betting: 0 });

    const q = await playerWithBonus(10);
    const launch = await launchFor(q.cookie);
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 20_00 } }, LOSE());
    const off = await c.api.post('bonuses.deactivate', { bonus_id: String(q.bonusId) }, q.cookie);
    expect(off.body.data).toMatchObject({ status: 'cancelled', forfeited: { amount: 40, currency: 'USD' } });
    expect(await money(q.id)).toEqual({ main: 0, bonus: 0, betting: 0 });
    expect((await c.api.post('bonuses.deactivate', { bonus_id: String(q.bonusId) }, q.cookie)).body.data.status).toBe('cancelled');
    expect((await c.api.post('bonuses.activate', { bonus_id: String(q.bonusId) }, q.cookie)).body.error.fields).toEqual({ bonus_id: ['bonus_not_available'] });
    const audit = await db().selectFrom('account_audit').select(['action', 'actor']).where('account_id', '=', q.id).execute();
    expect(audit).toContainEqual({ action: 'bonus.forfeited', actor: 'player' });
  });
});

describe('withdrawals while a bonus is active', () => {
  const card = JSON.stringify({ card_number: '4111111111111111', card_holder: 'BONUS TEST' });

  it('are refused until the player agrees to forfeit, then forfeit it in the same transaction', async () => {
    const p = await playerWithBonus(100);
    await trustDetails(db(), p.id, 'visa_mastercard', card);
    const asked = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '30', requisites: card });
    expect(asked.status).toBe(402);
    expect(asked.body.error).toMatchObject({
      type: 'WithdrawalDeclinedException',
      fields: { forfeit_bonus: 'bonus_forfeit_required', bonus_amount: '50', bonus_currency: 'USD' },
    });
    expect(await money(p.id)).toEqual({ main: 100_00, bonus: 50_00, betting: 0 });
    expect(await db().selectFrom('payments').select('id').where('account_id', '=', p.id).where('type', '=', 'withdrawal').execute()).toEqual([]);

    const made = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '30', requisites: card, forfeit_bonus: '1' });
    expect(made.status).toBe(200);
    expect(await money(p.id)).toEqual({ main: 70_00, bonus: 0, betting: 0 });
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'cancelled', reason: 'withdrawal', forfeited: 50_00 });
    const forfeit = await db()
      .selectFrom('ledger')
      .select(['kind', 'amount', 'reference'])
      .where('idempotency_key', '=', `bonus:${p.bonusId}:forfeit`)
      .executeTakeFirstOrThrow();
    expect(forfeit).toMatchObject({ kind: 'bonus_forfeit', amount: -50_00, reference: { payment_id: made.body.data.id, reason: 'withdrawal' } });
    // No bonus left: the next withdrawal needs no consent.
    expect((await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '20', requisites: card })).status).toBe(200);
  });

  it('forfeit a bonus that is only available too (nothing credited), once the player agrees', async () => {
    const p = await playerWithBonus(100, false);
    await trustDetails(db(), p.id, 'visa_mastercard', card);
    expect((await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '30', requisites: card })).body.error.fields).toMatchObject({
      forfeit_bonus: 'bonus_forfeit_required',
      bonus_amount: '50',
    });
    expect((await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '30', requisites: card, forfeit_bonus: '1' })).status).toBe(200);
    expect(await bonusRow(p.bonusId)).toMatchObject({ status: 'cancelled', reason: 'withdrawal', forfeited: null });
    expect(await money(p.id)).toEqual({ main: 70_00, bonus: 0, betting: 0 });
  });
});

describe('free spins', () => {
  it('SILK gives a pack played on its slot without debiting the balance; wins are bonus money under its wagering', async () => {
    const { cookie, id } = await c.player();
    await c.deposit(cookie, 10);
    const check = (await c.api.post('campaigns.checkPromocode', { promo_code: 'SILK' }, cookie)).body.data;
    expect(check.gives).toEqual([expect.objectContaining({ type: 'freespins', count: 20, wager: 20, stake: { amount: 0.2, currency: 'USD' } })]);
    await c.api.post('campaigns.activateOffer', { promo_code: 'SILK' }, cookie);
    const packs = (await c.api.get('freespins.get', { status: 'active', count: 99, fields: 'description' }, cookie)).body.data;
    expect(packs.total).toBe(1);
    const pack = packs.items[0];
    expect(pack).toMatchObject({
      count: 20,
      remaining_count: 20,
      status: 'active',
      stake: { amount: 0.2, currency: 'USD' },
      wager: 20,
      description: { title: 'SILK promokodi' },
    });
    const bonus = await bonusRow(pack.bonus_id);
    expect(bonus).toMatchObject({ status: 'active', amount: 0, freespin_pack_id: pack.id });
    expect(await db().selectFrom('notifications').select('kind').where('account_id', '=', id).execute()).toEqual([{ kind: 'freespins.credited' }]);

    // The provider's page of that slot tells the spins left; the session call too.
    const page = await s.app.inject({ method: 'GET', url: `/platform/game/${pack.game.sysname}/play?mode=real`, headers: { cookie } });
    expect(page.body).toContain('"freespins":{"remaining":20,"stake":20}');
    const launch = await launchFor(cookie, pack.game.sysname);
    const lost = await playRound(db(), launch, { round_id: roundId(), bet: { stake: 500 } }, LOSE());
    expect(lost).toMatchObject({ stake: { amount: 0.2 }, freespins: { remaining: 19 } });
    expect(await money(id)).toEqual({ main: 10_00, bonus: 0, betting: 0 });
    const won = await playRound(db(), launch, { round_id: roundId(), bet: { stake: 500 } }, WIN());
    expect(won.win.amount).toBeGreaterThan(0);
    expect(await money(id)).toEqual({ main: 10_00, bonus: Math.round(won.win.amount * 100), betting: 0 });
    expect(await bonusRow(pack.bonus_id)).toMatchObject({ amount: Math.round(won.win.amount * 100) });
    const entry = await db()
      .selectFrom('ledger')
      .select(['kind', 'balance_kind'])
      .where('idempotency_key', '=', `round:${won.round_id}:freespin_win`)
      .execute();
    expect(entry).toEqual([{ kind: 'freespin_win', balance_kind: 'bonus' }]);
    const played = await db().selectFrom('game_rounds').select(['bet', 'freespin_pack_id']).where('round_id', 'in', [lost.round_id, won.round_id]).execute();
    expect(played).toEqual([
      { bet: 20, freespin_pack_id: pack.id },
      { bet: 20, freespin_pack_id: pack.id },
    ]);
    // Other slots play with the balance as usual.
    const otherSlot = await db()
      .selectFrom('games')
      .select('sysname')
      .where('type', '=', 'slot')
      .where('is_active', '=', true)
      .where('sysname', '<>', pack.game.sysname)
      .executeTakeFirstOrThrow();
    const other = await launchFor(cookie, otherSlot.sysname);
    const paid = await playRound(db(), other, { round_id: roundId(), bet: { stake: 100 } }, LOSE());
    expect(paid.freespins).toBeUndefined();

    // The last spin finishes the pack; its bonus waits for its wagering (20 × the wins), which paid stakes make.
    await db().updateTable('freespin_packs').set({ remaining: 1 }).where('id', '=', pack.id).execute();
    await playRound(db(), launch, { round_id: roundId(), bet: { stake: 500 } }, LOSE());
    expect((await c.api.get('freespins.get', {}, cookie)).body.data.items[0]).toMatchObject({ remaining_count: 0, status: 'finished' });
    const wins = Math.round(won.win.amount * 100);
    const finished = await bonusRow(pack.bonus_id);
    expect(finished).toMatchObject({ status: finished.wagered >= wins * 20 ? 'wagered' : 'active', amount: wins, wagered: 100 });
    const afterSpins = await money(id);
    const stake = wins * 20 - 100;
    await playRound(db(), launch, { round_id: roundId(), bet: { stake } }, LOSE());
    expect(await bonusRow(pack.bonus_id)).toMatchObject({ status: 'wagered', converted: wins });
    expect(await money(id)).toEqual({ main: afterSpins.main - stake + wins, bonus: 0, betting: 0 });
  });

  it('a pack given while another casino bonus is active gathers its wins until activated', async () => {
    const p = await playerWithBonus(10);
    await c.api.post('campaigns.activateOffer', { promo_code: 'SILK' }, p.cookie);
    const pack = (await c.api.get('freespins.get', {}, p.cookie)).body.data.items[0];
    expect((await bonusRow(pack.bonus_id)).status).toBe('available');
    const launch = await launchFor(p.cookie, pack.game.sysname);
    const won = await playRound(db(), launch, { round_id: roundId(), bet: { stake: 100 } }, WIN());
    const gathered = Math.round(won.win.amount * 100);
    expect(await money(p.id)).toEqual({ main: 10_00, bonus: 50_00, betting: 0 });
    expect((await bonusRow(pack.bonus_id)).amount).toBe(gathered);
    await c.api.post('bonuses.deactivate', { bonus_id: String(p.bonusId) }, p.cookie);
    const on = await c.api.post('bonuses.activate', { bonus_id: String(pack.bonus_id) }, p.cookie);
    expect(on.body.data).toMatchObject({ status: 'active', amount: { amount: won.win.amount }, balance: { amount: won.win.amount } });
    expect(await money(p.id)).toEqual({ main: 10_00, bonus: gathered, betting: 0 });
    const credit = await db().selectFrom('ledger').select('kind').where('idempotency_key', '=', `bonus:${pack.bonus_id}:credit`).execute();
    expect(credit).toEqual([{ kind: 'freespin_win' }]);
  });

  it('removing a pack bonus cancels the spins left', async () => {
    const { cookie } = await c.player();
    await c.api.post('campaigns.activateOffer', { promo_code: 'SILK' }, cookie);
    const pack = (await c.api.get('freespins.get', {}, cookie)).body.data.items[0];
    await c.api.post('bonuses.remove', { bonus_id: String(pack.bonus_id) }, cookie);
    expect((await c.api.get('freespins.get', {}, cookie)).body.data.items[0]).toMatchObject({ status: 'cancelled', remaining_count: 20 });
    expect((await c.api.get('freespins.get', { status: 'active' }, cookie)).body.data.total).toBe(0);
  });
});

describe('betting bonus in the sportsbook', () => {
  it('pays stakes with betting bonus money, counts them when settled, and pays wins back as bonus money', async () => {
    const { cookie, id } = await c.player();
    await c.api.post('campaigns.activateOffer', { promo_code: 'SPORT20' }, cookie);
    const bonus = (await c.api.get('BettingBonuses.get', {}, cookie)).body.data.items[0];
    await c.api.post('BettingBonuses.activate', { bonus_id: String(bonus.id) }, cookie);
    const launch = await launchFor(cookie, 'dgt_sportsbook');
    await ensureEvents(db());
    const event = (await listEvents(db()))[0]!;
    const placed = await placeBet(db(), launch, { bet_key: `bonus-bet-${id}`, stake: 5_00, selections: [{ event_id: event.id, pick: 'home' }] });
    expect(placed.balance).toEqual({ amount: 15, currency: 'USD' });
    expect(await money(id)).toEqual({ main: 0, bonus: 0, betting: 15_00 });
    expect((await bonusRow(bonus.id)).wagered).toBe(0);
    await settleEvent(db(), event.id, 'home');
    // Counted when settled, at the lowest price or above (1.50 by default).
    expect((await bonusRow(bonus.id)).wagered).toBe(event.odds.home! >= 150 ? 5_00 : 0);
    const payout = Math.floor((5_00 * event.odds.home!) / 100);
    expect(await money(id)).toEqual({ main: 0, bonus: 0, betting: 15_00 + payout });
    const removed = await c.api.post('BettingBonuses.remove', { bonus_id: String(bonus.id) }, cookie);
    expect(removed.body.data).toMatchObject({ status: 'cancelled', forfeited: { amount: (15_00 + payout) / 100 } });
  });
});

describe('deposit offers and taken offers', () => {
  it('a deposit offer gives its bonus as a record of the deposit, credited when activated', async () => {
    const { cookie, id } = await c.player();
    const offers = (await c.api.get('campaigns.getoffers', {}, cookie)).body.data.items;
    const welcome = offers.find((o: { sysname: string }) => o.sysname === 'welcome-100');
    const d = await c.deposit(cookie, 80, 'approve', { campaign_offer_id: String(welcome.id) });
    const [bonus] = (await c.api.get('bonuses.get', {}, cookie)).body.data.items;
    expect(bonus).toMatchObject({ status: 'available', source: 'deposit_offer', amount: { amount: 80 }, wager: 35 });
    expect((await db().selectFrom('bonuses').select('payment_id').where('id', '=', bonus.id).executeTakeFirstOrThrow()).payment_id).toBe(d.id);
    expect(await money(id)).toEqual({ main: 80_00, bonus: 0, betting: 0 });
    await c.api.post('bonuses.activate', { bonus_id: String(bonus.id) }, cookie);
    expect(await money(id)).toEqual({ main: 80_00, bonus: 80_00, betting: 0 });
  });

  it('takepromotions takes an offer of action `take` once; deposit and code offers are refused', async () => {
    const { cookie } = await c.player();
    const taken = await db()
      .insertInto('offers')
      .values({
        sysname: `take-${Date.now()}`,
        trigger: JSON.stringify({ action: 'take' }),
        promotions: JSON.stringify([{ type: 'betting_bonus', amount: { amount: 5, currency: 'USD' }, wager: 2 }]),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await c.api.post('campaigns.takepromotions', { offer_id: String(taken.id) }, cookie);
    expect(r.body.data).toMatchObject({ offer: { trigger: { action: 'take' } }, gives: [{ type: 'betting_bonus', amount: { amount: 5 } }] });
    expect((await c.api.get('BettingBonuses.get', {}, cookie)).body.data.items[0]).toMatchObject({ source: 'offer', status: 'available' });
    expect((await c.api.post('campaigns.takepromotions', { offer_id: String(taken.id) }, cookie)).body.error.fields).toEqual({
      offer_id: 'promo_code_already_activated',
    });
    const welcome = await db().selectFrom('offers').select('id').where('sysname', '=', 'welcome-100').executeTakeFirstOrThrow();
    expect((await c.api.post('campaigns.takepromotions', { offer_id: String(welcome.id) }, cookie)).body.error.fields).toEqual({ offer_id: 'Wrong value' });
  });
});

it('leaves no balance negative and no bonus balance without its active bonus', async () => {
  const orphan = await sql<{ account_id: number }>`
    select b.account_id from balances b
    where b.kind in ('bonus', 'betting_bonus') and b.amount > 0
      and not exists (select 1 from bonuses x where x.account_id = b.account_id and x.status = 'active'
        and x.kind = case b.kind when 'bonus' then 'casino' else 'betting' end)`.execute(db());
  expect(orphan.rows).toEqual([]);
});
