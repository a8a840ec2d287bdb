/**
 * A withdrawal above the operator-set amount needs two different approvers: the first approval
 * records who gave it and moves nothing; the same operator cannot give the second; a different
 * one completes it. The queue shows the context the operators decide on, and who decided.
 */
import { createTestServer, TEST_TOTP_VAULT, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../testing/cashier';
import { writePolicy } from '../domains/kyc/policy';
import { createOperator } from '../ops/console/operators';
import { createOperatorToken } from '../ops/console/tokens';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  s = await createTestServer({ env: { PAYOUTS_DEMO_DELAY_SECONDS: '0', WITHDRAWALS_PER_DAY: '1000' } });
  c = cashierClient(s.app);
  await writePolicy(s.database.db, { newAccounts: false, verifyAbove: [] }, 'system');
  // Each operator acts with an API token of their own: the ops API records who made a call from it.
  for (const login of ['admin', 'alice', 'bob', 'carol']) {
    const { id } = await createOperator(db(), {
      login,
      password: 'a long operator password',
      roles: login === 'admin' ? ['admin'] : ['payments'],
      passwordCost: 12,
      vault: TEST_TOTP_VAULT,
    });
    tokens.set(login, (await createOperatorToken(db(), id, 'test')).token);
  }
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  expect(await ledgerMismatches(db())).toEqual([]);
  expect(await paymentMismatches(db())).toEqual([]);
});

const db = () => s.database.db;
const CARD = JSON.stringify({ card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' });

function ops(actor: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return s.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens.get(actor)!}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

describe('a large payout and two approvers', () => {
  it('waits after the first approval, refuses the same operator twice, and pays after a different one', async () => {
    const set = await ops('admin', 'PUT', '/ops/payout-settings', { second_approval_above: [{ currency: 'USD', amount: 100 }] });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ second_approval_above: [{ currency: 'USD', amount: 100 }], updated_by: 'ops:operator:admin' });

    const p = await c.player({ confirmed: true, db: db() });
    await c.deposit(p.cookie, 300);
    await trustDetails(db(), p.id, 'visa_mastercard', CARD);
    const made = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '150', requisites: CARD });
    expect(made.status).toBe(200);
    const id = made.body.data.id as number;

    const item = (await ops('alice', 'GET', `/ops/payouts/${id}`)).json().data;
    expect(item).toMatchObject({
      verification: 'not_verified',
      verification_at_request: 'not_verified',
      approval: { second_needed: true, first_approved_by: null },
      summary: { deposits: { amount: 300, currency: 'USD' }, earlier_withdrawals: 0 },
      decided_by: null,
    });
    expect(item.warnings).toEqual(expect.arrayContaining(['unverified', 'first_withdrawal', 'large_amount']));

    const ledgerBefore = await db().selectFrom('ledger').select('id').where('account_id', '=', p.id).execute();
    const first = await ops('alice', 'POST', `/ops/payouts/${id}/approve`, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ awaiting_second: true, withdrawal_status: 'requested', approval: { first_approved_by: 'ops:operator:alice' } });
    expect(await db().selectFrom('ledger').select('id').where('account_id', '=', p.id).execute()).toEqual(ledgerBefore);

    const again = await ops('alice', 'POST', `/ops/payouts/${id}/approve`, {});
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.json().error.message).toMatch(/different operator/);

    const second = await ops('bob', 'POST', `/ops/payouts/${id}/approve`, {});
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ awaiting_second: false, decided_by: 'ops:operator:bob', approval: { first_approved_by: 'ops:operator:alice' } });
    expect(['approved', 'paid']).toContain(second.json().data.withdrawal_status);
    expect(second.json().data.decided_at).toEqual(expect.any(String));
  });

  it('takes one operator to reject, recorded with the reason', async () => {
    const p = await c.player({ confirmed: true, db: db() });
    await c.deposit(p.cookie, 300);
    await trustDetails(db(), p.id, 'visa_mastercard', CARD);
    const made = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '150', requisites: CARD });
    const id = made.body.data.id as number;
    const rejected = await ops('carol', 'POST', `/ops/payouts/${id}/reject`, { reason: 'Card holder differs' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ withdrawal_status: 'rejected', decided_by: 'ops:operator:carol', reason: 'Card holder differs' });
  });
});
