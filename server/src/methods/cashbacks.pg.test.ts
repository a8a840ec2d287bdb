/**
 * cashbacks.get / payout / remove through the API, and the cashback ops calls: a record the job
 * wrote is taken once (even by calls at once), credits the main balance with one `cashback`
 * ledger entry, tells the player and shows in the cashier's history; removed or expired ones
 * refuse with a typed error.
 */
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches } from '../testing/cashier';
import { post } from '../domains/wallet/ledger';
import { runCashback } from '../domains/cashback/job';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;
beforeAll(async () => {
  s = await createTestServer();
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());

const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token = 'ops-secret') =>
  s.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'tester' },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

let seq = 0;
/** A fresh player who lost `loss` (minor units) in real money this week, and the cashback run for it. */
async function loser(loss: number): Promise<{ cookie: string; id: number; cashback: number }> {
  const player = await c.player();
  const db = s.database.db;
  await db
    .transaction()
    .execute((trx) => post(trx, { accountId: player.id, balanceKind: 'main', kind: 'adjustment', amount: 500_00, idempotencyKey: `cb-api-${++seq}` }));
  await db
    .transaction()
    .execute((trx) => post(trx, { accountId: player.id, balanceKind: 'main', kind: 'bet', amount: -loss, idempotencyKey: `cb-api-${++seq}` }));
  // The running period is run by the job itself: through the ops API it needs a second operator.
  const [run] = await runCashback(db, { periods: ['current'], startedBy: 'ops:tester', mode: 'demand' });
  expect(run).toMatchObject({ status: 'done' });
  const row = await db.selectFrom('cashbacks').select('id').where('account_id', '=', player.id).executeTakeFirstOrThrow();
  return { ...player, cashback: row.id };
}

describe('cashbacks.get', () => {
  it('answers the records the job wrote, with their period and share, and expired ones as expired', async () => {
    const p = await loser(80_00);
    const got = await c.api.get('cashbacks.get', {}, p.cookie);
    expect(got.status).toBe(200);
    expect(got.body.data.total).toBe(1);
    const item = got.body.data.items[0];
    expect(item).toMatchObject({
      id: p.cashback,
      status: 'active',
      amount: { amount: 8, currency: 'USD' },
      percent: 10,
      description: { title: 'Haftalik keshbek' },
      paid_out_at: null,
    });
    expect(item.end_date - item.period_start).toBe(7 * 24 * 3600);
    expect(item.receiving_expired_at).toBeGreaterThan(Date.now() / 1000);
    expect((await c.api.get('cashbacks.get', {}, p.cookie, { locale: 'ru' })).body.data.items[0].description.title).toBe('Еженедельный кешбэк');

    // Past its date it is expired, before any sweep; filters follow what the player sees.
    await s.database.db
      .updateTable('cashbacks')
      .set({ receiving_expired_at: sql`now() - interval '1 minute'` })
      .where('id', '=', p.cashback)
      .execute();
    expect((await c.api.get('cashbacks.get', {}, p.cookie)).body.data.items[0].status).toBe('expired');
    expect((await c.api.get('cashbacks.get', { statuses: 'active' }, p.cookie)).body.data.total).toBe(0);
    expect((await c.api.get('cashbacks.get', { statuses: 'expired,removed,paid_out,active' }, p.cookie)).body.data.total).toBe(1);
    const refused = await c.api.post('cashbacks.payout', { cashback_id: String(p.cashback) }, p.cookie);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { cashback_id: 'cashback_expired' } });
    expect((await c.api.post('cashbacks.remove', { cashback_id: String(p.cashback) }, p.cookie)).body.error.fields).toEqual({
      cashback_id: 'cashback_expired',
    });
  });
});

describe('cashbacks.payout', () => {
  it('credits the main balance once, tells the player, and shows in the cashier history', async () => {
    const p = await loser(123_45); // 12.34
    const before = (await c.balance(p.cookie)).main;
    const paid = await c.api.post('cashbacks.payout', { cashback_id: String(p.cashback) }, p.cookie);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ id: p.cashback, status: 'paid_out', amount: { amount: 12.34, currency: 'USD' } });
    expect(paid.body.data.paid_out_at).toBeGreaterThan(0);
    expect((await c.balance(p.cookie)).main).toBeCloseTo(before + 12.34, 2);

    // Again: the same answer, nothing moves.
    const again = await c.api.post('cashbacks.payout', { cashback_id: String(p.cashback) }, p.cookie);
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe('paid_out');
    expect((await c.balance(p.cookie)).main).toBeCloseTo(before + 12.34, 2);

    const entries = await s.database.db
      .selectFrom('ledger')
      .select(['amount', 'kind', 'idempotency_key'])
      .where('account_id', '=', p.id)
      .where('kind', '=', 'cashback')
      .execute();
    expect(entries).toEqual([{ amount: 12_34, kind: 'cashback', idempotency_key: `cashback:${p.cashback}` }]);
    const notes = await s.database.db.selectFrom('notifications').select(['kind', 'params']).where('account_id', '=', p.id).execute();
    expect(notes).toEqual([{ kind: 'cashback.credited', params: { id: p.cashback, amount: 12.34, currency: 'USD' } }]);
    const audit = await s.database.db.selectFrom('account_audit').select(['action', 'actor']).where('account_id', '=', p.id).execute();
    expect(audit).toContainEqual({ action: 'cashback.paid_out', actor: 'player' });

    const history = await c.api.get('cashier.gethistory', { type: 'cashbacks' }, p.cookie);
    expect(history.body.data.total).toBe(1);
    expect(history.body.data.items[0]).toMatchObject({
      type: 'cashbacks',
      status: 'success',
      amount: { amount: 12.34, currency: 'USD' },
      description: 'Haftalik keshbek',
    });
    expect((await c.api.get('cashier.gethistory', { type: 'cashbacks' }, p.cookie, { locale: 'ru' })).body.data.items[0].description).toBe(
      'Еженедельный кешбэк',
    );

    // Paid out: it cannot be removed.
    expect((await c.api.post('cashbacks.remove', { cashback_id: String(p.cashback) }, p.cookie)).body.error.fields).toEqual({
      cashback_id: 'cashback_paid_out',
    });
    expect(await ledgerMismatches(s.database.db, p.id)).toEqual([]);
  });

  it('credits once when the player asks many times at once', async () => {
    const p = await loser(250_00);
    const before = (await c.balance(p.cookie)).main;
    const answers = await Promise.all(Array.from({ length: 8 }, () => c.api.post('cashbacks.payout', { cashback_id: String(p.cashback) }, p.cookie)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.body.data.status))).toEqual(new Set(['paid_out']));
    expect((await c.balance(p.cookie)).main).toBeCloseTo(before + 25, 2);
    const credits = await s.database.db.selectFrom('ledger').select('id').where('account_id', '=', p.id).where('kind', '=', 'cashback').execute();
    expect(credits).toHaveLength(1);
    expect(await s.database.db.selectFrom('notifications').select('id').where('account_id', '=', p.id).execute()).toHaveLength(1);
    expect(await ledgerMismatches(s.database.db)).toEqual([]);
  });

  it('refuses a removed cashback, another player’s, and a payout racing a removal pays at most once', async () => {
    const p = await loser(60_00);
    const removed = await c.api.post('cashbacks.remove', { cashback_id: String(p.cashback) }, p.cookie);
    expect(removed.status).toBe(200);
    expect(removed.body.data.status).toBe('removed');
    expect((await c.api.post('cashbacks.remove', { cashback_id: String(p.cashback) }, p.cookie)).status).toBe(200);
    const refused = await c.api.post('cashbacks.payout', { cashback_id: String(p.cashback) }, p.cookie);
    expect(refused.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { cashback_id: 'cashback_removed' } });
    expect((await c.api.get('cashbacks.get', { statuses: 'removed' }, p.cookie)).body.data.total).toBe(1);

    const q = await loser(60_00);
    const stranger = await c.api.post('cashbacks.payout', { cashback_id: String(q.cashback) }, p.cookie);
    expect(stranger.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { cashback_id: 'cashback_not_found' } });
    expect((await c.api.post('cashbacks.payout', { cashback_id: String(q.cashback) })).body.error.type).toBe('AuthorizationException');

    const [take, drop] = await Promise.all([
      c.api.post('cashbacks.payout', { cashback_id: String(q.cashback) }, q.cookie),
      c.api.post('cashbacks.remove', { cashback_id: String(q.cashback) }, q.cookie),
    ]);
    const credits = await s.database.db.selectFrom('ledger').select('amount').where('account_id', '=', q.id).where('kind', '=', 'cashback').execute();
    const status = (await s.database.db.selectFrom('cashbacks').select('status').where('id', '=', q.cashback).executeTakeFirstOrThrow()).status;
    expect(credits).toHaveLength(status === 'paid_out' ? 1 : 0);
    expect([take.status, drop.status]).toContain(200);
    expect(await ledgerMismatches(s.database.db)).toEqual([]);
  });
});

describe('the cashback ops calls', () => {
  it('need the ops token, check their input, and list runs and settings', async () => {
    expect((await ops('POST', '/ops/cashback/run', {}, 'wrong')).statusCode).toBe(401);
    const bad = await ops('POST', '/ops/cashback/run', { periods: ["2025-01-01' or 1=1"] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.type).toBe('InvalidParameterException');
    expect((await ops('POST', '/ops/cashback/run', { periods: 'x' })).statusCode).toBe(400);
    const done = await ops('POST', '/ops/cashback/run', {});
    expect(done.statusCode).toBe(200);
    expect(done.json().data.items[0]).toMatchObject({ scheme: 'weekly' });

    const runs = await ops('GET', '/ops/cashback/runs?limit=5');
    expect(runs.statusCode).toBe(200);
    // The period was already run by the first test: asking again does not run it twice.
    expect(runs.json().data.items[0]).toMatchObject({ scheme: 'weekly', status: 'done', started_by: 'ops:tester' });
    // The request is audited for the token that made it, not for the name its header claims.
    const audit = (await ops('GET', '/ops/audit?area=cashback')).json().data.items;
    expect(audit[0]).toMatchObject({ actor: 'token:bootstrap', action: 'run' });

    expect((await ops('GET', '/ops/cashback/settings')).json().data).toMatchObject({
      enabled: true,
      utc_offset_minutes: 300,
      schemes: [{ sysname: 'weekly', period: 'week', percent: 10 }],
    });
    const refused = await ops('PUT', '/ops/cashback/settings', { schemes: [{ sysname: 'weekly', percent: 150 }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toHaveProperty(['schemes.0.percent']);
    const saved = await ops('PUT', '/ops/cashback/settings', { schemes: [{ sysname: 'weekly', percent: 12, period: 'month' }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.schemes[0]).toMatchObject({ percent: 12, period: 'month', claim_days: 7 });
    await ops('PUT', '/ops/cashback/settings', {});
  });
});
