/**
 * The currency of an account cannot change under money in flight: a pending withdrawal
 * cancelled after a switch would otherwise come back as the same number in the new currency.
 */
import { sql } from 'kysely';
import { createTestServer, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../testing/cashier';

let s: TestServer;
let c: ReturnType<typeof cashierClient>;
const db = () => s.database.db;
const CARD = JSON.stringify({ card_number: '4111 1111 1111 1111', card_holder: 'Aziz Karimov' });

beforeAll(async () => {
  s = await createTestServer();
  c = cashierClient(s.app);
}, 90_000);
afterAll(() => s.close());
afterEach(async () => {
  expect(await ledgerMismatches(db())).toEqual([]);
  expect(await paymentMismatches(db())).toEqual([]);
});

/** A social-sign-in account (registration not completed) with everything withdrawn and pending. */
async function accountWithPendingWithdrawal() {
  const player = await c.player({ confirmed: true, db: db() });
  await trustDetails(db(), player.id, 'visa_mastercard', CARD);
  await c.deposit(player.cookie, 50);
  const w = await c.makeWithdrawal(player.cookie, { method: 'visa_mastercard', amount: '50', requisites: CARD });
  expect(w.status).toBe(200);
  await db().updateTable('accounts').set({ is_registration_completed: false }).where('id', '=', player.id).execute();
  expect((await c.balance(player.cookie)).main).toBe(0);
  return { ...player, withdrawalId: w.body.data.id as number };
}

const currencies = (id: number) => db().selectFrom('balances').select(['kind', 'currency']).where('account_id', '=', id).where('kind', '<>', 'fun').execute();

describe('currency switch in auth.completeRegistration', () => {
  it('is refused with a typed error while a withdrawal is pending', async () => {
    const p = await accountWithPendingWithdrawal();
    const r = await c.api.post('auth.completeRegistration', { currency: 'UZS', terms: 1 }, p.cookie);
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'InvalidParameterException', fields: { currency: ['currency_withdrawal_pending'] } });
    expect((await currencies(p.id)).every((b) => b.currency === 'USD')).toBe(true);
    const account = await db().selectFrom('accounts').select(['currency', 'is_registration_completed']).where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(account).toEqual({ currency: 'USD', is_registration_completed: false });

    // Cancelling gives back exactly the dollars taken.
    await c.cancelWithdrawal(p.cookie, p.withdrawalId);
    expect(await c.balance(p.cookie)).toMatchObject({ main: 50 });
  });

  it('is refused while a deposit is pending', async () => {
    const player = await c.player();
    await c.deposit(player.cookie, 20, 'pending');
    await db().updateTable('accounts').set({ is_registration_completed: false }).where('id', '=', player.id).execute();
    const r = await c.api.post('auth.completeRegistration', { currency: 'EUR' }, player.cookie);
    expect(r.body.error).toMatchObject({ type: 'InvalidParameterException' });
  });

  it('is refused while a bonus is on the account or a cashback is open', async () => {
    const player = await c.player();
    await db().updateTable('accounts').set({ is_registration_completed: false }).where('id', '=', player.id).execute();
    await db()
      .insertInto('cashbacks')
      .values({ account_id: player.id, status: 'active', amount: 500, currency: 'USD', end_date: sql<Date>`now() + interval '1 day'` })
      .execute();
    const r = await c.api.post('auth.completeRegistration', { currency: 'EUR' }, player.cookie);
    expect(r.body.error).toMatchObject({ type: 'InvalidParameterException' });
  });

  it('is refused while a real-money game is open', async () => {
    const player = await c.player();
    await db().updateTable('accounts').set({ is_registration_completed: false }).where('id', '=', player.id).execute();
    const game = await db().selectFrom('games').select('id').executeTakeFirstOrThrow();
    await db()
      .insertInto('game_launches')
      .values({
        token_hash: `t${player.id}`,
        account_id: player.id,
        game_id: game.id,
        currency: 'USD',
        mode: 'real',
        expires_at: sql<Date>`now() + interval '1 hour'`,
      })
      .execute();
    const r = await c.api.post('auth.completeRegistration', { currency: 'EUR' }, player.cookie);
    expect(r.body.error).toMatchObject({ type: 'InvalidParameterException' });
  });

  it('still switches a fresh account with nothing open', async () => {
    const player = await c.player();
    await db().updateTable('accounts').set({ is_registration_completed: false }).where('id', '=', player.id).execute();
    const r = await c.api.post('auth.completeRegistration', { currency: 'UZS' }, player.cookie);
    expect(r.status).toBe(200);
    expect((await currencies(player.id)).every((b) => b.currency === 'UZS')).toBe(true);
  });
});

describe('refund of a withdrawal', () => {
  it('is never re-labelled in another currency', async () => {
    const p = await accountWithPendingWithdrawal();
    // The currency changed anyway (another path, an operator): the dollars must not come back as sums.
    await db().updateTable('balances').set({ currency: 'UZS' }).where('account_id', '=', p.id).where('kind', '<>', 'fun').execute();
    const r = await c.cancelWithdrawal(p.cookie, p.withdrawalId);
    expect(r.status).toBe(402);
    expect(r.body.error.type).toBe('WithdrawalDeclinedException');
    expect(await c.balance(p.cookie)).toMatchObject({ main: 0 });
    const payment = await db().selectFrom('payments').select(['status', 'currency']).where('id', '=', p.withdrawalId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'pending', currency: 'USD' });
    const refunds = await db().selectFrom('ledger').select('id').where('account_id', '=', p.id).where('kind', '=', 'withdrawal_cancel').execute();
    expect(refunds).toEqual([]);
  });

  it('credits the currency the money was taken in', async () => {
    const p = await accountWithPendingWithdrawal();
    await c.cancelWithdrawal(p.cookie, p.withdrawalId);
    const refund = await db()
      .selectFrom('ledger')
      .select(['amount', 'currency'])
      .where('account_id', '=', p.id)
      .where('kind', '=', 'withdrawal_cancel')
      .executeTakeFirstOrThrow();
    expect(refund).toEqual({ amount: 5000, currency: 'USD' });
  });
});
