/**
 * The cashier against a real database: settings, deposits through the demo provider (money moves
 * only on its signed callback), idempotency, deposit limits, withdrawals and their refusals,
 * cancellation, offers and history.
 */
import { createTestServer, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches, overrideCashierSettings, paymentMismatches, trustDetails } from '../testing/cashier';
import { depositLimitView } from '../domains/payments/deposit-limits';
import { expirePendingDeposits } from '../domains/payments/payments';
import { callbackBody, decide, deliverDue, expireCheckouts, type CheckoutRow, type Deliver } from '../providers/payments/demo-provider';
import { callbackSecret } from '../providers/payments/secret';
import { signPayload } from '../providers/callbacks/signature';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;

beforeAll(async () => {
  s = await createTestServer();
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  expect(await ledgerMismatches(s.database.db)).toEqual([]);
  expect(await paymentMismatches(s.database.db)).toEqual([]);
});

const db = () => s.database.db;
const CARD = JSON.stringify({ card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' });

describe('settings', () => {
  it('lists the deposit methods of the player currency with icons, bounds and amounts', async () => {
    const { cookie } = await c.player();
    const r = await c.api.get('cashier.getdepositsettings', {}, cookie);
    expect(r.status).toBe(200);
    const { currency, methods, deposit_limit } = r.body.data;
    expect(currency).toBe('USD');
    expect(methods.map((m: { sysname: string }) => m.sysname)).toEqual(['visa_mastercard', 'uzcard', 'humo', 'payme', 'click', 'crypto_demo']);
    expect(methods[0]).toMatchObject({
      name: 'Visa / Mastercard',
      flow: 'redirect',
      currency: 'USD',
      min: 10,
      max: 5000,
      amounts: [{ value: 10 }, { value: 25 }, { value: 50 }, { value: 100 }, { value: 250 }],
      icons: { default: '/payments/icons/visa_mastercard.svg', mono: '/payments/icons/visa_mastercard-mono.svg' },
      description: { title: 'Bank kartasi' },
    });
    expect(methods.find((m: { sysname: string }) => m.sysname === 'payme').fields).toEqual([
      { name: 'phone', type: 'phone', label: 'Payme telefon raqami', isRequired: true, regex: null },
    ]);
    expect(deposit_limit).toMatchObject({ period: 'none', limit_amount: null, available_amount: null, can_edit: true, limits: [] });
    const icon = await s.app.inject({ method: 'GET', url: methods[0].icons.default });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:|href=/);
  });

  it('answers methods in the player language and currency', async () => {
    const { cookie } = await c.player({ currency: 'UZS' });
    const r = await c.api.get('cashier.getdepositsettings', {}, cookie, { locale: 'ru' });
    const methods = r.body.data.methods;
    expect(methods.map((m: { sysname: string }) => m.sysname)).toEqual(['visa_mastercard', 'uzcard', 'humo', 'payme', 'click']);
    expect(methods[0]).toMatchObject({ currency: 'UZS', min: 50_000, description: { title: 'Банковская карта' } });
  });

  it('lists withdrawal methods, banks and rates', async () => {
    const { cookie } = await c.player();
    const w = (await c.api.get('cashier.getwithdrawsettings', {}, cookie)).body.data;
    expect(w.methods.map((m: { sysname: string }) => m.sysname)).toEqual(['visa_mastercard', 'uzcard', 'humo', 'bank_transfer', 'crypto_demo']);
    expect(w.methods[0]).toMatchObject({
      min: 20,
      max: 10_000,
      fields: [
        { name: 'card_number', type: 'cardNumber' },
        { name: 'card_holder', type: 'cardHolder' },
      ],
    });
    expect(w).toMatchObject({ currency: 'USD', available: { amount: 0, currency: 'USD' }, pending_count: 0 });
    const banks = (await c.api.get('cashier.getbanks', { method: 'bank_transfer' }, cookie)).body.data;
    expect(banks.total).toBe(8);
    expect((await c.api.get('cashier.getbanks', { method: 'visa_mastercard' }, cookie)).body.data.total).toBe(0);
    const rates = (await c.api.get('account.getcurrencyrates', {}, cookie)).body.data;
    expect(rates).toMatchObject({ base: 'USD', rates: { USD: 1, EUR: 0.92, UZS: 12650, RUB: 92.5 } });
    expect((await c.api.get('account.getcurrencyrates', { base: 'EUR' })).body.data.rates.USD).toBeCloseTo(1 / 0.92, 6);
  });

  it('is for players only', async () => {
    const r = await c.api.get('cashier.getdepositsettings');
    expect(r.body.error.type).toBe('AuthorizationException');
  });
});

describe('deposits', () => {
  it('move money only when the provider confirms: approved → balance up and a history row', async () => {
    const { cookie } = await c.player();
    const made = await c.makeDeposit(cookie, { method: 'visa_mastercard', methodId: '1', amount: '150' });
    expect(made.status).toBe(200);
    const { transaction, redirect } = made.body.data;
    expect(transaction).toMatchObject({
      type: 'deposit',
      status: 'pending',
      amount: { amount: 150, currency: 'USD' },
      method: 'visa_mastercard',
      campaign_offer_id: -1,
    });
    expect(redirect).toEqual({ url: expect.stringMatching(/^\/payments\/demo\/checkout\/[\w-]{20,}$/), flow: 'redirect' });
    // Returning to the success page by hand moves nothing: only the provider's callback does.
    expect((await c.balance(cookie)).main).toBe(0);
    const page = await s.app.inject({ method: 'GET', url: redirect.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('150.00 USD');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");

    const decided = await c.decide(redirect.url, 'approve');
    expect(decided).toMatchObject({ status: 303, location: `/cashier/paysuccess/${transaction.id}` });
    expect((await c.balance(cookie)).main).toBe(150);
    const info = (await c.api.get('cashier.getdepositinfo', { id: transaction.id }, cookie)).body.data;
    expect(info).toMatchObject({ id: transaction.id, status: 'success', amount: { amount: 150, currency: 'USD' }, domain: 'localhost' });
    const h = (await c.api.get('cashier.gethistory', { type: 'deposit' }, cookie)).body.data;
    expect(h).toMatchObject({ total: 1, items: [{ id: transaction.id, type: 'deposit', status: 'success', amount: { amount: 150 } }] });

    // A second decision on the same page changes nothing.
    expect((await c.decide(redirect.url, 'decline')).location).toBe(`/cashier/paysuccess/${transaction.id}`);
    expect((await c.balance(cookie)).main).toBe(150);
  });

  it('take one decision when the payer sends two at once: both pages show it, the money moves once', async () => {
    const { cookie } = await c.player();
    const { transaction, redirect } = (await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '80' })).body.data;
    const pages = await Promise.all([c.decide(redirect.url, 'approve'), c.decide(redirect.url, 'decline'), c.decide(redirect.url, 'approve')]);
    const outcome = pages[0].location;
    expect([`/cashier/paysuccess/${transaction.id}`, `/cashier/payfail/${transaction.id}`]).toContain(outcome);
    expect(pages.map((page) => page.location)).toEqual([outcome, outcome, outcome]);
    expect((await c.balance(cookie)).main).toBe(outcome?.includes('paysuccess') ? 80 : 0);
  });

  it('declined → payfail and the balance unchanged; cancelled → paycancel', async () => {
    const { cookie } = await c.player();
    const declined = await c.deposit(cookie, 40, 'decline');
    expect(declined.location).toBe(`/cashier/payfail/${declined.id}`);
    const cancelled = await c.deposit(cookie, 40, 'cancel');
    expect(cancelled.location).toBe('/cashier/paycancel');
    expect((await c.balance(cookie)).main).toBe(0);
    const statuses = (await c.api.get('cashier.gethistory', { type: 'deposit' }, cookie)).body.data.items.map((i: { status: string }) => i.status);
    expect(statuses).toEqual(['cancel', 'fail']);
  });

  it('left pending, then approved later on the provider page', async () => {
    const { cookie } = await c.player();
    const d = await c.deposit(cookie, 30, 'pending');
    expect(d.location).toBe(`/cashier/paypending/${d.id}`);
    expect((await c.api.get('cashier.getdepositinfo', { id: d.id }, cookie)).body.data.status).toBe('pending');
    expect((await c.balance(cookie)).main).toBe(0);
    expect((await c.decide(d.url, 'approve')).location).toBe(`/cashier/paysuccess/${d.id}`);
    expect((await c.balance(cookie)).main).toBe(30);
  });

  it('send Russian players back to Russian pages', async () => {
    const { cookie } = await c.player();
    const r = await c.api.post('cashier.makedeposit', { method: 'visa_mastercard', amount: '20' }, cookie, { 'idempotency-key': c.key() }, { locale: 'ru' });
    expect((await c.decide(r.body.data.redirect.url, 'decline')).location).toBe(`/ru/cashier/payfail/${r.body.data.transaction.id}`);
  });

  it('refuse amounts outside the method bounds, unknown methods and bad details with field errors', async () => {
    const { cookie } = await c.player();
    const low = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '5' });
    expect(low.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { amount: 'Min value is 10' } });
    const high = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '10000' });
    expect(high.body.error.fields).toEqual({ amount: 'Max value is 5,000' });
    const zero = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '0100' });
    expect(zero.body.error.fields).toEqual({ amount: 'Field regex' });
    const unknown = await c.makeDeposit(cookie, { method: 'no_such_method', amount: '50' });
    expect(unknown.body.error.fields).toEqual({ method: 'Wrong value' });
    const phone = await c.makeDeposit(cookie, { method: 'payme', amount: '50', requisites: JSON.stringify({ phone: 'abc' }) });
    expect(phone.body.error.fields).toEqual({ phone: 'Wrong phone number' });
    const uzsOnly = await c.player({ currency: 'RUB' });
    const wrongCurrency = await c.makeDeposit(uzsOnly.cookie, { method: 'uzcard', amount: '5000' });
    expect(wrongCurrency.body.error.fields).toEqual({ method: 'Wrong value' });
    expect(await db().selectFrom('payments').select('id').where('account_id', 'in', [uzsOnly.id]).execute()).toEqual([]);
  });

  it('follow a method changed after it was last read: new bounds at once, a switched-off method refused', async () => {
    const { cookie } = await c.player();
    // The method is read (and kept) by a first deposit.
    expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '20' })).status).toBe(200);
    const method = await db().selectFrom('payment_methods').select(['limits', 'is_active']).where('sysname', '=', 'visa_mastercard').executeTakeFirstOrThrow();
    const limits = method.limits as unknown as { deposit: Record<string, { min: number; max: number }> };
    try {
      const raised = { ...limits, deposit: { ...limits.deposit, USD: { ...limits.deposit.USD!, min: 30_00 } } };
      await db()
        .updateTable('payment_methods')
        .set({ limits: JSON.stringify(raised) } as never)
        .where('sysname', '=', 'visa_mastercard')
        .execute();
      const low = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '20' });
      expect(low.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { amount: 'Min value is 30' } });
      await db().updateTable('payment_methods').set({ is_active: false }).where('sysname', '=', 'visa_mastercard').execute();
      const off = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '40' });
      expect(off.body.error.fields).toEqual({ method: 'Wrong value' });
    } finally {
      await db()
        .updateTable('payment_methods')
        .set({ limits: JSON.stringify(method.limits), is_active: method.is_active } as never)
        .where('sysname', '=', 'visa_mastercard')
        .execute();
    }
    expect((await c.api.get('cashier.gethistory', { type: 'deposit' }, cookie)).body.data.total).toBe(1);
  });

  it('are recorded in the balance’s currency even when the session knew another one', async () => {
    const { cookie, id } = await c.player();
    expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '20' })).body.data.transaction.amount).toEqual({ amount: 20, currency: 'USD' });
    // The balances moved to another currency (the account's row, which the session keeps, not yet).
    await db().updateTable('balances').set({ currency: 'RUB' }).where('account_id', '=', id).execute();
    const made = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '2000' });
    expect(made.body.data.transaction.amount).toEqual({ amount: 2000, currency: 'RUB' });
  });

  it('open the right kind of page per method', async () => {
    const { cookie } = await c.player();
    const flows: Record<string, string> = {};
    for (const [method, requisites] of [
      ['uzcard', undefined],
      ['payme', JSON.stringify({ phone: '+998 90 123 45 67' })],
      ['click', undefined],
    ] as const) {
      const r = await c.makeDeposit(cookie, { method, amount: '20', ...(requisites ? { requisites } : {}) });
      expect(r.status).toBe(200);
      flows[method] = r.body.data.redirect.flow;
      if (method === 'uzcard') {
        const page = await s.app.inject({ method: 'GET', url: r.body.data.redirect.url });
        expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
        const decided = await c.decide(r.body.data.redirect.url, 'approve');
        // Inside the billing page's frame the payer leaves the frame for the outcome page.
        expect(decided.status).toBe(200);
        expect(decided.body).toContain(`/cashier/paysuccess/${r.body.data.transaction.id}`);
        expect(decided.body).toContain('target="_top"');
      }
      if (method === 'payme') expect(r.body.data.transaction.requisites).toEqual({ phone: '998901234567' });
    }
    expect(flows).toEqual({ uzcard: 'iframe', payme: 'mobile', click: 'newwindow' });
  });
});

describe('idempotency', () => {
  it('answers the first deposit for a repeated key and refuses the key for another request', async () => {
    const { cookie, id } = await c.player();
    const key = c.key();
    const first = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50' }, key);
    const again = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50' }, key);
    expect(again.body.data).toEqual(first.body.data);
    const other = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '60' }, key);
    expect(other.body.error.type).toBe('InvalidRequestException');
    const rows = await db().selectFrom('payments').select('id').where('account_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    // Concurrent repeats: still one payment.
    const k2 = c.key();
    const all = await Promise.all(Array.from({ length: 5 }, () => c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '70' }, k2)));
    expect(new Set(all.map((a) => a.body.data.transaction.id)).size).toBe(1);
    expect(await db().selectFrom('payments').select('id').where('account_id', '=', id).execute()).toHaveLength(2);
  });

  it('needs a key on money-moving calls', async () => {
    const { cookie } = await c.player();
    const r = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50' }, null);
    expect(r.body.error.type).toBe('InvalidRequestException');
    const w = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '50' }, null);
    expect(w.body.error.type).toBe('InvalidRequestException');
  });

  it('takes a withdrawal once for a repeated key', async () => {
    const { cookie, id } = await c.player({ confirmed: true, db: db() });
    await trustDetails(db(), id, 'visa_mastercard', CARD);
    await c.deposit(cookie, 100);
    const key = c.key();
    const params = { method: 'visa_mastercard', amount: '40', requisites: CARD };
    const results = await Promise.all([c.makeWithdrawal(cookie, params, key), c.makeWithdrawal(cookie, params, key), c.makeWithdrawal(cookie, params, key)]);
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect((await c.balance(cookie)).main).toBe(60);
    expect(await db().selectFrom('ledger').select('id').where('account_id', '=', id).where('kind', '=', 'withdrawal').execute()).toHaveLength(1);
  });
});

describe('provider callbacks', () => {
  async function pendingDeposit(amount = 25) {
    const { cookie } = await c.player();
    const r = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: String(amount) });
    const token = (r.body.data.redirect.url as string).split('/').pop()!;
    const row = await db().selectFrom('demo_provider_payments').selectAll().where('token', '=', token).executeTakeFirstOrThrow();
    return { cookie, id: r.body.data.transaction.id as number, row };
  }
  const send = async (body: string, headers: Record<string, string>) =>
    s.app.inject({ method: 'POST', url: '/payments/callback/demo', headers: { 'content-type': 'application/json', ...headers }, payload: body });
  const signed = async (body: string, at = Date.now()) => {
    const ts = Math.floor(at / 1000);
    return { 'x-payment-timestamp': String(ts), 'x-payment-signature': signPayload(await callbackSecret(db()), ts, body) };
  };
  const approved = (row: CheckoutRow, patch: Partial<CheckoutRow> = {}) => callbackBody({ ...row, status: 'approved', ...patch });

  it('refuses a forged, missing or stale signature and a tampered body', async () => {
    const { cookie, row } = await pendingDeposit();
    const body = approved(row);
    expect((await send(body, { 'x-payment-timestamp': String(Math.floor(Date.now() / 1000)), 'x-payment-signature': `v1=${'0'.repeat(64)}` })).statusCode).toBe(
      401,
    );
    expect((await send(body, {})).statusCode).toBe(401);
    expect((await send(body, await signed(body, Date.now() - 10 * 60_000))).statusCode).toBe(401);
    const headers = await signed(body);
    expect((await send(body.replace('"amount":2500', '"amount":2500000'), headers)).statusCode).toBe(401);
    expect((await c.balance(cookie)).main).toBe(0);
  });

  it('applies a valid callback once; a replay changes nothing', async () => {
    const { cookie, id, row } = await pendingDeposit(25);
    const body = approved(row);
    const headers = await signed(body);
    const first = await send(body, headers);
    expect([first.statusCode, first.json()]).toEqual([200, { status: 'applied' }]);
    const replay = await send(body, headers);
    expect([replay.statusCode, replay.json()]).toEqual([200, { status: 'duplicate' }]);
    // A later contrary outcome for a settled deposit is ignored.
    const declined = callbackBody({ ...row, status: 'declined' });
    expect((await send(declined, await signed(declined))).json()).toEqual({ status: 'ignored' });
    expect((await c.balance(cookie)).main).toBe(25);
    expect((await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data.status).toBe('success');
  });

  it('keeps an outcome the merchant did not acknowledge and delivers it later', async () => {
    const { cookie, id, row } = await pendingDeposit(35);
    // The payer approved, but the provider has not reached the merchant yet.
    await decide(db(), row.token, 'approve');
    expect((await c.balance(cookie)).main).toBe(0);
    expect((await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data.status).toBe('pending');
    const down: Deliver = async () => ({ status: 503, body: 'unavailable' });
    expect(await deliverDue(db(), down)).toBe(0);
    const due = await db()
      .selectFrom('demo_provider_payments')
      .select(['callback_due', 'callback_attempts'])
      .where('token', '=', row.token)
      .executeTakeFirstOrThrow();
    expect(due).toEqual({ callback_due: true, callback_attempts: 1 });
    // It waits its backoff: the next round leaves it, the one after the wait sends it.
    expect(await deliverDue(db(), down)).toBe(0);
    expect(
      (await db().selectFrom('demo_provider_payments').select('callback_attempts').where('token', '=', row.token).executeTakeFirstOrThrow()).callback_attempts,
    ).toBe(1);
    await db().updateTable('demo_provider_payments').set({ callback_next_at: null }).where('token', '=', row.token).execute();
    const up: Deliver = async (path, headers, body) => {
      const r = await s.app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: r.statusCode, body: r.body };
    };
    expect(await deliverDue(db(), up)).toBeGreaterThanOrEqual(1);
    expect((await c.balance(cookie)).main).toBe(35);
    expect(await deliverDue(db(), up)).toBe(0);
  });

  it('cancels abandoned checkouts; an unpaid deposit never counted against the deposit limit', async () => {
    const { cookie } = await c.player();
    await c.api.post('account.setDepositLimit', { period: 'day', amount: '50' }, cookie);
    const made = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '40' });
    const id = made.body.data.transaction.id as number;
    expect(made.body.data.transaction).toMatchObject({ can_cancel: true, expires_at: made.body.data.transaction.created_at + 30 * 60 });
    const row = await db().selectFrom('demo_provider_payments').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
    expect((await c.api.get('account.getDepositLimit', {}, cookie)).body.data).toMatchObject({ available_amount: { amount: 50 } });
    expect(await expireCheckouts(db(), 30)).toBe(0);
    await db()
      .updateTable('demo_provider_payments')
      .set({ created_at: new Date(Date.now() - 31 * 60_000) } as never)
      .where('token', '=', row.token)
      .execute();
    expect(await expireCheckouts(db(), 30)).toBe(1);
    const up: Deliver = async (path, headers, body) => {
      const r = await s.app.inject({ method: 'POST', url: path, headers, payload: body });
      return { status: r.statusCode, body: r.body };
    };
    await deliverDue(db(), up);
    expect((await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data.status).toBe('cancel');
    expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '20' })).status).toBe(200);
  });

  it('lets the player cancel an unpaid deposit, once; a late payment of it is never credited', async () => {
    const { cookie, id, row } = await pendingDeposit(30);
    const cancelled = await c.api.post('cashier.canceldeposit', { id: String(id) }, cookie, { 'idempotency-key': `cancel-${id}` });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ id, status: 'cancel', can_cancel: false });
    // Again: answered unchanged.
    const again = await c.api.post('cashier.canceldeposit', { id: String(id) }, cookie, { 'idempotency-key': `cancel-${id}-2` });
    expect(again.body.data).toMatchObject({ id, status: 'cancel' });
    // The provider's late "paid" is recorded and ignored: no money, the books stay balanced (afterEach).
    const late = approved(row);
    expect((await send(late, await signed(late))).json()).toEqual({ status: 'ignored' });
    expect((await c.balance(cookie)).main).toBe(0);
    expect((await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data.status).toBe('cancel');
  });

  it("refuses to cancel a paid deposit, another player's, or without a key", async () => {
    const { cookie, id, row } = await pendingDeposit(30);
    const paid = approved(row);
    await send(paid, await signed(paid));
    const r = await c.api.post('cashier.canceldeposit', { id: String(id) }, cookie, { 'idempotency-key': `cancel-${id}` });
    expect(r.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { id: 'Already settled' } });
    expect((await c.balance(cookie)).main).toBe(30);
    const other = await c.player();
    const foreign = await c.api.post('cashier.canceldeposit', { id: String(id) }, other.cookie, { 'idempotency-key': `cancel-${id}-x` });
    expect(foreign.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { id: 'Wrong value' } });
    expect((await c.api.post('cashier.canceldeposit', { id: String(id) }, cookie)).body.error.type).toBe('InvalidRequestException');
  });

  it('expires deposits unpaid longer than the setting, and a late payment credits nothing', async () => {
    const { cookie, id, row } = await pendingDeposit(30);
    expect(await expirePendingDeposits(db(), 30 * 60_000)).toBe(0);
    await db()
      .updateTable('payments')
      .set({ created_at: new Date(Date.now() - 31 * 60_000) } as never)
      .where('id', '=', id)
      .execute();
    expect(await expirePendingDeposits(db(), 30 * 60_000)).toBe(1);
    expect((await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data).toMatchObject({ status: 'cancel', can_cancel: false });
    const late = approved(row);
    expect((await send(late, await signed(late))).json()).toEqual({ status: 'ignored' });
    expect((await c.balance(cookie)).main).toBe(0);
  });

  it('refuses a signed event whose amount or order does not match', async () => {
    const { cookie, row } = await pendingDeposit(25);
    const wrongAmount = approved(row, { amount: 999_00 });
    expect((await send(wrongAmount, await signed(wrongAmount))).statusCode).toBe(409);
    const unknown = approved(row, { order_id: 987654321 });
    expect((await send(unknown, await signed(unknown))).statusCode).toBe(404);
    const malformed = '{"event_id":1}';
    expect((await send(malformed, await signed(malformed))).statusCode).toBe(400);
    expect((await c.balance(cookie)).main).toBe(0);
    // A refused event is not recorded: the right one under the same event id still settles the deposit.
    const right = approved(row);
    expect((await send(right, await signed(right))).json()).toEqual({ status: 'applied' });
    expect((await c.balance(cookie)).main).toBe(25);
  });

  const callbacksOf = (paymentId: number) => db().selectFrom('payment_callbacks').select(['event_id', 'status']).where('payment_id', '=', paymentId).execute();

  it('refuses an event whose reference or currency is not the deposit’s, and keeps nothing of it', async () => {
    const { cookie, id, row } = await pendingDeposit(25);
    // The reference the deposit keeps once the checkout is open (stored after the player's answer).
    await db().updateTable('payments').set({ provider_ref: row.token }).where('id', '=', id).execute();
    for (const wrong of [approved(row, { token: 'another-checkout' }), approved(row, { currency: 'RUB' })]) {
      const r = await send(wrong, await signed(wrong));
      expect([r.statusCode, r.json()]).toEqual([409, { error: expect.stringMatching(/does not match/) }]);
    }
    expect(await callbacksOf(id)).toEqual([]);
    expect((await c.balance(cookie)).main).toBe(0);
    expect((await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data.status).toBe('pending');
  });

  it('records a pending outcome without settling, then settles on the final one; a decline credits nothing', async () => {
    const paid = await pendingDeposit(25);
    const waiting = callbackBody({ ...paid.row, status: 'pending' });
    expect((await send(waiting, await signed(waiting))).json()).toEqual({ status: 'ignored' });
    expect(await callbacksOf(paid.id)).toEqual([{ event_id: `${paid.row.token}.pending`, status: 'pending' }]);
    expect((await c.api.get('cashier.getdepositinfo', { id: paid.id }, paid.cookie)).body.data.status).toBe('pending');
    const body = approved(paid.row);
    expect((await send(body, await signed(body))).json()).toEqual({ status: 'applied' });
    expect((await c.balance(paid.cookie)).main).toBe(25);

    const declined = await pendingDeposit(30);
    const no = callbackBody({ ...declined.row, status: 'declined' });
    expect((await send(no, await signed(no))).json()).toEqual({ status: 'applied' });
    expect((await c.api.get('cashier.getdepositinfo', { id: declined.id }, declined.cookie)).body.data.status).toBe('fail');
    expect((await c.balance(declined.cookie)).main).toBe(0);
    expect(await db().selectFrom('ledger').select('id').where('idempotency_key', '=', `payment:${declined.id}`).execute()).toEqual([]);
  });

  it('settles once when outcomes arrive at the same time: one event applies, a repeat is a duplicate, a contrary one is ignored', async () => {
    const { cookie, id, row } = await pendingDeposit(40);
    const yes = approved(row);
    const no = callbackBody({ ...row, status: 'declined' });
    const [yesHeaders, noHeaders] = [await signed(yes), await signed(no)];
    const answers = await Promise.all([send(yes, yesHeaders), send(yes, yesHeaders), send(no, noHeaders), send(yes, yesHeaders), send(no, noHeaders)]);
    const outcomes = answers.map((a) => (a.json() as { status: string }).status);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    const status = (await c.api.get('cashier.getdepositinfo', { id }, cookie)).body.data.status;
    // Whichever outcome came first settled the deposit; its repeats are duplicates, the other outcome's first delivery is ignored.
    const [winner, loser] =
      status === 'success'
        ? [
            [0, 1, 3],
            [2, 4],
          ]
        : [
            [2, 4],
            [0, 1, 3],
          ];
    expect(winner.map((n) => outcomes[n]).sort()).toEqual(winner.length === 3 ? ['applied', 'duplicate', 'duplicate'] : ['applied', 'duplicate']);
    expect(loser.map((n) => outcomes[n]).sort()).toEqual(loser.length === 3 ? ['duplicate', 'duplicate', 'ignored'] : ['duplicate', 'ignored']);
    expect((await c.balance(cookie)).main).toBe(status === 'success' ? 40 : 0);
    expect(await callbacksOf(id)).toHaveLength(2);
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over the limit with the typed error on the amount field', async () => {
    const { cookie } = await c.player();
    const set = await c.api.post('account.setDepositLimit', { period: 'day', amount: '100' }, cookie);
    expect(set.body.data).toMatchObject({
      period: 'day',
      limit_amount: { amount: 100, currency: 'USD' },
      available_amount: { amount: 100 },
      limits: [{ period: 'day', pending: null, used_amount: { amount: 0 } }],
    });
    const over = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '150' });
    expect(over.status).toBe(403);
    expect(over.body.error).toMatchObject({ type: 'BillingDepositLimitExceededException', fields: { amount: 'Deposit limit exceeded' } });
    // A deposit left unpaid takes nothing of the limit; a paid one does.
    await c.deposit(cookie, 60, 'pending');
    expect((await c.api.get('account.getDepositLimit', {}, cookie)).body.data).toMatchObject({ available_amount: { amount: 100 } });
    await c.deposit(cookie, 60);
    expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50' })).body.error.type).toBe('BillingDepositLimitExceededException');
    const ok = await c.deposit(cookie, 40);
    expect(ok.location).toBe(`/cashier/paysuccess/${ok.id}`);
    const limit = (await c.api.get('account.getDepositLimit', {}, cookie)).body.data;
    expect(limit).toMatchObject({ period: 'day', available_amount: { amount: 0 } });
    expect(limit.expired_at).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
  });

  it('applies the lowest of several limits', async () => {
    const { cookie } = await c.player();
    await c.api.post('account.setDepositLimit', { period: 'month', amount: '50' }, cookie);
    await c.api.post('account.setDepositLimit', { period: 'day', amount: '200' }, cookie);
    const limit = (await c.api.get('account.getDepositLimit', {}, cookie)).body.data;
    expect(limit).toMatchObject({ period: 'month', limit_amount: { amount: 50 } });
    expect(limit.limits.map((l: { period: string }) => l.period)).toEqual(['day', 'month']);
    expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '60' })).body.error.type).toBe('BillingDepositLimitExceededException');
  });

  it('lowers at once, raises and removes only after the cooling-off', async () => {
    const { cookie, id } = await c.player();
    await c.api.post('account.setDepositLimit', { period: 'week', amount: '500' }, cookie);
    const lowered = (await c.api.post('account.setDepositLimit', { period: 'week', amount: '300' }, cookie)).body.data;
    expect(lowered.limits[0]).toMatchObject({ limit_amount: { amount: 300 }, pending: null });
    const raised = (await c.api.post('account.setDepositLimit', { period: 'week', amount: '1000' }, cookie)).body.data;
    expect(raised.limits[0]).toMatchObject({ limit_amount: { amount: 300 }, pending: { limit_amount: { amount: 1000 } } });
    const wait = raised.limits[0].pending.effective_at - Date.now() / 1000;
    expect(wait).toBeGreaterThan(24 * 3600 - 60);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    // Still 300 now: a 400 deposit is refused.
    expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '400' })).body.error.type).toBe('BillingDepositLimitExceededException');
    // A day later the raise is in force.
    const later = await depositLimitView(db(), id, 'USD', 86_400_000, new Date(Date.now() + 25 * 3600_000));
    expect(later.limits[0]).toMatchObject({ limit_amount: { amount: 1000 }, pending: null });
    // Lowering again drops the pending raise; removing waits too.
    const again = (await c.api.post('account.setDepositLimit', { period: 'week', amount: '200' }, cookie)).body.data;
    expect(again.limits[0]).toMatchObject({ limit_amount: { amount: 200 }, pending: null });
    const removed = (await c.api.post('account.setDepositLimit', { period: 'week', amount: '' }, cookie)).body.data;
    expect(removed.limits[0]).toMatchObject({ limit_amount: { amount: 200 }, pending: { limit_amount: null } });
    const gone = await depositLimitView(db(), id, 'USD', 86_400_000, new Date(Date.now() + 25 * 3600_000));
    expect(gone).toMatchObject({ period: 'none', limits: [] });
    const events = await db().selectFrom('deposit_limit_events').select('action').where('account_id', '=', id).orderBy('id').execute();
    expect(events.map((e) => e.action)).toEqual(['set', 'lower', 'raise', 'lower', 'remove']);
  });

  it('applies a raise once its cooling-off is over', async () => {
    const restore = overrideCashierSettings(s.config, { coolingOffMs: 200 });
    try {
      const { cookie } = await c.player();
      await c.api.post('account.setDepositLimit', { period: 'day', amount: '20' }, cookie);
      await c.api.post('account.setDepositLimit', { period: 'day', amount: '80' }, cookie);
      expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50' })).body.error.type).toBe('BillingDepositLimitExceededException');
      await new Promise((r) => setTimeout(r, 300));
      expect((await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50' })).status).toBe(200);
    } finally {
      restore();
    }
  });
});

describe('withdrawals', () => {
  it('hold the money at once and give it back when cancelled', async () => {
    const { cookie, id } = await c.player({ confirmed: true, db: db() });
    await trustDetails(db(), id, 'visa_mastercard', CARD);
    await c.deposit(cookie, 200);
    const w = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', methodId: '1', amount: '120', requisites: CARD });
    expect(w.status).toBe(200);
    expect(w.body.data).toMatchObject({
      type: 'withdrawal',
      status: 'pending',
      can_cancel: true,
      requisites: { card_number: '•••• 1111', card_holder: 'AZIZ KARIMOV' },
    });
    expect((await c.balance(cookie)).main).toBe(80);
    const settings = (await c.api.get('cashier.getwithdrawsettings', {}, cookie)).body.data;
    expect(settings).toMatchObject({ available: { amount: 80 }, pending_count: 1 });
    const h = (await c.api.get('cashier.gethistory', { type: 'withdrawal' }, cookie)).body.data;
    expect(h.items[0]).toMatchObject({ id: w.body.data.id, amount: { amount: -120 }, can_cancel: true });

    const cancelled = await c.cancelWithdrawal(cookie, w.body.data.id);
    expect(cancelled.body.data).toMatchObject({ status: 'cancel', can_cancel: false });
    expect((await c.balance(cookie)).main).toBe(200);
    // Cancelling again answers the same withdrawal and moves nothing.
    expect((await c.cancelWithdrawal(cookie, w.body.data.id)).body.data.status).toBe('cancel');
    expect((await c.balance(cookie)).main).toBe(200);
    // Another player cannot cancel it.
    const other = await c.player();
    expect((await c.cancelWithdrawal(other.cookie, w.body.data.id)).body.error.type).toBe('InvalidParameterException');
  });

  it('refuse more than the balance and leave everything as it was', async () => {
    const { cookie, id } = await c.player({ confirmed: true, db: db() });
    await trustDetails(db(), id, 'visa_mastercard', CARD);
    await c.deposit(cookie, 50);
    const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '60', requisites: CARD });
    expect(r.status).toBe(402);
    expect(r.body.error).toMatchObject({ type: 'WithdrawalDeclinedException', fields: { amount: 'Insufficient funds' } });
    expect((await c.balance(cookie)).main).toBe(50);
    expect(await db().selectFrom('payments').select('id').where('account_id', '=', id).where('type', '=', 'withdrawal').execute()).toEqual([]);
  });

  it('need a confirmed contact, then verification when the KYC block is on', async () => {
    const { cookie, id } = await c.player();
    await trustDetails(db(), id, 'visa_mastercard', CARD);
    await c.deposit(cookie, 100);
    const params = { method: 'visa_mastercard', amount: '50', requisites: CARD };
    expect((await c.makeWithdrawal(cookie, params)).body.error.type).toBe('UserNeedConfirmContactException');
    await db().updateTable('contacts').set({ is_confirmed: true }).where('account_id', '=', id).execute();
    await db().updateTable('accounts').set({ is_kyc_block_enabled: true }).where('id', '=', id).execute();
    expect((await c.makeWithdrawal(cookie, params)).body.error.type).toBe('KycWithdrawalException');
    await db().updateTable('accounts').set({ is_verified: true }).where('id', '=', id).execute();
    expect((await c.makeWithdrawal(cookie, params)).status).toBe(200);
  });

  it('refuse amounts outside the method bounds, too many a day, and bad details', async () => {
    const restore = overrideCashierSettings(s.config, { withdrawalsPerDay: 2 });
    try {
      const { cookie, id } = await c.player({ confirmed: true, db: db() });
      await c.deposit(cookie, 500);
      const low = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '10', requisites: CARD });
      expect(low.body.error).toMatchObject({ type: 'WithdrawalLimitsExceededException', fields: { amount: 'Min value is 20' } });
      const badCard = await c.makeWithdrawal(cookie, {
        method: 'visa_mastercard',
        amount: '30',
        requisites: JSON.stringify({ card_number: '4111 1111 1111 1112', card_holder: 'A1' }),
      });
      expect(badCard.body.error.fields).toEqual({ card_number: 'Field Card number', card_holder: 'Wrong symbols in name' });
      const bank = await c.makeWithdrawal(cookie, {
        method: 'bank_transfer',
        amount: '30',
        requisites: JSON.stringify({ bank: 'nowhere', account_number: '123' }),
      });
      expect(bank.body.error.fields).toEqual({ bank: 'Field regex', account_number: 'Field regex' });
      const good = JSON.stringify({ bank: 'kapitalbank', account_number: '20208000900100001001' });
      await trustDetails(db(), id, 'bank_transfer', good);
      expect((await c.makeWithdrawal(cookie, { method: 'bank_transfer', amount: '30', requisites: good })).status).toBe(200);
      expect((await c.makeWithdrawal(cookie, { method: 'bank_transfer', amount: '30', requisites: good })).status).toBe(200);
      expect((await c.makeWithdrawal(cookie, { method: 'bank_transfer', amount: '30', requisites: good })).body.error.type).toBe(
        'WithdrawalLimitsPeriodExceededException',
      );
      expect((await c.balance(cookie)).main).toBe(440);
    } finally {
      restore();
    }
  });
});

describe('offers and history', () => {
  it('credits the offer bonus with a paid deposit, once per first deposit', async () => {
    const { cookie } = await c.player();
    const offers = (await c.api.get('campaigns.getoffers', { fields: 'trigger,description,promotions' }, cookie)).body.data.items;
    const welcome = offers.find((o: { sysname: string }) => o.sysname === 'welcome-100');
    expect(welcome.trigger).toMatchObject({ action: 'deposit', user_satisfies_params: true });
    expect(offers.find((o: { sysname: string }) => o.sysname === 'reload-50').trigger.user_satisfies_params).toBe(false);
    const crypto = await c.makeDeposit(cookie, { method: 'crypto_demo', amount: '50', campaign_offer_id: String(welcome.id) });
    expect(crypto.body.error.fields).toEqual({ campaign_offer_id: 'Wrong value' });

    const d = await c.deposit(cookie, 80, 'approve', { campaign_offer_id: String(welcome.id) });
    // The bonus is a record of the player's bonuses; its money moves when the player activates it.
    const [bonus] = (await c.api.get('bonuses.get', {}, cookie)).body.data.items;
    expect(bonus).toMatchObject({ status: 'available', source: 'deposit_offer', amount: { amount: 80, currency: 'USD' } });
    await c.api.post('bonuses.activate', { bonus_id: String(bonus.id) }, cookie);
    expect(await c.balance(cookie)).toEqual({ main: 80, bonus: 80 });
    expect((await c.api.get('cashier.getdepositinfo', { id: d.id }, cookie)).body.data.bonus).toEqual({ amount: 80, currency: 'USD' });
    const bonuses = (await c.api.get('cashier.gethistory', { type: 'bonuses' }, cookie)).body.data;
    expect(bonuses.items).toEqual([
      expect.objectContaining({ type: 'bonuses', status: 'success', amount: { amount: 80, currency: 'USD' }, description: '100% birinchi depozit bonusi' }),
    ]);
    const again = await c.makeDeposit(cookie, { method: 'visa_mastercard', amount: '50', campaign_offer_id: String(welcome.id) });
    expect(again.body.error.fields).toEqual({ campaign_offer_id: 'Wrong value' });
  });

  it('pages history newest first, 4 by default, by tab and status', async () => {
    const { cookie } = await c.player();
    for (let i = 0; i < 3; i++) await c.deposit(cookie, 10 + i, 'approve');
    for (let i = 0; i < 3; i++) await c.deposit(cookie, 20 + i, 'decline');
    const first = (await c.api.get('cashier.gethistory', { type: 'deposit' }, cookie)).body.data;
    expect(first.total).toBe(6);
    expect(first.items.map((i: { amount: { amount: number } }) => i.amount.amount)).toEqual([22, 21, 20, 12]);
    const second = (await c.api.get('cashier.gethistory', { type: 'deposit', offset: 4 }, cookie)).body.data;
    expect(second.items.map((i: { amount: { amount: number } }) => i.amount.amount)).toEqual([11, 10]);
    const paid = (await c.api.get('cashier.gethistory', { type: 'deposit', statuses: 'success' }, cookie)).body.data;
    expect(paid.total).toBe(3);
    expect((await c.api.get('cashier.gethistory', { type: 'cashbacks' }, cookie)).body.data).toEqual({ items: [], total: 0 });
  });

  it('shows the demo player their opening deposit and welcome bonus', async () => {
    const { login } = await import('../testing/server');
    const cookie = await login(s.app, 'demo@example.com', 'demo1234');
    const deposits = (await c.api.get('cashier.gethistory', { type: 'deposit' }, cookie)).body.data;
    expect(deposits.items[0]).toMatchObject({ status: 'success', amount: { amount: 500, currency: 'USD' }, method: 'visa_mastercard' });
    expect((await c.api.get('cashier.gethistory', { type: 'bonuses' }, cookie)).body.data.total).toBe(1);
    expect((await c.balance(cookie)).main).toBe(500);
  });

  it('keeps one player out of another player transactions', async () => {
    const a = await c.player();
    const b = await c.player();
    const d = await c.deposit(a.cookie, 15);
    expect((await c.api.get('cashier.getdepositinfo', { id: d.id }, b.cookie)).body.error.type).toBe('InvalidParameterException');
  });
});
