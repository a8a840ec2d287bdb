/**
 * A stolen session must not pay out to the thief's own card: the first withdrawal to details the
 * player never withdrew to needs a code sent to a contact confirmed longer ago than the
 * configured cooling-off (however often the player signs in again), bound to those details and that amount.
 */
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../testing/server';
import { grantBonus } from '../domains/bonuses/bonuses';
import { cashierClient, ledgerMismatches, overrideCashierSettings, paymentMismatches } from '../testing/cashier';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;
const db = () => s.database.db;

beforeAll(async () => {
  s = await createTestServer();
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  expect(await ledgerMismatches(db())).toEqual([]);
  expect(await paymentMismatches(db())).toEqual([]);
});

const card = (n: string) => JSON.stringify({ card_number: n, card_holder: 'Aziz Karimov' });
const OWN = card('4111 1111 1111 1111');
const THIEF = card('5555 5555 5555 4444');
const WALLET = JSON.stringify({ wallet: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW' });

/** A player whose e-mail was confirmed an hour before this session, with 300 USD, and a phone the "thief" confirmed in it. */
async function victim() {
  const { cookie, id } = await c.player();
  const email = (await db().selectFrom('accounts').select('login').where('id', '=', id).executeTakeFirstOrThrow()).login;
  await db()
    .updateTable('contacts')
    .set({ is_confirmed: true, confirmed_at: sql<Date>`now() - interval '1 hour'` })
    .where('account_id', '=', id)
    .execute();
  await sql`update sessions set created_at = now() - interval '10 minutes' where account_id = ${id}`.execute(db());
  const phone = `99890${String(id).padStart(7, '0')}`;
  await db().insertInto('contacts').values({ account_id: id, kind: 'phone', value: phone, is_confirmed: true, confirmed_at: new Date() }).execute();
  await c.deposit(cookie, 300);
  return { cookie, id, email, phone };
}

async function codesTo(id: number) {
  return db().selectFrom('outbox').select(['recipient', 'body']).where('account_id', '=', id).where('purpose', '=', 'withdrawal').orderBy('id').execute();
}
const codeIn = (body: string) => /\b(\d{6})\b/.exec(body)![1]!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const withdrawals = (id: number) => db().selectFrom('payments').select('id').where('account_id', '=', id).where('type', '=', 'withdrawal').execute();

describe('withdrawal to new details', () => {
  it('asks for a code sent to the old contact, never to one added in this session', async () => {
    const { cookie, id, email, phone } = await victim();
    const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: THIEF });
    expect(r.status).toBe(400);
    expect(r.body.error.type).toBe('RequisitesValidationRequiredException');
    expect(r.body.error.fields).toMatchObject({ code: expect.any(String), resend_time: '60' });
    expect(JSON.stringify(r.body)).not.toContain(email);
    const sent = await codesTo(id);
    expect(sent.map((m) => m.recipient)).toEqual([email]);
    expect(sent.map((m) => m.recipient)).not.toContain(phone);
    expect(sent[0]!.body).toContain('4444');
    expect(sent[0]!.body).toContain('100');
    expect(await withdrawals(id)).toEqual([]);
    expect((await c.balance(cookie)).main).toBe(300);
  });

  it('goes through with the right code, once; a wrong code moves nothing', async () => {
    const { cookie, id } = await victim();
    const params = { method: 'visa_mastercard', amount: '100', requisites: THIEF };
    await c.makeWithdrawal(cookie, params);
    const code = codeIn((await codesTo(id))[0]!.body);

    const bad = await c.makeWithdrawal(cookie, { ...params, code: wrong(code) });
    expect(bad.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { code: 'Code is invalid' } });
    expect(await withdrawals(id)).toEqual([]);
    expect((await c.balance(cookie)).main).toBe(300);

    const key = c.key();
    const ok = await c.makeWithdrawal(cookie, { ...params, code }, key);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ type: 'withdrawal', status: 'pending', amount: { amount: 100 } });
    expect((await c.balance(cookie)).main).toBe(200);
    expect(await ledgerMismatches(db(), id)).toEqual([]);
    // A repeat of the same request answers the same withdrawal and takes nothing more.
    const again = await c.makeWithdrawal(cookie, { ...params, code }, key);
    expect(again.body.data.id).toBe(ok.body.data.id);
    expect((await c.balance(cookie)).main).toBe(200);

    // The details are now the player's: no code for them again.
    const before = (await codesTo(id)).length;
    expect((await c.makeWithdrawal(cookie, { ...params, amount: '50' })).status).toBe(200);
    expect(await codesTo(id)).toHaveLength(before);
    expect((await c.balance(cookie)).main).toBe(150);
  });

  it('binds the code to the details and the amount, and it cannot be used twice', async () => {
    const { cookie, id } = await victim();
    const params = { method: 'visa_mastercard', amount: '100', requisites: OWN };
    await c.makeWithdrawal(cookie, params);
    const code = codeIn((await codesTo(id))[0]!.body);
    const otherCard = await c.makeWithdrawal(cookie, { ...params, requisites: THIEF, code });
    expect(otherCard.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { code: 'Code is invalid' } });
    const otherAmount = await c.makeWithdrawal(cookie, { ...params, amount: '250', code });
    expect(otherAmount.body.error.type).toBe('InvalidParameterException');
    const otherMethod = await c.makeWithdrawal(cookie, { method: 'crypto_demo', amount: '100', requisites: WALLET, code });
    expect(otherMethod.body.error.type).toBe('InvalidParameterException');
    expect(await withdrawals(id)).toEqual([]);

    expect((await c.makeWithdrawal(cookie, { ...params, code })).status).toBe(200);
    const reused = await c.makeWithdrawal(cookie, { ...params, requisites: THIEF, code });
    expect(reused.body.error.type).toBe('InvalidParameterException');
    expect(await withdrawals(id)).toHaveLength(1);
    expect((await c.balance(cookie)).main).toBe(200);
  });

  it('kills a code after five wrong guesses', async () => {
    const { cookie, id } = await victim();
    const params = { method: 'crypto_demo', amount: '100', requisites: WALLET };
    await c.makeWithdrawal(cookie, params);
    const code = codeIn((await codesTo(id))[0]!.body);
    for (let i = 1; i <= 5; i++) {
      const r = await c.makeWithdrawal(cookie, { ...params, code: String((Number(code) + i) % 1_000_000).padStart(6, '0') });
      expect(r.body.error.type).toBe('InvalidParameterException');
    }
    const late = await c.makeWithdrawal(cookie, { ...params, code });
    expect(late.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { code: 'Time expired' } });
    expect(await withdrawals(id)).toEqual([]);
    expect((await c.balance(cookie)).main).toBe(300);
  });

  it('refuses while the only contact is newer than the cooling-off, says from when, and sends nothing', async () => {
    const { cookie, id } = await c.player();
    await c.deposit(cookie, 300);
    // The session's own confirmation, like a thief's.
    await db()
      .updateTable('contacts')
      .set({ is_confirmed: true, confirmed_at: sql<Date>`now() - interval '5 minutes'` })
      .where('account_id', '=', id)
      .execute();
    const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: THIEF });
    expect(r.body.error.type).toBe('RequisitesOnVerificationException');
    expect(r.status).toBeLessThan(500);
    const availableAt = Number(r.body.error.fields.available_at);
    // Confirmed 5 minutes ago, cooling-off of 15 minutes: possible in about 10 minutes.
    expect(availableAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(availableAt * 1000 - Date.now()).toBeLessThan(11 * 60_000);
    expect(r.body.error.fields.requisites).toBe('no_trusted_contact');
    expect(await codesTo(id)).toEqual([]);
    expect(await withdrawals(id)).toEqual([]);
  });

  it('holds across a new sign-in: only the time since the confirmation counts', async () => {
    const { cookie, id } = await c.player();
    await c.deposit(cookie, 300);
    await db()
      .updateTable('contacts')
      .set({ is_confirmed: true, confirmed_at: sql<Date>`now() - interval '5 minutes'` })
      .where('account_id', '=', id)
      .execute();
    // As if the player signed out and in again: the session is newer than the confirmation.
    await sql`update sessions set created_at = now() where account_id = ${id}`.execute(db());
    const again = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: OWN });
    expect(again.body.error.type).toBe('RequisitesOnVerificationException');
    expect(await codesTo(id)).toEqual([]);
    // Once the cooling-off is over, within the same session, the code goes out.
    await db()
      .updateTable('contacts')
      .set({ confirmed_at: sql<Date>`now() - interval '16 minutes'` })
      .where('account_id', '=', id)
      .execute();
    const later = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: OWN });
    expect(later.body.error.type).toBe('RequisitesValidationRequiredException');
    expect(await codesTo(id)).toHaveLength(1);
  });

  it('tells the contact rule before asking to forfeit an active bonus', async () => {
    const { cookie, id } = await c.player();
    await c.deposit(cookie, 300);
    await db().updateTable('contacts').set({ is_confirmed: true, confirmed_at: new Date() }).where('account_id', '=', id).execute();
    await db()
      .transaction()
      .execute((trx) =>
        grantBonus(trx, {
          accountId: id,
          kind: 'casino',
          source: 'ops',
          amount: 10_00,
          currency: 'USD',
          wager: 2,
          days: 7,
          description: { uz: { title: 'Test' } },
        }),
      );
    const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: OWN });
    expect(r.body.error.type).toBe('RequisitesOnVerificationException');
    expect(r.body.error.fields.forfeit_bonus).toBeUndefined();
    // Once the contact is old enough, the bonus question comes (then the code).
    await db()
      .updateTable('contacts')
      .set({ confirmed_at: sql<Date>`now() - interval '1 day'` })
      .where('account_id', '=', id)
      .execute();
    const asked = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: OWN });
    expect(asked.body.error).toMatchObject({ type: 'WithdrawalDeclinedException', fields: { forfeit_bonus: 'bonus_forfeit_required' } });
  });

  it('needs the contact to be older than the configured age', async () => {
    const restore = overrideCashierSettings(s.config, { trustedContactMinAgeMs: 2 * 3600_000 });
    try {
      const { cookie, id } = await victim();
      const r = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '100', requisites: THIEF });
      expect(r.body.error.type).toBe('RequisitesOnVerificationException');
      expect(await codesTo(id)).toEqual([]);
    } finally {
      restore();
    }
  });

  it("counts a paid withdrawal of this player as use, not a pending one nor another player's", async () => {
    const { cookie, id } = await victim();
    const params = { method: 'visa_mastercard', amount: '20', requisites: OWN };
    await c.makeWithdrawal(cookie, params);
    const ok = await c.makeWithdrawal(cookie, { ...params, code: codeIn((await codesTo(id))[0]!.body) });
    expect(ok.status).toBe(200);
    // As for details used before codes existed: only the payment history tells.
    await db().deleteFrom('withdrawal_destinations').where('account_id', '=', id).execute();
    expect((await c.makeWithdrawal(cookie, params)).body.error.type).toBe('RequisitesValidationRequiredException');
    await db().updateTable('payments').set({ status: 'success', withdrawal_status: 'paid' }).where('id', '=', ok.body.data.id).execute();
    expect((await c.makeWithdrawal(cookie, params)).status).toBe(200);

    const other = await victim();
    expect((await c.makeWithdrawal(other.cookie, params)).body.error.type).toBe('RequisitesValidationRequiredException');
  });
});
