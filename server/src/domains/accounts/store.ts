import { sql, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AccountInfo } from '@casino/contract';
import type { AccountsTable, DB } from '../../db/schema';
import type { BalanceRow, SessionAccount } from '../../auth/sessions';
import { balancesFrom, balancesOf, move, openBalances } from '../wallet';
import { kycBlockForNewAccount } from '../kyc';

/** Demo-mode money every new account gets, in minor units. */
export const FUN_GRANT = 1_000_00;

export async function findAccountByLogin(db: Kysely<DB>, login: string): Promise<SessionAccount | undefined> {
  return db.selectFrom('accounts').selectAll().where('login', '=', login).executeTakeFirst();
}

export async function findAccount(db: Kysely<DB>, id: number): Promise<SessionAccount | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewAccountInput {
  login: string;
  passwordHash: string;
  currency: string;
  locale: 'uz' | 'ru';
  isSubscribed: boolean;
  markBetting: boolean;
  promoCode: string | null;
  ip: string | null;
  fakename?: string | null;
  /** Accounts from a sign-in provider may have no contact yet; false skips the login contact. */
  loginContact?: boolean;
}

/**
 * Creates an account with its profile, its login contact, four balances and the demo-mode
 * grant, all in the caller's transaction. Answers null when the login is taken.
 */
export async function createAccount(trx: Transaction<DB>, input: NewAccountInput): Promise<SessionAccount | null> {
  const account = await trx
    .insertInto('accounts')
    .values({
      login: input.login,
      password_hash: input.passwordHash,
      currency: input.currency,
      locale: input.locale,
      is_subscribed: input.isSubscribed,
      mark_betting: input.markBetting,
      promo_code: input.promoCode,
      registered_ip: input.ip,
      fakename: input.fakename ?? null,
      // The operator's KYC policy may ask every new player to verify before withdrawing (domains/kyc/policy.ts).
      is_kyc_block_enabled: kycBlockForNewAccount(),
    })
    .onConflict((oc) => oc.column('login').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!account) return null;
  await trx.insertInto('profiles').values({ account_id: account.id }).execute();
  if (input.loginContact !== false) {
    await trx
      .insertInto('contacts')
      .values({
        account_id: account.id,
        kind: input.login.includes('@') ? 'email' : 'phone',
        value: input.login,
        is_subscribed: input.isSubscribed,
      })
      .execute();
  }
  await openBalances(trx, account.id, input.currency);
  // The balance rows were inserted by this transaction just now: no one else sees them, so they need no lock.
  const fun = { accountId: account.id, balanceKind: 'fun' as const };
  await move(trx, [{ ...fun, kind: 'fun_grant', amount: FUN_GRANT, idempotencyKey: 'fun-grant', reference: { reason: 'demo mode' } }], { locked: [fun] });
  return account;
}

/** Account info with its balances: those read with the session when given, else read now. */
export async function accountInfo(db: Kysely<DB>, account: SessionAccount, balanceRows?: BalanceRow[]): Promise<AccountInfo> {
  const balances = balanceRows ? balancesFrom(balanceRows) : await balancesOf(db, account.id);
  return {
    uid: account.id,
    reg_time: Math.floor(new Date(account.created_at).getTime() / 1000),
    login: account.login,
    fakename: account.fakename,
    is_subscribed: account.is_subscribed,
    balance_main: balances.main,
    balance_bonus: balances.bonus,
    balance_betting_bonus: balances.betting_bonus,
    balance_fun: balances.fun,
    is_on_verification: account.is_on_verification,
    is_verified: account.is_verified,
    is_kyc_block_enabled: account.is_kyc_block_enabled,
    is_registration_completed: account.is_registration_completed,
    country_code: account.country_code,
    locale: account.locale,
    two_factor_auth: account.two_factor_auth,
  };
}

/** What a guest sees: uid 0 and empty balances (spec §1: players have uid > 0). */
export function guestInfo(locale: 'uz' | 'ru', currency: string): AccountInfo {
  const zero = { amount: 0, currency };
  return {
    uid: 0,
    reg_time: null,
    login: '',
    fakename: null,
    is_subscribed: false,
    balance_main: zero,
    balance_bonus: zero,
    balance_betting_bonus: zero,
    balance_fun: zero,
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: false,
    country_code: null,
    locale,
    two_factor_auth: false,
  };
}

export async function updateAccount(db: Kysely<DB>, id: number, values: Updateable<AccountsTable>): Promise<void> {
  await db
    .updateTable('accounts')
    .set({ ...values, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
