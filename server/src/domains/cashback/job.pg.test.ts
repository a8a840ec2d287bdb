/**
 * The cashback job against a real database: net real-money losses per player and currency become
 * records of the scheme's share (per loyalty level, minimum, cap); a period run again writes
 * nothing new; the schedule's claim lets one of several runners run a period; stale claims are
 * taken over; active records past their date expire.
 */
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient } from '../../testing/cashier';
import { post } from '../wallet/ledger';
import type { LedgerTable } from '../../db/schema';
import { cashbackAmount, runCashback, STALE_CLAIM_SECONDS } from './job';
import { lastEnded, periodAt } from './periods';
import { cashbackTick } from './schedule';
import { cashbackScheme, DEFAULT_SETTINGS, writeCashbackSettings } from './settings';
import { excludeFromPlay } from '../../responsible/exclusions';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

let seq = 0;
async function move(accountId: number, kind: LedgerTable['kind'], amount: number, balanceKind: 'main' | 'bonus' = 'main') {
  await s.database.db.transaction().execute((trx) => post(trx, { accountId, balanceKind, kind, amount, idempotencyKey: `job-test-${++seq}` }));
}

/** A fresh player with 200.00 on the main balance, who then plays: bets and wins in minor units. */
async function playerWho(bets: number[], wins: number[] = []): Promise<number> {
  const { id } = await cashierClient(s.app).player();
  await move(id, 'adjustment', 200_00);
  for (const b of bets) await move(id, 'bet', -b);
  for (const w of wins) await move(id, 'win', w);
  return id;
}

const recordsOf = (accountId: number) =>
  s.database.db.selectFrom('cashbacks').selectAll().where('account_id', '=', accountId).where('scheme', 'is not', null).execute();

beforeEach(async () => {
  await s.database.db.deleteFrom('platform_settings').where('key', '=', 'cashback').execute();
});

describe('the amount', () => {
  const scheme = cashbackScheme.parse({ sysname: 'weekly', levels: { gold: { percent: 15, cap: { USD: 20 } }, bronze: { percent: 0 } }, cap: { USD: 100 } });
  it('is the share of the loss, rounded down, within the minimum and the cap of the level or the scheme', () => {
    expect(cashbackAmount(30_00, 'USD', scheme, undefined)).toEqual({ amount: 3_00, percent: 10 });
    expect(cashbackAmount(12_345, 'USD', scheme, 'silver')).toEqual({ amount: 1_234, percent: 10 });
    expect(cashbackAmount(9_99, 'USD', scheme, undefined).amount).toBe(0); // 0.99 < 1.00 minimum
    expect(cashbackAmount(5000_00, 'USD', scheme, undefined).amount).toBe(100_00);
    expect(cashbackAmount(1000_00, 'USD', scheme, 'gold')).toEqual({ amount: 20_00, percent: 15 });
    expect(cashbackAmount(1000_00, 'USD', scheme, 'bronze').amount).toBe(0);
    expect(cashbackAmount(5_000_00, 'UZS', scheme, undefined).amount).toBe(0); // 5,000 < 10,000 UZS minimum
    expect(cashbackAmount(500_000_00, 'UZS', scheme, undefined).amount).toBe(50_000_00);
  });
});

describe('a run', () => {
  it('writes 10 % of each losing player’s net real-money loss once, and nothing for winners, bonus play or small losses', async () => {
    const loser = await playerWho([50_00, 20_00], [40_00]); // net loss 30.00 → 3.00
    const winner = await playerWho([10_00], [25_00]);
    const small = await playerWho([5_00]); // 0.50 < 1.00
    const bonusOnly = await playerWho([]);
    await move(bonusOnly, 'adjustment', 100_00, 'bonus');
    await move(bonusOnly, 'bet', -80_00, 'bonus');

    const progress: Array<{ players: number; done: number; created: number }> = [];
    const [first] = await runCashback(s.database.db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand', onProgress: (p) => progress.push(p) });
    expect(first).toMatchObject({ scheme: 'weekly', status: 'done' });
    expect(first!.created).toBeGreaterThanOrEqual(1);
    // The command's progress: told at the start (nothing written yet) and after each batch, ending with what was written.
    expect(progress[0]).toMatchObject({ scheme: 'weekly', players: first!.players, done: 0, created: 0 });
    expect(progress.at(-1)).toMatchObject({ players: first!.players, done: first!.players, created: first!.created });
    const [record] = await recordsOf(loser);
    expect(record).toMatchObject({ status: 'active', amount: 3_00, currency: 'USD', scheme: 'weekly', loss: 30_00 });
    expect(Number(record!.percent)).toBe(10);
    const period = periodAt(new Date(), 'week', DEFAULT_SETTINGS.utc_offset_minutes);
    expect(new Date(record!.period_start!).getTime()).toBe(period.start.getTime());
    expect(new Date(record!.end_date).getTime()).toBe(period.end.getTime());
    expect(new Date(record!.receiving_expired_at!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);
    expect(record!.description).toEqual({ uz: { title: 'Haftalik keshbek' }, ru: { title: 'Еженедельный кешбэк' } });
    for (const id of [winner, small, bonusOnly]) expect(await recordsOf(id)).toEqual([]);

    // Again: nothing new for the same player, period and currency, even after more losses.
    await move(loser, 'bet', -100_00);
    const [second] = await runCashback(s.database.db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
    expect(second).toMatchObject({ status: 'done', created: 0 });
    expect(await recordsOf(loser)).toHaveLength(1);
  });

  it('pays a loyalty level its own share, and a campaign scheme beside the weekly one', async () => {
    const silver = await playerWho([100_00]);
    const program = await s.database.db.selectFrom('loyalty_programs').select('id').orderBy('position').limit(1).executeTakeFirstOrThrow();
    await s.database.db.insertInto('loyalty_accounts').values({ account_id: silver, program_id: program.id, exp_milli: 1_500_000 }).execute();
    const plain = await playerWho([100_00]);
    await writeCashbackSettings(s.database.db, {
      schemes: [
        { sysname: 'weekly', levels: { silver: { percent: 20 } } },
        {
          sysname: 'spring-boost',
          period: 'day',
          percent: 5,
          title: { uz: 'Bahorgi keshbek', ru: 'Весенний кешбэк' },
          starts_at: new Date(Date.now() - 86400_000).toISOString(),
        },
        { sysname: 'old-campaign', period: 'day', percent: 50, ends_at: '2020-01-01T00:00:00Z' },
      ],
    });
    const outcomes = await runCashback(s.database.db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
    expect(outcomes.map((o) => [o.scheme, o.status])).toEqual([
      ['weekly', 'done'],
      ['spring-boost', 'done'],
      ['old-campaign', 'outside'],
    ]);
    const amounts = async (id: number) => (await recordsOf(id)).map((r) => [r.scheme, r.amount]).sort();
    expect(await amounts(silver)).toEqual([
      ['spring-boost', 5_00],
      ['weekly', 20_00],
    ]);
    expect(await amounts(plain)).toEqual([
      ['spring-boost', 5_00],
      ['weekly', 10_00],
    ]);
  });

  it('adds the percentage points of a cashback boost bought in the loyalty shop on the losses made while it runs', async () => {
    const boosted = await playerWho([]);
    const expired = await playerWho([]);
    const db = s.database.db;
    const program = await db.selectFrom('loyalty_programs').select('id').orderBy('position').limit(1).executeTakeFirstOrThrow();
    const product = await db
      .insertInto('loyalty_products')
      .values({
        program_id: program.id,
        sysname: `boost-${boosted}`,
        type: 'cashback',
        price: 1,
        stock: null,
        grants: JSON.stringify({ percent: 5, days: 30 }) as never,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = (accountId: number, createdAt: Date) =>
      db
        .insertInto('loyalty_orders')
        .values({
          account_id: accountId,
          product_id: product.id,
          price: 1,
          status: 'granted',
          bonus_id: null,
          idempotency_key: `boost-${accountId}`,
          created_at: createdAt,
        })
        .execute();
    await order(boosted, new Date(Date.now() - 1000));
    await order(expired, new Date(Date.now() - 60 * 86400_000));
    // Lost after the purchase (a boost pays nothing on losses before it: boosts.pg.test.ts).
    await move(boosted, 'bet', -100_00);
    await move(expired, 'bet', -100_00);
    await writeCashbackSettings(db, {});

    await runCashback(db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
    const weekly = async (id: number) => (await recordsOf(id)).filter((r) => r.scheme === 'weekly');
    const [record] = await weekly(boosted);
    expect(record).toMatchObject({ amount: 15_00 });
    expect(Number(record!.percent)).toBe(15);
    expect((await weekly(expired)).map((r) => r.amount)).toEqual([10_00]);
  });

  it('writes nothing for a player under a time-out or self-exclusion, and again once a time-out has passed', async () => {
    const timedOut = await playerWho([50_00]);
    const selfExcluded = await playerWho([50_00]);
    const back = await playerWho([50_00]);
    await excludeFromPlay(s.database.db, { accountId: timedOut, period: '7d', ip: null });
    await excludeFromPlay(s.database.db, { accountId: selfExcluded, period: 'permanent', ip: null });
    await excludeFromPlay(s.database.db, { accountId: back, period: '24h', ip: null, now: new Date(Date.now() - 2 * 86400_000) });

    await runCashback(s.database.db, { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
    expect(await recordsOf(timedOut)).toEqual([]);
    expect(await recordsOf(selfExcluded)).toEqual([]);
    expect((await recordsOf(back)).map((r) => r.amount)).toEqual([5_00]);
  });

  it('refuses periods that are not dates or have not started, and unknown schemes', async () => {
    await expect(runCashback(s.database.db, { periods: ['2025-02-30'], startedBy: 'ops:test', mode: 'demand' })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
    await expect(runCashback(s.database.db, { periods: ['2999-01-01'], startedBy: 'ops:test', mode: 'demand' })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
    await expect(runCashback(s.database.db, { scheme: 'nope', startedBy: 'ops:test', mode: 'demand' })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
  });
});

describe('the schedule', () => {
  it('runs the last ended period once, whichever of several instances gets to it', async () => {
    await writeCashbackSettings(s.database.db, { schemes: [{ sysname: 'race' }] });
    const loser = await playerWho([70_00]);
    // A week later this week has ended: the ticks of two instances race for it.
    const later = new Date(Date.now() + 7 * 24 * 3600_000);
    const [a, b] = await Promise.all([cashbackTick(s.database.db, later), cashbackTick(s.database.db, later)]);
    expect([...a.runs, ...b.runs].map((r) => r.status).sort()).toEqual(['done', 'skipped']);
    expect(await recordsOf(loser)).toEqual([expect.objectContaining({ scheme: 'race', amount: 7_00 })]);
    // Later ticks leave the done period alone.
    expect((await cashbackTick(s.database.db, later)).runs.map((r) => r.status)).toEqual(['skipped']);
    const runs = await s.database.db.selectFrom('cashback_runs').selectAll().where('scheme', '=', 'race').execute();
    expect(runs).toEqual([expect.objectContaining({ status: 'done', started_by: 'schedule', players: expect.any(Number) })]);
  });

  it('takes over a claim whose runner died, and writes only what is missing', async () => {
    await writeCashbackSettings(s.database.db, { schemes: [{ sysname: 'stale' }] });
    const loser = await playerWho([40_00]);
    const later = new Date(Date.now() + 7 * 24 * 3600_000);
    const period = lastEnded(later, 'week', DEFAULT_SETTINGS.utc_offset_minutes);
    await s.database.db
      .insertInto('cashback_runs')
      .values({ scheme: 'stale', period_start: period.start, period_end: period.end, status: 'running', started_by: 'schedule', runner: 'other:1:x' })
      .execute();
    // While its runner is alive, the schedule leaves the period to it and an on-demand run finds it busy.
    expect((await cashbackTick(s.database.db, later)).runs.map((r) => r.status)).toEqual(['skipped']);
    expect((await runCashback(s.database.db, { scheme: 'stale', periods: ['current'], startedBy: 'ops:test', mode: 'demand', waitMs: 0 }))[0]!.status).toBe(
      'busy',
    );
    expect(await recordsOf(loser)).toEqual([]);
    // Its heartbeat stops: the next tick takes the claim over.
    await s.database.db
      .updateTable('cashback_runs')
      .set({ heartbeat_at: sql<Date>`now() - make_interval(secs => ${STALE_CLAIM_SECONDS + 60})` })
      .where('scheme', '=', 'stale')
      .execute();
    const { runs } = await cashbackTick(s.database.db, later);
    expect(runs.map((r) => r.status)).toEqual(['done']);
    expect(await recordsOf(loser)).toEqual([expect.objectContaining({ scheme: 'stale', amount: 4_00 })]);
    const run = await s.database.db.selectFrom('cashback_runs').selectAll().where('scheme', '=', 'stale').executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'done' });
    expect(run.runner).not.toBe('other:1:x');
  });

  it('does nothing while the operator has it off, and expires what is past its date', async () => {
    await writeCashbackSettings(s.database.db, { enabled: false });
    const id = await playerWho([20_00]);
    const [row] = await s.database.db
      .insertInto('cashbacks')
      .values({
        account_id: id,
        status: 'active',
        amount: 2_00,
        currency: 'USD',
        end_date: new Date(),
        receiving_expired_at: new Date(Date.now() - 1000),
        paid_out_at: null,
      })
      .returning('id')
      .execute();
    const tick = await cashbackTick(s.database.db, new Date(Date.now() + 40 * 24 * 3600_000));
    expect(tick.runs).toEqual([]);
    expect(tick.expired).toBeGreaterThanOrEqual(1);
    expect((await s.database.db.selectFrom('cashbacks').select('status').where('id', '=', row!.id).executeTakeFirstOrThrow()).status).toBe('expired');
  });
});
