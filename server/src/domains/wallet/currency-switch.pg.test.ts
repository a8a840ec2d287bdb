/**
 * account.setCurrency (spec §7): nothing is converted, so the currency moves only while every
 * real-money balance is zero and no money is open in it. Each rule refuses with its own code in
 * `fields.currency` (CURRENCY_SWITCH_ERRORS), all that hold at once, and a refusal changes nothing.
 */
import { sql } from 'kysely';
import { roundsTestServer } from '../../testing/games';
import { trustDetails } from '../../testing/cashier';
import { hashSessionId } from '../../auth/sessions';
import { createLaunch, findGame } from '../rounds/launch';
import { grantBonus } from '../bonuses/bonuses';
import { lockMainBalance } from './locks';

const t = roundsTestServer();
const db = () => t.db();
const CARD = JSON.stringify({ card_number: '4111111111111111', card_holder: 'AZIZ KARIMOV' });

const setCurrency = (cookie: string, currency: string) => t.cashier.api.post('account.setCurrency', { currency }, cookie);

/** The answer's refusal codes (none when it moved). */
async function refusedWith(cookie: string, currency = 'EUR'): Promise<string[]> {
  const r = await setCurrency(cookie, currency);
  if (r.status === 200) return [];
  expect(r.status).toBe(400);
  expect(r.body.error.type).toBe('InvalidParameterException');
  return r.body.error.fields.currency as string[];
}

async function currencies(accountId: number) {
  const account = await db().selectFrom('accounts').select('currency').where('id', '=', accountId).executeTakeFirstOrThrow();
  const balances = await db().selectFrom('balances').select(['kind', 'currency']).where('account_id', '=', accountId).orderBy('kind').execute();
  return { account: account.currency, balances: Object.fromEntries(balances.map((b) => [b.kind, b.currency])) };
}

async function openRealLaunch(p: { cookie: string; id: number }) {
  const idHash = hashSessionId(/sid=([A-Za-z0-9_-]{43})/.exec(p.cookie)![1]!);
  const game = (await findGame(db(), 'oltin_silk_fortune'))!;
  return createLaunch(db(), { game, accountId: p.id, sessionHash: idHash, currency: 'USD', mode: 'real', locale: 'uz' });
}

describe('account.setCurrency', () => {
  it('moves an account with nothing on it, its real-money balances too (the fun balance keeps its own)', async () => {
    const p = await t.cashier.player();
    const before = await currencies(p.id);
    expect((await setCurrency(p.cookie, 'UZS')).body).toEqual({ data: 1 });
    const after = await currencies(p.id);
    expect(after.account).toBe('UZS');
    expect(after.balances).toEqual({ ...before.balances, main: 'UZS', bonus: 'UZS', betting_bonus: 'UZS' });
    const info = (await t.cashier.api.get('account.getInfo', {}, p.cookie)).body.data;
    expect([info.balance_main.currency, info.balance_bonus.currency]).toEqual(['UZS', 'UZS']);
    // The same currency again is a no-op answered 1.
    expect((await setCurrency(p.cookie, 'UZS')).body).toEqual({ data: 1 });
  });

  it('refuses while money is on the balance', async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    await t.cashier.deposit(p.cookie, 50);
    expect(await refusedWith(p.cookie)).toEqual(['currency_balance_not_zero']);
    expect((await currencies(p.id)).account).toBe('USD');
  });

  it('refuses while a deposit waits for the payment provider', async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    await t.cashier.deposit(p.cookie, 50, 'pending');
    expect(await refusedWith(p.cookie)).toEqual(['currency_deposit_pending']);
  });

  it('refuses while a withdrawal waits for a decision, even with the balance at zero', async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    await t.cashier.deposit(p.cookie, 50);
    await trustDetails(db(), p.id, 'visa_mastercard', CARD);
    const made = await t.cashier.makeWithdrawal(p.cookie, { method: 'visa_mastercard', amount: '50', requisites: CARD });
    expect(made.status).toBe(200);
    expect((await t.cashier.balance(p.cookie)).main).toBe(0);
    expect(await refusedWith(p.cookie, 'RUB')).toEqual(['currency_withdrawal_pending']);
    // Once it is cancelled the money is back on the balance: that rule holds instead.
    expect((await t.cashier.cancelWithdrawal(p.cookie, made.body.data.id as number)).status).toBe(200);
    expect(await refusedWith(p.cookie, 'RUB')).toEqual(['currency_balance_not_zero']);
  });

  it('refuses while a deposit limit holds, until its removal has waited out the cooling-off', async () => {
    const p = await t.cashier.player();
    expect((await t.cashier.api.post('account.setDepositLimit', { period: 'day', amount: '100' }, p.cookie)).status).toBe(200);
    expect(await refusedWith(p.cookie, 'UZS')).toEqual(['currency_deposit_limit_set']);
    // Asked away: the limit still holds while the removal waits.
    const removing = await t.cashier.api.post('account.setDepositLimit', { period: 'day' }, p.cookie);
    expect(removing.body.data.limits[0].pending).toMatchObject({ limit_amount: null });
    expect(await refusedWith(p.cookie, 'UZS')).toEqual(['currency_deposit_limit_set']);
    await db()
      .updateTable('deposit_limits')
      .set({ pending_at: sql<Date>`now() - interval '1 minute'` })
      .where('account_id', '=', p.id)
      .execute();
    expect(await refusedWith(p.cookie, 'UZS')).toEqual([]);
    expect((await currencies(p.id)).account).toBe('UZS');
  });

  it('refuses while a bonus is waiting or running', async () => {
    const p = await t.cashier.player();
    await db()
      .transaction()
      .execute(async (trx) => {
        await lockMainBalance(trx, p.id);
        await grantBonus(trx, {
          accountId: p.id,
          kind: 'casino',
          source: 'ops',
          amount: 10,
          currency: 'USD',
          wager: 2,
          days: 7,
          description: { uz: { title: 'Xush kelibsiz' } },
        });
      });
    expect(await refusedWith(p.cookie)).toEqual(['currency_bonus_active']);
  });

  it('refuses while a cashback waits to be taken', async () => {
    const p = await t.cashier.player();
    await db()
      .insertInto('cashbacks')
      .values({ account_id: p.id, status: 'active', amount: 5, currency: 'USD', end_date: sql<Date>`now() + interval '7 days'` })
      .execute();
    expect(await refusedWith(p.cookie)).toEqual(['currency_cashback_active']);
  });

  it('refuses while a real-money game is open, and while a bet of a closed one is unsettled', async () => {
    const p = await t.cashier.player();
    const { launch } = await openRealLaunch(p);
    expect(await refusedWith(p.cookie)).toEqual(['currency_game_open']);

    await db()
      .updateTable('game_launches')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('id', '=', launch.id)
      .execute();
    await db()
      .insertInto('sportsbook_bets')
      .values({
        bet_key: `cur-${p.id}`,
        launch_id: launch.id,
        account_id: p.id,
        mode: 'real',
        currency: 'USD',
        stake: 100,
        odds: 150,
        selections: JSON.stringify([]),
      })
      .execute();
    expect(await refusedWith(p.cookie)).toEqual(['currency_bet_open']);
    expect((await currencies(p.id)).account).toBe('USD');
  });

  it('names every rule that holds at once', async () => {
    const p = await t.cashier.player({ confirmed: true, db: db() });
    await t.cashier.deposit(p.cookie, 50);
    await t.cashier.deposit(p.cookie, 20, 'pending');
    await openRealLaunch(p);
    expect(await refusedWith(p.cookie)).toEqual(['currency_balance_not_zero', 'currency_deposit_pending', 'currency_game_open']);
  });

  it('refuses a currency the operator does not offer', async () => {
    const p = await t.cashier.player();
    await db()
      .insertInto('platform_settings')
      .values({ key: 'general', value: JSON.stringify({ available_currencies: ['USD', 'UZS'] }) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify({ available_currencies: ['USD', 'UZS'] }) }))
      .execute();
    try {
      expect(await refusedWith(p.cookie, 'EUR')).toEqual(['currency_not_offered']);
      expect((await currencies(p.id)).account).toBe('USD');
    } finally {
      await db().deleteFrom('platform_settings').where('key', '=', 'general').execute();
    }
  });
});
