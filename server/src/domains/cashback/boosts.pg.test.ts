/**
 * Cashback boosts bought in the loyalty shop: one active boost at a time (the shop refuses another
 * and keeps the points), a boost pays only on losses made after it was bought, the percent never
 * passes the operator's ceiling, and one player's record that cannot be written leaves the others
 * paid and is kept on the run.
 */
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient } from '../../testing/cashier';
import { post } from '../wallet/ledger';
import { buyProduct } from '../loyalty-shop/shop';
import { boostParts, cashbackAmount, runCashback } from './job';
import { cashbackScheme, writeCashbackSettings } from './settings';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

const db = () => s.database.db;
let seq = 0;
async function move(accountId: number, kind: 'adjustment' | 'bet' | 'win', amount: number) {
  await db()
    .transaction()
    .execute((trx) => post(trx, { accountId, balanceKind: 'main', kind, amount, idempotencyKey: `boost-test-${++seq}` }));
}
async function player(): Promise<number> {
  const { id } = await cashierClient(s.app).player();
  await move(id, 'adjustment', 500_00);
  return id;
}
const program = () => db().selectFrom('loyalty_programs').select('id').orderBy('position').limit(1).executeTakeFirstOrThrow();
async function boostProduct(percent = 5, days = 30): Promise<number> {
  const p = await db()
    .insertInto('loyalty_products')
    .values({
      program_id: (await program()).id,
      sysname: `boost-${++seq}`,
      type: 'cashback',
      price: 10,
      stock: null,
      grants: JSON.stringify({ percent, days }) as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(p.id);
}
const order = async (accountId: number, productId: number, createdAt: Date) =>
  db()
    .insertInto('loyalty_orders')
    .values({
      account_id: accountId,
      product_id: productId,
      price: 10,
      status: 'granted',
      bonus_id: null,
      idempotency_key: `boost-order-${++seq}`,
      created_at: createdAt,
    })
    .execute();
const weekly = (accountId: number) => db().selectFrom('cashbacks').selectAll().where('account_id', '=', accountId).where('scheme', '=', 'weekly').execute();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(async () => {
  await db().deleteFrom('platform_settings').where('key', '=', 'cashback').execute();
});

describe('the shop', () => {
  it('refuses a second cashback boost while one is active, and the player keeps their points', async () => {
    const id = await player();
    const { id: programId } = await program();
    await db().insertInto('loyalty_accounts').values({ account_id: id, program_id: programId, points_milli: 100_000 }).execute();
    const product = await boostProduct();
    await buyProduct(db(), id, product, `first-${id}`);
    await expect(buyProduct(db(), id, product, `second-${id}`)).rejects.toMatchObject({
      type: 'InvalidParameterException',
      fields: { product_id: ['boost_active'] },
    });
    const other = await boostProduct(3, 7);
    await expect(buyProduct(db(), id, other, `third-${id}`)).rejects.toMatchObject({ fields: { product_id: ['boost_active'] } });
    const points = await db().selectFrom('loyalty_accounts').select('points_milli').where('account_id', '=', id).executeTakeFirstOrThrow();
    // 100 points less the first boost's 10, in thousandths.
    expect(Number(points.points_milli)).toBe(90_000);
  });

  it('sells as many boosts at once as the operator allows', async () => {
    await writeCashbackSettings(db(), { max_active_boosts: 2 });
    const id = await player();
    await db()
      .insertInto('loyalty_accounts')
      .values({ account_id: id, program_id: (await program()).id, points_milli: 100_000 })
      .execute();
    const product = await boostProduct();
    await buyProduct(db(), id, product, `a-${id}`);
    await buyProduct(db(), id, product, `b-${id}`);
    await expect(buyProduct(db(), id, product, `c-${id}`)).rejects.toMatchObject({ fields: { product_id: ['boost_active'] } });
  });
});

describe('a boost in a run', () => {
  it('counts only for losses made after it was bought', async () => {
    const id = await player();
    await move(id, 'bet', -100_00); // before the purchase: the base 10 % only
    await pause(30);
    await order(id, await boostProduct(5), new Date());
    await pause(30);
    await move(id, 'bet', -50_00); // after it: 15 %
    await runCashback(db(), { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
    const [record] = await weekly(id);
    expect(record).toMatchObject({ amount: 17_50, loss: 150_00 });
  });

  it('never lifts the percent past the ceiling: 19 boosts neither fail the run nor pay back more than 25 %', async () => {
    const boosted = await player();
    const plain = await player();
    const product = await boostProduct(5);
    for (let i = 0; i < 19; i++) await order(boosted, product, new Date(Date.now() - 3600_000));
    await move(boosted, 'bet', -100_00);
    await move(plain, 'bet', -100_00);
    const [outcome] = await runCashback(db(), { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
    expect(outcome).toMatchObject({ status: 'done' });
    const [record] = await weekly(boosted);
    expect(record).toMatchObject({ amount: 25_00 });
    expect(Number(record!.percent)).toBe(25);
    expect((await weekly(plain)).map((r) => r.amount)).toEqual([10_00]);
  });

  it('keeps the error of a record that cannot be written on the run, and pays every other player', async () => {
    const bad = await player();
    const good = await player();
    await move(bad, 'bet', -100_00);
    await move(good, 'bet', -100_00);
    await sql`create or replace function refuse_test_cashback() returns trigger language plpgsql as $$
      begin if new.account_id = ${sql.lit(bad)} then raise exception 'refused for the test'; end if; return new; end $$`.execute(db());
    await sql`create trigger refuse_test_cashback before insert on cashbacks for each row execute function refuse_test_cashback()`.execute(db());
    try {
      const [outcome] = await runCashback(db(), { periods: ['current'], startedBy: 'ops:test', mode: 'demand' });
      expect(outcome).toMatchObject({ status: 'done' });
      expect((await weekly(good)).map((r) => r.amount)).toEqual([10_00]);
      expect(await weekly(bad)).toEqual([]);
      const run = (await db().selectFrom('cashback_runs').selectAll().where('scheme', '=', 'weekly').executeTakeFirstOrThrow()) as Record<string, unknown>;
      expect(run.status).toBe('done');
      expect(run.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ account_id: bad, error: expect.stringContaining('refused for the test') })]),
      );
    } finally {
      await sql`drop trigger refuse_test_cashback on cashbacks`.execute(db());
    }
  });
});

describe('the rules', () => {
  const scheme = cashbackScheme.parse({ sysname: 'weekly', levels: { gold: { percent: 30 } } });
  it('clamps the boosted percent to the ceiling, but never cuts a base share set above it', () => {
    expect(cashbackAmount(100_00, 'USD', scheme, undefined, 5, 25)).toEqual({ amount: 15_00, percent: 15 });
    expect(cashbackAmount(100_00, 'USD', scheme, undefined, 95, 25)).toEqual({ amount: 25_00, percent: 25 });
    expect(cashbackAmount(100_00, 'USD', scheme, 'gold', 5, 25)).toEqual({ amount: 30_00, percent: 30 });
    expect(cashbackAmount(100_00, 'USD', scheme, undefined, [{ loss: 50_00, percent: 5 }], 25)).toEqual({ amount: 12_50, percent: 12.5 });
  });
  it('attributes the period’s net loss to the times a boost ran, never more than the loss itself', () => {
    const boosts = [{ from: 100, to: 200, percent: 5 }];
    // 100 lost before, 50 after: 50 boosted.
    expect(
      boostParts(
        [
          { at: 50, amount: -100 },
          { at: 150, amount: -50 },
        ],
        150,
        boosts,
      ),
    ).toEqual([{ loss: 50, percent: 5 }]);
    // Lost before, won it back after: no loss, nothing boosted.
    expect(
      boostParts(
        [
          { at: 50, amount: -100 },
          { at: 150, amount: 100 },
        ],
        0,
        boosts,
      ),
    ).toEqual([]);
    // Won before, lost after: the net loss (50) is all that can be boosted.
    expect(
      boostParts(
        [
          { at: 50, amount: 50 },
          { at: 150, amount: -100 },
        ],
        50,
        boosts,
      ),
    ).toEqual([{ loss: 50, percent: 5 }]);
    // After the boost ran out: nothing boosted.
    expect(boostParts([{ at: 250, amount: -100 }], 100, boosts)).toEqual([]);
  });
});
