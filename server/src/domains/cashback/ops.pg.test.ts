/**
 * The cashback ops calls from the console: they belong to the `cashback` role (payments alone is
 * refused), every change of the settings or of the loyalty shop is audited with its operator, and
 * a run of the current period needs a second operator's confirmation (the bearer token alone is
 * refused there; past periods run as before).
 */
import { createTestServer, TEST_TOTP_VAULT, type TestServer } from '../../testing/server';
import { cashierClient } from '../../testing/cashier';
import { post } from '../wallet/ledger';
import { createOperator, type OperatorRole } from '../../ops/console/operators';
import { totpCode } from '../../ops/console/totp';
import { settingChanges } from '../../ops/settings-audit';
import { lastEnded, periodAt } from './periods';
import { DEFAULT_SETTINGS } from './settings';

/** The console's own origin (OPS_ORIGIN): operator cookies count there only. */
const OPS_HOST = 'ops.localhost';
const OPS = `http://${OPS_HOST}`;

let s: TestServer;
const PASSWORD = 'a long operator password';
const secrets: Record<string, string> = {};
let ip = 10;

beforeAll(async () => {
  s = await createTestServer({ env: { OPS_ORIGIN: OPS } });
  const make = async (login: string, roles: string[]) => {
    secrets[login] = (
      await createOperator(s.database.db, { login, password: PASSWORD, roles: roles as OperatorRole[], passwordCost: 12, vault: TEST_TOTP_VAULT })
    ).secret;
  };
  await make('pay', ['payments']);
  await make('cb', ['cashback']);
  await make('cb2', ['cashback']);
  await make('boss', ['admin']);
}, 90_000);
afterAll(() => s.close());

async function session(login: string) {
  await s.database.db.updateTable('operators').set({ totp_last_step: 0 }).where('login', '=', login).execute();
  const r = await s.app.inject({
    method: 'POST',
    url: '/ops/console/api/sign-in',
    headers: { host: OPS_HOST, origin: OPS, 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${ip++}` },
    payload: { login, password: PASSWORD, code: totpCode(secrets[login]!) },
  });
  expect(r.statusCode).toBe(200);
  return { cookie: String(r.headers['set-cookie'] ?? '').split(';')[0] ?? '', csrf: r.json().data.csrf as string };
}

type Who = { cookie: string; csrf: string } | 'bearer';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Who, payload?: object) =>
  s.app.inject({
    method,
    url,
    headers: {
      host: OPS_HOST,
      origin: OPS,
      ...(who === 'bearer' ? { authorization: 'Bearer ops-secret' } : { cookie: who.cookie, 'x-csrf-token': who.csrf }),
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  });

describe('the cashback role', () => {
  it('refuses a payments-only operator on cashback settings and runs, and lets a cashback operator in', async () => {
    const pay = await session('pay');
    for (const [method, url, body] of [
      ['GET', '/ops/cashback/settings', undefined],
      ['PUT', '/ops/cashback/settings', {}],
      ['GET', '/ops/cashback/runs', undefined],
      ['POST', '/ops/cashback/run', {}],
    ] as const) {
      const r = await call(method, url, pay, body);
      expect([method, url, r.statusCode, r.json().error?.type]).toEqual([method, url, 403, 'AccessDeniedException']);
    }
    const cb = await session('cb');
    expect((await call('GET', '/ops/cashback/settings', cb)).statusCode).toBe(200);
    expect((await call('GET', '/ops/cashback/runs', cb)).statusCode).toBe(200);
    // The payouts stay with payments.
    expect((await call('GET', '/ops/payouts', cb)).statusCode).toBe(403);
  });
});

describe('the settings audit', () => {
  it('writes who changed the cashback settings and schemes, before and after', async () => {
    const cb = await session('cb');
    const put = await call('PUT', '/ops/cashback/settings', cb, { max_percent: 20, schemes: [{ sysname: 'weekly', percent: 12 }] });
    expect(put.statusCode).toBe(200);
    const [scheme] = await settingChanges(s.database.db, { setting: 'cashback.scheme' });
    expect(scheme).toMatchObject({
      actor: 'ops:cb',
      subject: 'weekly',
      before: expect.objectContaining({ percent: 10 }),
      after: expect.objectContaining({ percent: 12 }),
    });
    const [settings] = await settingChanges(s.database.db, { setting: 'cashback.settings' });
    expect(settings).toMatchObject({
      actor: 'ops:cb',
      before: expect.objectContaining({ max_percent: 25 }),
      after: expect.objectContaining({ max_percent: 20 }),
    });

    expect((await call('PUT', '/ops/cashback/settings', 'bearer', { schemes: [{ sysname: 'weekly', percent: 11 }] })).statusCode).toBe(200);
    const [byToken] = await settingChanges(s.database.db, { setting: 'cashback.scheme' });
    expect(byToken).toMatchObject({ actor: 'ops:token', before: expect.objectContaining({ percent: 12 }), after: expect.objectContaining({ percent: 11 }) });
    // Refused input changes nothing and writes nothing.
    const count = (await settingChanges(s.database.db)).length;
    expect((await call('PUT', '/ops/cashback/settings', cb, { schemes: [{ sysname: 'weekly', percent: 500 }] })).statusCode).toBe(400);
    expect((await settingChanges(s.database.db)).length).toBe(count);
  });

  it('writes who changed a loyalty shop item, before and after', async () => {
    const boss = await session('boss');
    const product = await s.database.db
      .selectFrom('loyalty_products')
      .select(['id', 'price'])
      .where('sysname', '=', 'cashback-boost')
      .executeTakeFirstOrThrow();
    const r = await call('PUT', `/ops/loyalty/products/${product.id}`, boss, { price: 4000 });
    expect(r.statusCode).toBe(200);
    const [change] = await settingChanges(s.database.db, { setting: 'loyalty.shop_item' });
    expect(change).toMatchObject({
      actor: 'ops:boss',
      subject: String(product.id),
      before: expect.objectContaining({ price: Number(product.price) }),
      after: expect.objectContaining({ price: 4000 }),
    });
    expect((await call('PUT', `/ops/loyalty/products/${product.id}`, boss, { price: -1 })).statusCode).toBe(400);
    expect((await call('PUT', '/ops/loyalty/products/99999999', boss, { price: 1 })).statusCode).toBe(400);
    const created = await call('POST', '/ops/loyalty/products', 'bearer', {
      sysname: 'boost-10',
      type: 'cashback',
      price: 5000,
      grants: { percent: 10, days: 7 },
      title: { uz: 'Keshbek +10%', ru: 'Кешбэк +10%' },
    });
    expect(created.statusCode).toBe(200);
    const [added] = await settingChanges(s.database.db, { setting: 'loyalty.shop_item' });
    expect(added).toMatchObject({ actor: 'ops:token', before: null, after: expect.objectContaining({ sysname: 'boost-10', price: 5000 }) });
    // Shop items are not the cashback role's.
    expect((await call('PUT', `/ops/loyalty/products/${product.id}`, await session('cb'), { price: 1 })).statusCode).toBe(403);
  });
});

describe('a run of the current period', () => {
  const runsOf = (start: Date) => s.database.db.selectFrom('cashback_runs').selectAll().where('period_start', '=', start).execute();

  it('waits for a second operator: the one who asked cannot confirm it, another can', async () => {
    await call('PUT', '/ops/cashback/settings', 'bearer', {});
    const { id } = await cashierClient(s.app).player();
    await s.database.db.transaction().execute(async (trx) => {
      await post(trx, { accountId: id, balanceKind: 'main', kind: 'adjustment', amount: 100_00, idempotencyKey: `ops-two-${id}` });
      await post(trx, { accountId: id, balanceKind: 'main', kind: 'bet', amount: -50_00, idempotencyKey: `ops-two-bet-${id}` });
    });
    const current = periodAt(new Date(), 'week', DEFAULT_SETTINGS.utc_offset_minutes);
    const cb = await session('cb');
    const asked = await call('POST', '/ops/cashback/run', cb, { periods: ['current'] });
    expect(asked.statusCode).toBe(202);
    const request = asked.json().data.request as { id: number; status: string; requested_by: string };
    expect(request).toMatchObject({ status: 'pending', requested_by: 'cb' });
    expect(await runsOf(current.start)).toEqual([]);
    // A date inside the running period is the current period too.
    const today = new Date(Date.now() + DEFAULT_SETTINGS.utc_offset_minutes * 60_000).toISOString().slice(0, 10);
    expect((await call('POST', '/ops/cashback/run', cb, { periods: [today] })).statusCode).toBe(202);

    const self = await call('POST', `/ops/cashback/run-requests/${request.id}/confirm`, cb, {});
    expect([self.statusCode, self.json().error?.type]).toEqual([403, 'AccessDeniedException']);
    expect((await call('POST', `/ops/cashback/run-requests/${request.id}/confirm`, 'bearer', {})).statusCode).toBe(403);
    expect(await runsOf(current.start)).toEqual([]);

    const confirmed = await call('POST', `/ops/cashback/run-requests/${request.id}/confirm`, await session('cb2'), {});
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.items[0]).toMatchObject({ status: 'done' });
    expect(await runsOf(current.start)).toEqual([expect.objectContaining({ status: 'done', started_by: expect.stringContaining('cb2') })]);
    expect((await s.database.db.selectFrom('cashbacks').select('amount').where('account_id', '=', id).execute()).map((r) => r.amount)).toEqual([5_00]);
    // A request runs once.
    expect((await call('POST', `/ops/cashback/run-requests/${request.id}/confirm`, await session('boss'), {})).statusCode).toBe(400);
    const listed = await call('GET', '/ops/cashback/run-requests', cb);
    expect(listed.json().data.items.find((r: { id: number }) => r.id === request.id)).toMatchObject({ status: 'confirmed', confirmed_by: 'cb2' });
  });

  it('is refused to the bearer token; past periods run as before', async () => {
    const current = periodAt(new Date(), 'week', DEFAULT_SETTINGS.utc_offset_minutes);
    const before = await runsOf(current.start);
    const r = await call('POST', '/ops/cashback/run', 'bearer', { periods: ['current'] });
    expect([r.statusCode, r.json().error?.type]).toEqual([403, 'AccessDeniedException']);
    expect(await runsOf(current.start)).toEqual(before);
    const past = await call('POST', '/ops/cashback/run', 'bearer', {});
    expect(past.statusCode).toBe(200);
    expect(past.json().data.items[0]).toMatchObject({
      status: 'done',
      period: { start: lastEnded(new Date(), 'week', DEFAULT_SETTINGS.utc_offset_minutes).start.toISOString() },
    });
    expect((await call('POST', '/ops/cashback/run', await session('cb'), {})).statusCode).toBe(200);
  });
});
