/**
 * Loyalty points against a real database: real-money rounds earn points by the programme's rate
 * in the round's transaction (once per round id), to the thousandth of a point at any stake while
 * the site is told whole points, a level reached is told once (also when the
 * experience moved while the round was played), the shop spends
 * points under a row lock (100 purchases at once with points for 10: exactly 10), and refusals
 * are typed errors.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestServer, type TestServer } from '../../testing/server';
import { holdingTransaction, waitingForLock } from '../../testing/locks';
import { cashierClient } from '../../testing/cashier';
import { post } from '../wallet/ledger';
import { sql } from 'kysely';
import { levelOf, mainProgramJson, programOfRead, type ProgramRead } from './points';
import { stakeLimits } from '../catalogue/stake-limits';
import { ensureEvents, listEvents, placeBet, settleEvent } from '../rounds/sportsbook';
import { realLaunch } from '../../testing/games';
import { pointsMilliFor } from './earning';

let s: TestServer;
let app: FastifyInstance;
let c: ReturnType<typeof cashierClient>;
beforeAll(async () => {
  s = await createTestServer();
  app = s.app;
  c = cashierClient(app);
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;
const SLOT = 'oltin_silk_fortune';
let seq = 0;

async function funded(amount = 500_00) {
  const p = await c.player();
  await db()
    .transaction()
    .execute((trx) => post(trx, { accountId: p.id, balanceKind: 'main', kind: 'adjustment', amount, idempotencyKey: `loyalty-test-${++seq}-${p.id}` }));
  return p;
}

async function launch(cookie: string) {
  const r = await app.inject({ method: 'GET', url: `/platform/game/${SLOT}/play?mode=real`, headers: { cookie } });
  return /"token":"([A-Za-z0-9_-]{43})"/.exec(r.body)?.[1] ?? '';
}

const round = (token: string, roundId: string, stake: number) =>
  app.inject({
    method: 'POST',
    url: '/platform/game/api/round',
    headers: { authorization: `Bearer ${token}` },
    payload: { round_id: roundId, bet: { stake } },
  });

/** Sets the player's points, whole (`milli`: to the thousandth). */
const setPoints = async (id: number, points: number, milli = points * 1000) => {
  const program = await db().selectFrom('loyalty_programs').select('id').orderBy('position').limit(1).executeTakeFirstOrThrow();
  await db()
    .insertInto('loyalty_accounts')
    .values({ account_id: id, program_id: program.id, points_milli: milli, exp_milli: 0, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['account_id', 'program_id']).doUpdateSet({ points_milli: milli }))
    .execute();
};

describe('rules', () => {
  it('levels by the exact experience (thousandths) against whole-point minimums', () => {
    const levels = [
      { sysname: 'silver', minValue: 1000 },
      { sysname: 'bronze', minValue: 0 },
    ];
    expect(levelOf(levels, 0)?.sysname).toBe('bronze');
    expect(levelOf(levels, 999_999)?.sysname).toBe('bronze');
    expect(levelOf(levels, 1_000_000)?.sysname).toBe('silver');
    expect(levelOf([], 1_000_000)).toBeNull();
  });
});

describe('accrual', () => {
  it('credits points for a real-money round once per round id, and tells of a level reached', async () => {
    const p = await funded(100_000_00);
    const token = await launch(p.cookie);
    expect(token).not.toBe('');
    const roundId = `loyal-${randomUUID().slice(0, 12)}`;
    expect((await round(token, roundId, 100_00)).statusCode).toBe(200);
    expect((await round(token, roundId, 100_00)).statusCode).toBe(200);
    let info = (await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data;
    expect(info.points).toBe(100);
    expect(info.exp).toBe(100);
    for (let i = 0; i < 9; i++) expect((await round(token, `loyal-${randomUUID().slice(0, 12)}`, 100_00)).statusCode).toBe(200);
    info = (await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data;
    expect(info.exp).toBe(1000);
    expect(info.level.sysname).toBe('silver');
    const notes = (await c.api.get('loyalty.getnotifications', {}, p.cookie)).body.data;
    expect(notes.items.map((n: { trigger: string }) => n.trigger).sort()).toEqual(['level_up', 'points']);
    expect(notes.items.find((n: { trigger: string }) => n.trigger === 'points')).toMatchObject({ type: 'credit', amount: 1000 });
    // Shown once.
    expect((await c.api.get('loyalty.getnotifications', {}, p.cookie)).body.data.items).toEqual([]);
    const kinds = await db().selectFrom('notifications').select('kind').where('account_id', '=', p.id).execute();
    expect(kinds.filter((k) => k.kind === 'loyalty.level_up')).toHaveLength(1);
  });

  it("tells of a level reached when the experience moved between the round's read and its write", async () => {
    const p = await funded(100_000_00);
    const token = await launch(p.cookie);
    expect((await round(token, `loyal-${randomUUID().slice(0, 12)}`, 100_00)).statusCode).toBe(200);
    // Another transaction moves the experience to just below silver (1,000) and holds the row until told to commit.
    const other = await holdingTransaction(db(), (trx) =>
      trx.updateTable('loyalty_accounts').set({ exp_milli: 950_000 }).where('account_id', '=', p.id).execute(),
    );
    // Promise.resolve starts the injected request now (it waits for a `then` otherwise).
    const playing = Promise.resolve(round(token, `loyal-${randomUUID().slice(0, 12)}`, 100_00));
    // On a PostgreSQL server the round has read 100 and its write waits for the row (the embedded database runs one transaction at a time).
    // The write starts `with round_allowed as` (one trip) or `with ledger_moved as` (the full path); the server shows a statement's first 1 KB.
    if (s.database.driver === 'pg') await waitingForLock(db(), 'with %');
    await other.commit();
    expect((await playing).statusCode).toBe(200);
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data).toMatchObject({ exp: 1050, level: { sysname: 'silver' } });
    const notes = (await c.api.get('loyalty.getnotifications', {}, p.cookie)).body.data;
    expect(notes.items.filter((n: { trigger: string }) => n.trigger === 'level_up')).toHaveLength(1);
    const kinds = await db().selectFrom('notifications').select('kind').where('account_id', '=', p.id).execute();
    expect(kinds.filter((k) => k.kind === 'loyalty.level_up')).toHaveLength(1);
  });

  it('a round earns by the programme as it is now: rates and levels changed between rounds count at once', async () => {
    const p = await funded(100_000_00);
    const token = await launch(p.cookie);
    const program = await db()
      .selectFrom('loyalty_programs')
      .select(['id', 'rates', 'levels'])
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rates = program.rates as Record<string, number>;
    try {
      expect((await round(token, `loyal-${randomUUID().slice(0, 12)}`, 100_00)).statusCode).toBe(200);
      expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(100 * (rates.slot ?? 0));
      await db()
        .updateTable('loyalty_programs')
        .set({ rates: JSON.stringify({ ...rates, slot: 3 }) as never })
        .where('id', '=', program.id)
        .execute();
      expect((await round(token, `loyal-${randomUUID().slice(0, 12)}`, 100_00)).statusCode).toBe(200);
      expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(100 * (rates.slot ?? 0) + 300);
      // A level lowered below the player's experience is reached by the next round.
      const levels = (program.levels as Array<{ sysname: string; minValue: number }>).map((l, i) => (i === 1 ? { ...l, minValue: 1 } : l));
      await db()
        .updateTable('loyalty_programs')
        .set({ levels: JSON.stringify(levels) as never })
        .where('id', '=', program.id)
        .execute();
      expect((await round(token, `loyal-${randomUUID().slice(0, 12)}`, 100_00)).statusCode).toBe(200);
      expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.level.sysname).toBe(levels[1]?.sysname);
    } finally {
      await db()
        .updateTable('loyalty_programs')
        .set({ rates: JSON.stringify(rates) as never, levels: JSON.stringify(program.levels) as never })
        .where('id', '=', program.id)
        .execute();
    }
  });

  it('a read that named the kept programme is answered from it even after a newer version was kept', async () => {
    const program = await db()
      .selectFrom('loyalty_programs')
      .select(['id', 'rates'])
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const read = async () => (await sql<{ program: ProgramRead | null }>`select (${mainProgramJson(db(), null)}) as program`.execute(db())).rows[0]!.program;
    const rates = program.rates as Record<string, number>;
    try {
      programOfRead(db(), await read());
      const named = await read();
      expect(named?.known).toBe(true);
      // The programme changes and a later read keeps the new version before the first read's answer is used.
      await db()
        .updateTable('loyalty_programs')
        .set({ rates: JSON.stringify({ ...rates, slot: 7 }) as never })
        .where('id', '=', program.id)
        .execute();
      const fresh = await read();
      expect(fresh?.known).toBe(false);
      expect(programOfRead(db(), fresh)?.rates).toMatchObject({ slot: 7 });
      expect(programOfRead(db(), named)?.rates).toEqual(rates);
    } finally {
      await db()
        .updateTable('loyalty_programs')
        .set({ rates: JSON.stringify(rates) as never })
        .where('id', '=', program.id)
        .execute();
    }
  });

  it('tells every point once while rounds and looks at the notices run at the same time', async () => {
    const p = await funded(100_000_00);
    const token = await launch(p.cookie);
    const look = async () => {
      const items = (await c.api.get('loyalty.getnotifications', {}, p.cookie)).body.data.items as Array<{ trigger: string; amount: number }>;
      return items.filter((n) => n.trigger === 'points').reduce((sum, n) => sum + n.amount, 0);
    };
    const rounds = Array.from({ length: 12 }, () => Promise.resolve(round(token, `loyal-${randomUUID().slice(0, 12)}`, 10_00)));
    const looks = Array.from({ length: 6 }, () => look());
    expect((await Promise.all(rounds)).every((r) => r.statusCode === 200)).toBe(true);
    const told = (await Promise.all(looks)).reduce((a, b) => a + b, 0) + (await look());
    const { points } = (await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data;
    expect(points).toBeGreaterThan(0);
    expect(told).toBe(points);
    expect(await look()).toBe(0);
  });

  it("ten rounds at the smallest stake add exactly ten times one round's points; the site is told whole points", async () => {
    const p = await funded(100_00);
    const token = await launch(p.cookie);
    await setPoints(p.id, 1_250);
    const min = stakeLimits('USD').min;
    expect(min).toBe(10);
    const ids = Array.from({ length: 10 }, () => `loyal-${randomUUID().slice(0, 12)}`);
    const logged = async () =>
      db().selectFrom('loyalty_points_log').select(['idempotency_key', 'points_milli']).where('account_id', '=', p.id).orderBy('id').execute();
    const notices = async () =>
      ((await c.api.get('loyalty.getnotifications', {}, p.cookie)).body.data.items as Array<{ trigger: string; amount: number }>).filter(
        (n) => n.trigger === 'points',
      );

    expect((await round(token, ids[0]!, min)).statusCode).toBe(200);
    const one = await logged();
    // 0.10 USD at 1 point a USD: a tenth of a point, kept; the site still shows 1,250.
    expect(one).toEqual([{ idempotency_key: `round:${ids[0]}`, points_milli: 100 }]);
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data).toMatchObject({ points: 1_250, exp: 0 });
    for (const id of ids.slice(1, 5)) expect((await round(token, id, min)).statusCode).toBe(200);
    // Half a point credited: nothing whole to tell yet, and nothing lost by looking.
    expect(await notices()).toEqual([]);
    for (const id of ids.slice(5)) expect((await round(token, id, min)).statusCode).toBe(200);
    // A round id again counts once.
    expect((await round(token, ids[9]!, min)).statusCode).toBe(200);

    const ten = await logged();
    expect(ten).toHaveLength(10);
    expect(ten.reduce((sum, l) => sum + Number(l.points_milli), 0)).toBe(10 * Number(one[0]!.points_milli));
    const row = await db().selectFrom('loyalty_accounts').select(['points_milli', 'exp_milli']).where('account_id', '=', p.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ points_milli: 1_251_000, exp_milli: 1_000 });
    const info = (await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data;
    expect(info).toMatchObject({ points: 1_251, exp: 1 });
    expect(Number.isInteger(info.points) && Number.isInteger(info.exp)).toBe(true);
    expect((await notices()).map((n) => n.amount)).toEqual([1]);
    expect(await notices()).toEqual([]);
  });

  it('a settled sportsbook bet earns its exact share by the same rule, once, whatever its stake', async () => {
    const p = await funded(100_00);
    const sportsbook = await realLaunch(s, p.cookie, 'dgt_sportsbook');
    await ensureEvents(db());
    const [event] = await listEvents(db());
    const keys = [`sb-min-${p.id}`, `sb-odd-${p.id}`];
    await placeBet(db(), sportsbook, { bet_key: keys[0], stake: stakeLimits('USD').min, selections: [{ event_id: event!.id, pick: 'home' }] });
    await placeBet(db(), sportsbook, { bet_key: keys[1], stake: 137, selections: [{ event_id: event!.id, pick: 'away' }] });
    await settleEvent(db(), event!.id, 'home');
    await settleEvent(db(), event!.id, 'home');
    const program = await db()
      .selectFrom('loyalty_programs')
      .select('rates')
      .where('is_active', '=', true)
      .orderBy('position')
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const rate = Number((program.rates as Record<string, number>).sportsbook);
    const log = await db().selectFrom('loyalty_points_log').select(['idempotency_key', 'points_milli']).where('account_id', '=', p.id).orderBy('id').execute();
    expect(log).toEqual([
      { idempotency_key: `sportsbook:${keys[0]}`, points_milli: pointsMilliFor(10, 'USD', rate) },
      { idempotency_key: `sportsbook:${keys[1]}`, points_milli: pointsMilliFor(137, 'USD', rate) },
    ]);
    expect(log[0]!.points_milli).toBeGreaterThan(0);
  });

  it('a demo round earns nothing', async () => {
    const p = await funded();
    const r = await app.inject({ method: 'GET', url: `/platform/game/${SLOT}/play?mode=demo`, headers: { cookie: p.cookie } });
    const token = /"token":"([A-Za-z0-9_-]{43})"/.exec(r.body)?.[1] ?? '';
    expect((await round(token, `demo-${randomUUID().slice(0, 12)}`, 100)).statusCode).toBe(200);
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(0);
  });
});

describe('the shop', () => {
  const product = async (sysname: string) => db().selectFrom('loyalty_products').selectAll().where('sysname', '=', sysname).executeTakeFirstOrThrow();

  it('buys a bonus: points spent, a loyalty bonus record granted, a repeat answers the same order', async () => {
    const p = await funded();
    await setPoints(p.id, 600);
    const bonus5 = await product('bonus-5');
    const key = randomUUID();
    const r = await c.api.post('loyalty.buyproduct', { product_id: String(bonus5.id) }, p.cookie, { 'idempotency-key': key });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ product_id: bonus5.id, price: 500, status: 'granted', points: 100 });
    const again = await c.api.post('loyalty.buyproduct', { product_id: String(bonus5.id) }, p.cookie, { 'idempotency-key': key });
    expect(again.body.data.id).toBe(r.body.data.id);
    const bonuses = (await c.api.get('bonuses.get', {}, p.cookie)).body.data;
    expect(bonuses.items.filter((b: { source: string }) => b.source === 'loyalty')).toHaveLength(1);
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(100);
  });

  it('refuses without enough points, without a key, or for no such product, with typed errors', async () => {
    const p = await funded();
    await setPoints(p.id, 100);
    const bonus5 = await product('bonus-5');
    const poor = await c.api.post('loyalty.buyproduct', { product_id: String(bonus5.id) }, p.cookie, { 'idempotency-key': randomUUID() });
    expect(poor.status).toBe(400);
    expect(poor.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { product_id: ['insufficient_points'] } });
    const nokey = await c.api.post('loyalty.buyproduct', { product_id: String(bonus5.id) }, p.cookie);
    expect(nokey.body.error.type).toBe('InvalidRequestException');
    const none = await c.api.post('loyalty.buyproduct', { product_id: '999999' }, p.cookie, { 'idempotency-key': randomUUID() });
    expect(none.body.error.fields).toEqual({ product_id: ['product_not_found'] });
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(100);
  });

  it('100 purchases at once with points for 10: exactly 10 succeed and points end at 0', async () => {
    const p = await funded();
    const spins = await product('spins-10');
    await setPoints(p.id, spins.price * 10);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => c.api.post('loyalty.buyproduct', { product_id: String(spins.id) }, p.cookie, { 'idempotency-key': randomUUID() })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.body.error.fields.product_id[0] === 'insufficient_points')).toBe(true);
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(0);
    const orders = await db().selectFrom('loyalty_orders').select('id').where('account_id', '=', p.id).execute();
    expect(orders).toHaveLength(10);
  }, 60_000);

  it('spends whole points from a balance with a fraction: the fraction stays, the price is logged in thousandths', async () => {
    const p = await funded();
    const bonus5 = await product('bonus-5');
    // A thousandth short of the price: refused, one whole point missing.
    await setPoints(p.id, 0, bonus5.price * 1000 - 1);
    const short = await c.api.post('loyalty.buyproduct', { product_id: String(bonus5.id) }, p.cookie, { 'idempotency-key': randomUUID() });
    expect(short.body.error).toMatchObject({ fields: { product_id: ['insufficient_points'] }, message: '1 points missing' });
    await setPoints(p.id, 0, bonus5.price * 1000 + 750);
    const key = randomUUID();
    const r = await c.api.post('loyalty.buyproduct', { product_id: String(bonus5.id) }, p.cookie, { 'idempotency-key': key });
    expect(r.body.data).toMatchObject({ price: bonus5.price, points: 0 });
    const row = await db().selectFrom('loyalty_accounts').select('points_milli').where('account_id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.points_milli).toBe(750);
    const log = await db().selectFrom('loyalty_points_log').select(['kind', 'points_milli']).where('idempotency_key', '=', `purchase:${key}`).execute();
    expect(log).toEqual([{ kind: 'purchase', points_milli: -bonus5.price * 1000 }]);
    expect((await c.api.get('loyalty.getinfo', {}, p.cookie)).body.data.points).toBe(0);
  });

  it('a physical prize makes a pending order and takes one from the stock', async () => {
    const p = await funded();
    const mug = await product('mug');
    await setPoints(p.id, mug.price);
    const r = await c.api.post('loyalty.buyproduct', { product_id: String(mug.id) }, p.cookie, { 'idempotency-key': randomUUID() });
    expect(r.body.data).toMatchObject({ status: 'pending', bonus_id: null, points: 0 });
    expect((await product('mug')).stock).toBe(mug.stock! - 1);
  });
});

describe('characters', () => {
  it('sets a character and answers the info; an unknown one is refused', async () => {
    const p = await funded();
    const list = (await c.api.get('loyalty.getcharacters', {}, p.cookie)).body.data.items;
    const r = await c.api.post('loyalty.setcharacter', { id: String(list[1].id) }, p.cookie);
    expect(r.status).toBe(200);
    expect(r.body.data.character.sysname).toBe(list[1].sysname);
    const bad = await c.api.post('loyalty.setcharacter', { id: '999999' }, p.cookie);
    expect(bad.body.error.fields).toEqual({ id: ['character_not_found'] });
  });
});
