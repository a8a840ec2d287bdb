/**
 * Whether an account's currency may change. Amounts are numbers in the account's currency, so a
 * switch under money in flight (a pending withdrawal, an open bet) would give that money back as
 * the same number in the new currency.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError, type CurrencySwitchError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { effectiveLimit } from './periods';

/** A rule that keeps the currency fixed, by the code the player is told (`fields.currency`). */
export type OpenMoney = Exclude<CurrencySwitchError, 'currency_not_offered'>;

export const CURRENCY_LOCKED = 'The currency cannot change while money is on the account or a payment, bonus or game is open';

/**
 * The lock of the account's currency: its real-money balances, locked for the rest of the
 * transaction. A switch takes it before it looks for open money, and so does what opens money in
 * the account's currency (a real-money game launch, `createLaunch`): the one waits for the other.
 */
export function lockCurrency(trx: Transaction<DB>, accountId: number) {
  return trx.selectFrom('balances').select(['kind', 'amount', 'currency']).where('account_id', '=', accountId).where('kind', '<>', 'fun').forUpdate().execute();
}

/** What keeps the currency of the account fixed (empty: it may change). Locks the balances for the rest of the transaction. */
export async function openMoneyOf(trx: Transaction<DB>, accountId: number): Promise<OpenMoney[]> {
  // The same rows createDeposit / createWithdrawal lock: no payment can start while we look.
  const balances = await lockCurrency(trx, accountId);
  const count = async (q: Promise<{ n: string | number | bigint } | undefined>) => Number((await q)?.n ?? 0) > 0;
  const n = sql<string>`count(*)`.as('n');
  const pendingPayments = (type: 'deposit' | 'withdrawal') =>
    count(trx.selectFrom('payments').select(n).where('account_id', '=', accountId).where('type', '=', type).where('status', '=', 'pending').executeTakeFirst());
  const [deposit, withdrawal, limits, cashback, game, bet, bonus] = await Promise.all([
    pendingPayments('deposit'),
    pendingPayments('withdrawal'),
    trx.selectFrom('deposit_limits').selectAll().where('account_id', '=', accountId).execute(),
    count(trx.selectFrom('cashbacks').select(n).where('account_id', '=', accountId).where('status', '=', 'active').executeTakeFirst()),
    count(
      trx
        .selectFrom('game_launches')
        .select(n)
        .where('account_id', '=', accountId)
        .where('mode', '=', 'real')
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirst(),
    ),
    count(
      trx
        .selectFrom('sportsbook_bets')
        .select(n)
        .where('account_id', '=', accountId)
        .where('mode', '=', 'real')
        .where('status', '=', 'open')
        .executeTakeFirst(),
    ),
    // A bonus or free spin pack not used yet is money in the old currency too.
    count(trx.selectFrom('bonuses').select(n).where('account_id', '=', accountId).where('status', 'in', ['available', 'active']).executeTakeFirst()),
  ]);
  const open: OpenMoney[] = [];
  if (balances.some((b) => b.amount !== 0)) open.push('currency_balance_not_zero');
  if (deposit) open.push('currency_deposit_pending');
  if (withdrawal) open.push('currency_withdrawal_pending');
  // A deposit limit is a sum in the old currency: moved as the same number it would mean another
  // sum (1,000,000 UZS read as dollars is no limit at all), so it is removed first (after its cooling-off).
  if (limits.some((row) => effectiveLimit(row, new Date()).amount !== null)) open.push('currency_deposit_limit_set');
  if (bonus) open.push('currency_bonus_active');
  if (cashback) open.push('currency_cashback_active');
  if (game) open.push('currency_game_open');
  if (bet) open.push('currency_bet_open');
  return open;
}

/**
 * Moves the account and its real-money balances to `currency` (nothing is converted: every
 * balance is zero), or refuses with InvalidParameter listing in `fields.currency` every rule that holds.
 */
export async function switchCurrency(trx: Transaction<DB>, accountId: number, currency: string): Promise<void> {
  const open = await openMoneyOf(trx, accountId);
  if (open.length) throw new ApiError('InvalidParameter', CURRENCY_LOCKED, { currency: open });
  await trx.updateTable('balances').set({ currency }).where('account_id', '=', accountId).where('kind', '<>', 'fun').execute();
  await trx.updateTable('accounts').set({ currency }).where('id', '=', accountId).execute();
}

/** The account's currency switched in a transaction of its own (`switchCurrency`). */
export function switchAccountCurrency(db: Kysely<DB>, accountId: number, currency: string): Promise<void> {
  return db.transaction().execute((trx) => switchCurrency(trx, accountId, currency));
}
