/**
 * Withdrawals paid out, against a real database: the operator's approval and rejection (ops API,
 * audited, the player notified), the demo payout provider's outcome through its signed callback
 * (applied once, sent again until acknowledged), a rejection giving back exactly what was held,
 * a cancellation racing an approval, automatic approval, and the books under many decisions at once.
 */
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { createTestServer, type TestServer } from '../../testing/server';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../../testing/cashier';
import { signPayload } from '../../providers/callbacks/signature';
import type { Deliver } from '../../providers/callbacks/delivery';
import { callbackBody, decideDue, deliverDue, payoutCallbackSecret, type PayoutRow } from '../../providers/payouts/demo-provider';
import { approveWithdrawal, payoutRound, rejectWithdrawal, withinAutoApproval } from './payouts';
import { loadRates } from '../wallet/rates';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;

beforeAll(async () => {
  s = await createTestServer({ env: { PAYOUTS_DEMO_DELAY_SECONDS: '0', WITHDRAWALS_PER_DAY: '1000' } });
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  expect(await ledgerMismatches(db())).toEqual([]);
  expect(await paymentMismatches(db())).toEqual([]);
});

const db = () => s.database.db;
const CARD = JSON.stringify({ card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' });

/** The demo provider reaching the merchant's callback endpoint. */
const deliver =
  (app: FastifyInstance): Deliver =>
  async (path, headers, body) => {
    const r = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: r.statusCode, body: r.body };
  };

/** The provider's side of a round: decide what is due, then tell the merchant. */
async function providerRound(fail: 'all' | number[] = []) {
  await decideDue(db(), fail);
  await deliverDue(db(), deliver(s.app));
}

function ops(method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) {
  return s.app.inject({
    method,
    url,
    headers: { authorization: 'Bearer ops-secret', 'x-ops-actor': 'alice', ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

/** A player with a confirmed e-mail, `deposit` paid in and the test card as their own. */
async function playerWithMoney(deposit = 100, options: { verified?: boolean; currency?: string } = {}) {
  const p = await c.player({ confirmed: true, db: db(), ...(options.currency ? { currency: options.currency } : {}) });
  await c.deposit(p.cookie, deposit);
  await trustDetails(db(), p.id, 'visa_mastercard', CARD);
  if (options.verified) await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', p.id).execute();
  return p;
}

async function withdraw(cookie: string, amount: number) {
  const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: String(amount), requisites: CARD });
  if (r.status !== 200) throw new Error(`makewithdrawal: ${JSON.stringify(r.body)}`);
  return r.body.data as { id: number; status: string; withdrawal_status: string; can_cancel: boolean };
}

const info = async (cookie: string, id: number) => (await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data;
const notifications = (accountId: number) =>
  db().selectFrom('notifications').select(['kind', 'params']).where('account_id', '=', accountId).orderBy('id').execute();
const audit = (accountId: number) =>
  db()
    .selectFrom('account_audit')
    .select(['action', 'actor', 'details'])
    .where('account_id', '=', accountId)
    .where('action', 'like', 'withdrawal.%')
    .orderBy('id')
    .execute();
const returns = (id: number) => db().selectFrom('ledger').selectAll().where('idempotency_key', '=', `payment:${id}:reject`).execute();

describe('a withdrawal goes requested → approved → paid', () => {
  it('is queued for the operators, approved with an audit entry and a notice, then paid by the provider', async () => {
    const p = await playerWithMoney(100);
    const w = await withdraw(p.cookie, 60);
    expect(w).toMatchObject({ status: 'pending', withdrawal_status: 'requested', can_cancel: true });

    const queue = await ops('GET', '/ops/payouts');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.items.find((i: { id: number }) => i.id === w.id);
    expect(item).toMatchObject({
      player: { id: p.id },
      amount: { amount: 60, currency: 'USD' },
      method: 'visa_mastercard',
      verification: 'not_verified',
      withdrawal_status: 'requested',
    });
    expect(item.destination).toContain('1111');
    expect(item.destination).not.toMatch(/4111|Aziz/);
    expect(item.age_seconds).toBeGreaterThanOrEqual(0);

    const approved = await ops('POST', `/ops/payouts/${w.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ id: w.id, withdrawal_status: 'approved', changed: true });
    expect(await info(p.cookie, w.id)).toMatchObject({ status: 'pending', withdrawal_status: 'approved', can_cancel: false });
    // Handed to the provider at once.
    const row = await db().selectFrom('payments').select(['provider_ref', 'payout_requested_at']).where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(row.provider_ref).toBeTruthy();
    expect(row.payout_requested_at).not.toBeNull();
    expect(await db().selectFrom('demo_provider_payouts').select(['order_id', 'amount', 'currency']).where('order_id', '=', w.id).execute()).toEqual([
      { order_id: w.id, amount: 6000, currency: 'USD' },
    ]);
    // Approving again changes nothing; the player can no longer cancel; the operator can no longer reject.
    expect((await ops('POST', `/ops/payouts/${w.id}/approve`)).json().data).toMatchObject({ withdrawal_status: 'approved', changed: false });
    expect((await c.cancelWithdrawal(p.cookie, w.id)).body.error.type).toBe('WithdrawalDeclinedException');
    expect((await ops('POST', `/ops/payouts/${w.id}/reject`, { reason: 'late' })).json().error.type).toBe('WithdrawalDeclinedException');

    await providerRound();
    expect(await info(p.cookie, w.id)).toMatchObject({ status: 'success', withdrawal_status: 'paid', can_cancel: false });
    const history = await c.api.get('cashier.gethistory', { type: 'withdrawal' }, p.cookie);
    expect(history.body.data.items[0]).toMatchObject({ id: w.id, status: 'success', withdrawal_status: 'paid', amount: { amount: -60 } });
    // Old clients filtering by the coarse statuses still find it.
    expect((await c.api.get('cashier.gethistory', { type: 'withdrawal', statuses: 'success' }, p.cookie)).body.data.total).toBe(1);
    expect((await c.balance(p.cookie)).main).toBe(40);

    expect(await notifications(p.id)).toEqual([
      { kind: 'withdrawal.approved', params: { id: w.id, amount: 60, currency: 'USD' } },
      { kind: 'withdrawal.paid', params: { id: w.id, amount: 60, currency: 'USD' } },
    ]);
    expect((await audit(p.id)).map((a) => [a.action, a.actor])).toEqual([
      ['withdrawal.approved', 'ops:token:bootstrap'],
      ['withdrawal.paid', 'system'],
    ]);
    expect((await ops('POST', `/ops/payouts/${w.id}/reject`, {})).json().error.type).toBe('WithdrawalDeclinedException');
  });
});

describe('a rejected withdrawal', () => {
  it("gives back exactly what was held, once, with the operator's reason", async () => {
    const p = await playerWithMoney(100);
    const w = await withdraw(p.cookie, 45);
    expect((await c.balance(p.cookie)).main).toBe(55);
    const r = await ops('POST', `/ops/payouts/${w.id}/reject`, { reason: 'Documents do not match' });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ withdrawal_status: 'rejected', reason: 'Documents do not match', changed: true });
    expect((await c.balance(p.cookie)).main).toBe(100);
    expect(await returns(w.id)).toEqual([expect.objectContaining({ kind: 'withdrawal_reject', amount: 4500, currency: 'USD', balance_kind: 'main' })]);

    // Again, in parallel: nothing more comes back; nor can it be approved or cancelled now.
    const again = await Promise.all([1, 2, 3].map(() => ops('POST', `/ops/payouts/${w.id}/reject`, {})));
    expect(again.map((a) => a.json().data.changed)).toEqual([false, false, false]);
    expect((await ops('POST', `/ops/payouts/${w.id}/approve`)).json().error.type).toBe('WithdrawalDeclinedException');
    expect((await c.cancelWithdrawal(p.cookie, w.id)).body.error.type).toBe('WithdrawalDeclinedException');
    expect(await returns(w.id)).toHaveLength(1);
    expect((await c.balance(p.cookie)).main).toBe(100);
    expect(await info(p.cookie, w.id)).toMatchObject({ status: 'fail', withdrawal_status: 'rejected', can_cancel: false });
    expect(await notifications(p.id)).toEqual([{ kind: 'withdrawal.rejected', params: { id: w.id, amount: 45, currency: 'USD' } }]);
    expect(await audit(p.id)).toEqual([
      {
        action: 'withdrawal.rejected',
        actor: 'ops:token:bootstrap',
        details: { payment_id: w.id, amount: 4500, currency: 'USD', reason: 'Documents do not match' },
      },
    ]);
  });

  it('failed by the payout provider comes back the same way', async () => {
    const p = await playerWithMoney(80);
    const w = await withdraw(p.cookie, 30);
    await ops('POST', `/ops/payouts/${w.id}/approve`);
    await providerRound('all');
    expect(await info(p.cookie, w.id)).toMatchObject({ status: 'fail', withdrawal_status: 'rejected' });
    expect((await c.balance(p.cookie)).main).toBe(80);
    expect(await returns(w.id)).toHaveLength(1);
    const payment = await db().selectFrom('payments').select('reason').where('id', '=', w.id).executeTakeFirstOrThrow();
    expect(payment.reason).toBe('declined by the demo payout provider');
    expect((await notifications(p.id)).map((n) => n.kind)).toEqual(['withdrawal.approved', 'withdrawal.rejected']);
    expect((await audit(p.id)).map((a) => [a.action, a.actor])).toEqual([
      ['withdrawal.approved', 'ops:token:bootstrap'],
      ['withdrawal.rejected', 'system'],
    ]);
  });

  it('approved but never handed to a provider (none configured) may still be rejected by the operator', async () => {
    const p = await playerWithMoney(50);
    const w = await withdraw(p.cookie, 20);
    await approveWithdrawal(db(), w.id, 'ops:bob');
    expect((await rejectWithdrawal(db(), w.id, 'ops:bob', 'no payout route')).payment).toMatchObject({ status: 'fail', withdrawal_status: 'rejected' });
    expect((await c.balance(p.cookie)).main).toBe(50);
  });
});

describe("the provider's callback", () => {
  async function approvedPayout(amount = 25) {
    const p = await playerWithMoney(100);
    const w = await withdraw(p.cookie, amount);
    await ops('POST', `/ops/payouts/${w.id}/approve`);
    await decideDue(db(), []);
    const row = await db().selectFrom('demo_provider_payouts').selectAll().where('order_id', '=', w.id).executeTakeFirstOrThrow();
    return { ...p, w, row };
  }
  async function signed(body: string, ts = Math.floor(Date.now() / 1000)) {
    return {
      'content-type': 'application/json',
      'x-payment-timestamp': String(ts),
      'x-payment-signature': signPayload(await payoutCallbackSecret(db()), ts, body),
    };
  }
  const send = (headers: Record<string, string>, body: string, path = '/payouts/callback/demo') =>
    s.app.inject({ method: 'POST', url: path, headers, payload: body });

  it('refuses a forged, missing or stale signature, a tampered or malformed body, and changes nothing', async () => {
    const { cookie, w, row } = await approvedPayout();
    const body = callbackBody(row);
    const good = await signed(body);
    expect((await send({ ...good, 'x-payment-signature': `v1=${'0'.repeat(64)}` }, body)).statusCode).toBe(401);
    expect((await send({ 'content-type': 'application/json' }, body)).statusCode).toBe(401);
    expect((await send(await signed(body, Math.floor(Date.now() / 1000) - 3600), body)).statusCode).toBe(401);
    expect((await send(good, body.replace('"success"', '"fail"'))).statusCode).toBe(401);
    const junk = '{"event_id":1}';
    expect((await send(await signed(junk), junk)).statusCode).toBe(400);
    expect((await send(good, body, '/payouts/callback/acme')).statusCode).toBe(404);
    expect(await info(cookie, w.id)).toMatchObject({ withdrawal_status: 'approved' });
  });

  it('applies a valid outcome once; a replay, or another outcome after it, changes nothing', async () => {
    const { cookie, w, row } = await approvedPayout(25);
    const body = callbackBody(row);
    const first = await send(await signed(body), body);
    expect(first.json()).toEqual({ status: 'applied' });
    expect((await send(await signed(body), body)).json()).toEqual({ status: 'duplicate' });
    const failed = callbackBody({ ...row, status: 'failed' });
    expect((await send(await signed(failed), failed)).json()).toEqual({ status: 'ignored' });
    expect(await info(cookie, w.id)).toMatchObject({ status: 'success', withdrawal_status: 'paid' });
    expect((await c.balance(cookie)).main).toBe(75);
    expect(await returns(w.id)).toEqual([]);
  });

  it('refuses an outcome whose amount, reference or order does not match', async () => {
    const { row } = await approvedPayout(25);
    const wrongAmount = callbackBody({ ...row, amount: row.amount + 1 });
    expect((await send(await signed(wrongAmount), wrongAmount)).statusCode).toBe(409);
    const wrongRef = callbackBody({ ...row, reference: 'x'.repeat(32) });
    expect((await send(await signed(wrongRef), wrongRef)).statusCode).toBe(409);
    const unknown = callbackBody({ ...row, order_id: 987_654_321 });
    expect((await send(await signed(unknown), unknown)).statusCode).toBe(404);
  });

  it('keeps an outcome the merchant did not acknowledge and sends it again', async () => {
    const { cookie, w } = await approvedPayout(35);
    const down: Deliver = async () => ({ status: 503, body: 'unavailable' });
    expect(await deliverDue(db(), down)).toBe(0);
    const kept = await db().selectFrom('demo_provider_payouts').selectAll().where('order_id', '=', w.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ callback_due: true, callback_attempts: 1, callback_error: '503 unavailable' });
    expect(await info(cookie, w.id)).toMatchObject({ withdrawal_status: 'approved' });
    // It waits its backoff before the next attempt.
    expect(kept.callback_next_at!.getTime()).toBeGreaterThan(Date.now());
    await db().updateTable('demo_provider_payouts').set({ callback_next_at: null }).where('order_id', '=', w.id).execute();
    expect(await deliverDue(db(), deliver(s.app))).toBeGreaterThanOrEqual(1);
    expect(await info(cookie, w.id)).toMatchObject({ withdrawal_status: 'paid' });
    const done: PayoutRow = await db().selectFrom('demo_provider_payouts').selectAll().where('order_id', '=', w.id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ callback_due: false, callback_attempts: 2, callback_error: null });
  });
});

describe('a cancellation racing an approval', () => {
  it('lets exactly one win, every time', async () => {
    const p = await playerWithMoney(500);
    const ids = [];
    for (let i = 0; i < 10; i++) ids.push((await withdraw(p.cookie, 20)).id);
    const outcomes = await Promise.all(
      ids.map(async (id, i) => {
        // Half of them the player's call starts first, half the operator's.
        let cancel: ReturnType<typeof c.cancelWithdrawal>;
        let approve: ReturnType<typeof ops>;
        if (i % 2) {
          cancel = c.cancelWithdrawal(p.cookie, id);
          approve = ops('POST', `/ops/payouts/${id}/approve`);
        } else {
          approve = ops('POST', `/ops/payouts/${id}/approve`);
          cancel = c.cancelWithdrawal(p.cookie, id);
        }
        const [cancelled, approved] = await Promise.all([cancel, approve]);
        expect([200, 402]).toContain(cancelled.status);
        expect([200, 402]).toContain(approved.statusCode);
        return { id, cancelled: cancelled.status === 200, approved: approved.statusCode === 200 };
      }),
    );
    for (const o of outcomes) {
      expect(o.cancelled !== o.approved).toBe(true);
      const row = await db().selectFrom('payments').select(['status', 'withdrawal_status']).where('id', '=', o.id).executeTakeFirstOrThrow();
      expect(row).toEqual(o.cancelled ? { status: 'cancel', withdrawal_status: 'cancelled' } : { status: 'pending', withdrawal_status: 'approved' });
    }
    const cancelled = outcomes.filter((o) => o.cancelled).length;
    expect((await c.balance(p.cookie)).main).toBe(500 - 20 * (10 - cancelled));
  });
});

describe('automatic approval', () => {
  it("approves a verified player's withdrawal up to the bound at once, and leaves the rest to the operators", async () => {
    const p = await playerWithMoney(300, { verified: true });
    const small = await withdraw(p.cookie, 100);
    expect(small).toMatchObject({ withdrawal_status: 'approved', can_cancel: false });
    expect(await audit(p.id)).toEqual([
      { action: 'withdrawal.approved', actor: 'system', details: { payment_id: small.id, amount: 10_000, currency: 'USD', automatic: true } },
    ]);
    expect(await db().selectFrom('demo_provider_payouts').select('order_id').where('order_id', '=', small.id).execute()).toHaveLength(1);
    expect((await withdraw(p.cookie, 101)).withdrawal_status).toBe('requested');

    const unverified = await playerWithMoney(100);
    expect((await withdraw(unverified.cookie, 20)).withdrawal_status).toBe('requested');
  });

  it('is caught up by the payout worker: a player verified after the request', async () => {
    const p = await playerWithMoney(100);
    const w = await withdraw(p.cookie, 50);
    expect(w.withdrawal_status).toBe('requested');
    await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', p.id).execute();
    const round = await payoutRound(db(), null, s.config.payouts);
    expect(round.approved).toBeGreaterThanOrEqual(1);
    expect(await info(p.cookie, w.id)).toMatchObject({ withdrawal_status: 'approved' });
  });

  it('compares other currencies in the base currency at the current rates', async () => {
    const { rates } = await loadRates(db());
    const bounds = [{ currency: 'USD', max: 10_000 }];
    const uzsPerUsd = rates.UZS!;
    expect(withinAutoApproval(10_000, 'USD', bounds, rates)).toBe(true);
    expect(withinAutoApproval(10_001, 'USD', bounds, rates)).toBe(false);
    expect(withinAutoApproval(Math.floor(100 * uzsPerUsd) * 100, 'UZS', bounds, rates)).toBe(true);
    expect(withinAutoApproval(Math.ceil(101 * uzsPerUsd) * 100, 'UZS', bounds, rates)).toBe(false);
    // Its own bound first; no rate, no automatic approval.
    expect(withinAutoApproval(500_000, 'UZS', [...bounds, { currency: 'UZS', max: 100 }], rates)).toBe(false);
    expect(withinAutoApproval(100, 'XXX', bounds, rates)).toBe(false);
    expect(withinAutoApproval(100, 'USD', [], rates)).toBe(false);
  });
});

describe('the ops API', () => {
  it('needs the ops token', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/ops/payouts' })).statusCode).toBe(401);
    expect((await ops('POST', '/ops/payouts/1/approve', undefined, { authorization: 'Bearer wrong' })).statusCode).toBe(401);
  });

  it('answers hostile input with a typed error, never a 500, and changes nothing', async () => {
    const p = await playerWithMoney(50);
    const w = await withdraw(p.cookie, 20);
    const before = await sql<{ n: string }>`select count(*) as n from account_audit`.execute(db());
    const ids = ['abc', '0', '-1', '1e3', '1.5', '99999999999999999999', "1' OR '1'='1", '%00', 'x'.repeat(5000)];
    for (const id of ids) {
      for (const action of ['approve', 'reject']) {
        const r = await ops('POST', `/ops/payouts/${encodeURIComponent(id)}/${action}`, {});
        expect([400, 404, 414]).toContain(r.statusCode);
        if (r.statusCode === 400) expect(r.json().error.type).toBe('InvalidParameterException');
      }
    }
    expect((await ops('POST', '/ops/payouts/987654321/approve')).json().error.type).toBe('InvalidParameterException');
    for (const reason of ['', 'x'.repeat(501), 'a\u0000b', '\u001b[2J', 42, ['a'], { a: 1 }]) {
      const r = await ops('POST', `/ops/payouts/${w.id}/reject`, { reason });
      expect(r.statusCode).toBe(400);
      expect(r.json().error.type).toBe('InvalidParameterException');
    }
    const broken = await s.app.inject({
      method: 'POST',
      url: `/ops/payouts/${w.id}/reject`,
      headers: { authorization: 'Bearer ops-secret', 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(broken.statusCode).toBe(400);
    for (const query of ['status=bogus', 'limit=0', 'limit=100000', 'offset=-1', "status=open'--"]) {
      const r = await ops('GET', `/ops/payouts?${query}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().error.type).toBe('InvalidParameterException');
    }
    expect(await info(p.cookie, w.id)).toMatchObject({ withdrawal_status: 'requested' });
    const after = await sql<{ n: string }>`select count(*) as n from account_audit`.execute(db());
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});

describe('the cashier history', () => {
  it('filters withdrawals by their payout stage', async () => {
    const p = await playerWithMoney(300);
    const requested = await withdraw(p.cookie, 20);
    const approved = await withdraw(p.cookie, 25);
    const rejected = await withdraw(p.cookie, 30);
    const cancelled = await withdraw(p.cookie, 35);
    await approveWithdrawal(db(), approved.id, 'ops:alice');
    await rejectWithdrawal(db(), rejected.id, 'ops:alice', 'test');
    await c.cancelWithdrawal(p.cookie, cancelled.id);
    const ids = async (params: Record<string, string>) =>
      ((await c.api.get('cashier.gethistory', { type: 'withdrawal', ...params }, p.cookie)).body.data.items as Array<{ id: number }>)
        .map((i) => i.id)
        .sort((a, b) => a - b);
    expect(await ids({ withdrawal_statuses: 'requested' })).toEqual([requested.id]);
    expect(await ids({ withdrawal_statuses: 'approved,rejected' })).toEqual([approved.id, rejected.id]);
    expect(await ids({ withdrawal_statuses: 'cancelled', statuses: 'cancel' })).toEqual([cancelled.id]);
    expect(await ids({})).toHaveLength(4);
    // Other tabs have no payout stages; an unknown stage is a typed refusal.
    expect((await c.api.get('cashier.gethistory', { type: 'deposit', withdrawal_statuses: 'paid' }, p.cookie)).body.data).toEqual({ items: [], total: 0 });
    expect((await c.api.get('cashier.gethistory', { type: 'cashbacks', withdrawal_statuses: 'paid' }, p.cookie)).body.data).toEqual({ items: [], total: 0 });
    const bad = await c.api.get('cashier.gethistory', { type: 'withdrawal', withdrawal_statuses: 'sent' }, p.cookie);
    expect([bad.status, bad.body.error.type]).toEqual([400, 'InvalidParameterException']);
  });
});

describe('many decisions at once', () => {
  it("keep the books right: approvals, rejections, cancellations and the provider's outcomes in parallel", async () => {
    const players = await Promise.all([1, 2, 3].map(() => playerWithMoney(2000)));
    const withdrawals: Array<{ id: number; cookie: string }> = [];
    for (const p of players) for (let i = 0; i < 12; i++) withdrawals.push({ id: (await withdraw(p.cookie, 20 + i * 5)).id, cookie: p.cookie });

    let n = 0;
    const actions: Array<() => Promise<unknown>> = [];
    for (const w of withdrawals) {
      // Each withdrawal gets several competing decisions, some of them repeated.
      const kind = n++ % 4;
      if (kind !== 1) actions.push(() => ops('POST', `/ops/payouts/${w.id}/approve`));
      if (kind === 0) actions.push(() => ops('POST', `/ops/payouts/${w.id}/reject`, { reason: 'race' }));
      if (kind === 1)
        actions.push(
          () => c.cancelWithdrawal(w.cookie, w.id),
          () => c.cancelWithdrawal(w.cookie, w.id),
          () => ops('POST', `/ops/payouts/${w.id}/reject`, {}),
        );
      if (kind === 2)
        actions.push(
          () => ops('POST', `/ops/payouts/${w.id}/approve`),
          () => c.cancelWithdrawal(w.cookie, w.id),
        );
      if (kind === 3)
        actions.push(
          () => ops('POST', `/ops/payouts/${w.id}/reject`, {}),
          () => ops('POST', `/ops/payouts/${w.id}/reject`, {}),
        );
    }
    // The provider decides and reports while the operators are still at it.
    const fail = withdrawals.filter((_, i) => i % 5 === 0).map((w) => w.id);
    actions.push(
      () => providerRound([]),
      () => providerRound([]),
    );
    const answers = await Promise.all(actions.sort(() => Math.random() - 0.5).map((a) => a()));
    for (const a of answers) {
      const status = (a as { statusCode?: number; status?: number } | undefined)?.statusCode ?? (a as { status?: number } | undefined)?.status;
      if (status !== undefined) expect([200, 402]).toContain(status);
    }
    // Some payouts fail at the provider.
    await db()
      .updateTable('demo_provider_payouts')
      .set({ decide_at: sql`now()` })
      .where('status', '=', 'processing')
      .execute();
    await decideDue(
      db(),
      (await db().selectFrom('payments').select('amount').where('id', 'in', fail).execute()).map((r) => r.amount),
    );
    await deliverDue(db(), deliver(s.app));
    await providerRound([]);

    expect(await ledgerMismatches(db())).toEqual([]);
    expect(await paymentMismatches(db())).toEqual([]);
    const rows = await db()
      .selectFrom('payments')
      .select(['id', 'status', 'withdrawal_status', 'amount', 'account_id'])
      .where(
        'id',
        'in',
        withdrawals.map((w) => w.id),
      )
      .execute();
    // Every approved one reached an outcome; each withdrawal ended in one state only.
    expect(rows.filter((r) => r.withdrawal_status === 'approved')).toEqual([]);
    // Which of the racing decisions wins is timing (on PostgreSQL the operators' calls, with fewer
    // statements before the lock, tend to win every race against the player's cancellation).
    for (const r of rows) expect(['paid', 'rejected', 'cancelled']).toContain(r.withdrawal_status);
    expect(rows.map((r) => r.withdrawal_status)).toContain('rejected');
    for (const p of players) {
      const kept = rows.filter((r) => r.account_id === p.id && r.withdrawal_status === 'paid').reduce((sum, r) => sum + r.amount, 0);
      expect((await c.balance(p.cookie)).main * 100).toBe(200_000 - kept);
    }
  }, 120_000);
});
