/**
 * An approval checks the identity verification rules in force when it is given, not only those in
 * force when the player asked to withdraw: a policy tightened meanwhile, or compliance asking this
 * player to verify, holds the withdrawal (a typed refusal naming the reason; it stays requested and
 * no money moves) until the player is verified, or the operator rejects it.
 */
import { createTestServer, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../testing/cashier';
import { approveWithdrawal } from '../domains/payouts/payouts';
import { writePolicy } from '../domains/kyc/policy';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;

beforeAll(async () => {
  s = await createTestServer({ env: { PAYOUTS_DEMO_DELAY_SECONDS: '0', WITHDRAWALS_PER_DAY: '1000' } });
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  await writePolicy(db(), { newAccounts: false, verifyAbove: [] }, 'system');
  expect(await ledgerMismatches(db())).toEqual([]);
  expect(await paymentMismatches(db())).toEqual([]);
});

const db = () => s.database.db;
const CARD = JSON.stringify({ card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' });

function ops(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return s.app.inject({
    method,
    url,
    headers: { authorization: 'Bearer ops-secret', 'x-ops-actor': 'alice', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

async function playerWithMoney(deposit = 200) {
  const p = await c.player({ confirmed: true, db: db() });
  await c.deposit(p.cookie, deposit);
  await trustDetails(db(), p.id, 'visa_mastercard', CARD);
  return p;
}

async function withdraw(cookie: string, amount: number): Promise<number> {
  const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: String(amount), requisites: CARD });
  if (r.status !== 200) throw new Error(`makewithdrawal: ${JSON.stringify(r.body)}`);
  expect(r.body.data.withdrawal_status).toBe('requested');
  return r.body.data.id as number;
}

/** What must not move while the approval is refused. */
async function snapshot(paymentId: number, accountId: number) {
  const payment = await db()
    .selectFrom('payments')
    .select(['status', 'withdrawal_status', 'approved_at', 'payout_requested_at', 'provider_ref'])
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  const ledger = await db().selectFrom('ledger').select(['kind', 'amount']).where('account_id', '=', accountId).orderBy('id').execute();
  const audit = await db().selectFrom('account_audit').select('action').where('account_id', '=', accountId).where('action', 'like', 'withdrawal.%').execute();
  const payouts = await db().selectFrom('demo_provider_payouts').select('order_id').where('order_id', '=', paymentId).execute();
  return { payment, ledger, audit, payouts };
}

const verify = (id: number) => db().updateTable('accounts').set({ is_verified: true }).where('id', '=', id).execute();

describe('approving a withdrawal re-checks identity verification', () => {
  it('refuses while a policy tightened after the request asks for verification above the amount', async () => {
    const p = await playerWithMoney();
    const id = await withdraw(p.cookie, 60);
    // Tightened after the request: withdrawals above 50 USD need a verified identity.
    const tightened = await ops('PUT', '/ops/kyc/policy', { verifyAbove: [{ currency: 'USD', amount: 50 }] });
    expect(tightened.statusCode).toBe(200);
    expect(tightened.json().data).toEqual({ newAccounts: false, verifyAbove: [{ currency: 'USD', amount: 50 }] });

    const before = await snapshot(id, p.id);
    const refused = await ops('POST', `/ops/payouts/${id}/approve`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ type: 'KycWithdrawalException', fields: { kyc: 'amount_above_policy' } });
    expect(refused.json().error.message).toMatch(/verif/i);
    await expect(approveWithdrawal(db(), id, 'ops:bob')).rejects.toMatchObject({ type: 'KycWithdrawalException', fields: { kyc: 'amount_above_policy' } });
    expect(await snapshot(id, p.id)).toEqual(before);
    expect(before.payment).toMatchObject({ status: 'pending', withdrawal_status: 'requested', approved_at: null });

    // A smaller withdrawal of the same player is within the policy.
    const small = await withdraw(p.cookie, 40);
    expect((await ops('POST', `/ops/payouts/${small}/approve`)).json().data).toMatchObject({ withdrawal_status: 'approved', changed: true });

    // Once verified, the held one is approved.
    await verify(p.id);
    expect((await ops('POST', `/ops/payouts/${id}/approve`)).json().data).toMatchObject({ id, withdrawal_status: 'approved', changed: true });
  });

  it('refuses while compliance asks this player to verify, and lets the operator reject instead', async () => {
    const p = await playerWithMoney();
    const id = await withdraw(p.cookie, 30);
    expect((await ops('POST', `/ops/kyc/${p.id}/require`, {})).json().data).toMatchObject({ is_kyc_block_enabled: true, is_verified: false });

    const before = await snapshot(id, p.id);
    const refused = await ops('POST', `/ops/payouts/${id}/approve`);
    expect([refused.statusCode, refused.json().error]).toEqual([
      403,
      expect.objectContaining({ type: 'KycWithdrawalException', fields: { kyc: 'player_required' } }),
    ]);
    expect(await snapshot(id, p.id)).toEqual(before);

    const rejected = await ops('POST', `/ops/payouts/${id}/reject`, { reason: 'identity not verified' });
    expect(rejected.json().data).toMatchObject({ id, withdrawal_status: 'rejected', changed: true });
    expect((await c.balance(p.cookie)).main).toBe(200);
  });

  it('compares a withdrawal in another currency with the policy at the current rates', async () => {
    const p = await c.player({ confirmed: true, db: db(), currency: 'EUR' });
    await c.deposit(p.cookie, 200);
    await trustDetails(db(), p.id, 'visa_mastercard', CARD);
    const id = await withdraw(p.cookie, 150);
    await ops('PUT', '/ops/kyc/policy', { verifyAbove: [{ currency: 'USD', amount: 100 }] });
    expect((await ops('POST', `/ops/payouts/${id}/approve`)).json().error).toMatchObject({
      type: 'KycWithdrawalException',
      fields: { kyc: 'amount_above_policy' },
    });
    await ops('PUT', '/ops/kyc/policy', {
      verifyAbove: [
        { currency: 'USD', amount: 100 },
        { currency: 'EUR', amount: 150 },
      ],
    });
    expect((await ops('POST', `/ops/payouts/${id}/approve`)).json().data).toMatchObject({ withdrawal_status: 'approved' });
  });

  it('refuses a malformed policy with a typed error', async () => {
    for (const body of [
      { verifyAbove: [{ currency: 'usd', amount: 5 }] },
      { verifyAbove: [{ currency: 'USD', amount: -1 }] },
      { verifyAbove: 'USD:5' },
      {},
      { verifyAbove: [{ currency: 'USD', amount: 1e15 }] },
    ]) {
      const r = await ops('PUT', '/ops/kyc/policy', body);
      expect([JSON.stringify(body), r.statusCode, r.json().error.type]).toEqual([JSON.stringify(body), 400, 'InvalidParameterException']);
    }
  });
});

describe('asking to withdraw under the KYC policy in force', () => {
  it('tells the player at once that an amount above the policy needs a verified identity; nothing is held', async () => {
    const p = await playerWithMoney();
    await writePolicy(db(), { verifyAbove: [{ currency: 'USD', amount: 50 }] }, 'system');
    const ledgerBefore = await db().selectFrom('ledger').select(['kind', 'amount']).where('account_id', '=', p.id).orderBy('id').execute();

    const refused = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '60', requisites: CARD });
    expect(refused.body.error).toMatchObject({ type: 'KycWithdrawalException', fields: { kyc: 'amount_above_policy' } });
    expect(await db().selectFrom('ledger').select(['kind', 'amount']).where('account_id', '=', p.id).orderBy('id').execute()).toEqual(ledgerBefore);

    // Below the bound it goes through; once verified, so does the larger amount.
    await withdraw(p.cookie, 40);
    await verify(p.id);
    const verified = await c.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '60', requisites: CARD });
    expect(verified.status).toBe(200);
  });
});
