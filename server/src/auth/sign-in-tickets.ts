import { createHash, randomBytes } from 'node:crypto';
import { sql, type ColumnType, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../db/schema';
import { CODE_MESSAGES, CODE_TTL_SECONDS, issueCode } from './codes';

/**
 * The two-factor step of sign-ins without a password (spec §4): a social or Telegram sign-in of
 * a player with two-factor on starts no session. It sends the sign-in code and hands the browser
 * a one-time ticket that stands in for login + password at `auth.login`: random, stored hashed,
 * bound to one account, living as long as the code, used once.
 */
type SignInTickets = {
  sign_in_tickets: {
    hash: string;
    account_id: number;
    via: string;
    created_at: ColumnType<Date, never, never>;
    expires_at: ColumnType<Date, Date | string, Date | string>;
    consumed_at: ColumnType<Date | null, never, Date | string>;
  };
};

const tables = (db: Kysely<DB>) => db.withTables<SignInTickets>();

/** A ticket as it travels: 32 random bytes, base64url. */
export const TICKET_PATTERN = /^[\w-]{43}$/;

export const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export interface SecondFactorAccount {
  id: number;
  login: string;
}

export interface SecondFactorStep {
  ticket: string;
  resendTime: number;
}

/** Sends the sign-in code (or keeps the one sent within the resend time) and issues a ticket for it. */
export async function askSecondFactor(
  db: Kysely<DB>,
  account: SecondFactorAccount,
  { via, locale }: { via: string; locale: 'uz' | 'ru' },
): Promise<SecondFactorStep> {
  const issued = await issueCode(db, { accountId: account.id, purpose: 'login', target: account.login, locale });
  const ticket = randomBytes(32).toString('base64url');
  const t = tables(db);
  await t
    .insertInto('sign_in_tickets')
    .values({ hash: hashTicket(ticket), account_id: account.id, via, expires_at: sql<Date>`now() + make_interval(secs => ${CODE_TTL_SECONDS})` })
    .execute();
  // Now and then, forget tickets that ended long ago.
  if (Math.random() < 0.02)
    await t
      .deleteFrom('sign_in_tickets')
      .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  return { ticket, resendTime: issued.resendTime };
}

/** The account a live ticket (unused, not expired) was issued for, or null. */
export async function ticketAccount(db: Kysely<DB>, ticket: string): Promise<number | null> {
  const row = await tables(db)
    .selectFrom('sign_in_tickets')
    .select('account_id')
    .where('hash', '=', hashTicket(ticket))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row ? Number(row.account_id) : null;
}

/** Uses the ticket up; false when it was used or expired meanwhile. */
export async function consumeTicket(db: Kysely<DB>, ticket: string): Promise<boolean> {
  const row = await tables(db)
    .updateTable('sign_in_tickets')
    .set({ consumed_at: sql`now()` })
    .where('hash', '=', hashTicket(ticket))
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('account_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The answer that opens the two-factor step: the password path's, plus the ticket when there is one. */
export function twoFactorRequired(resendTime: number, ticket?: string): ApiError {
  return new ApiError('Authorization', 'Two-factor authentication is enabled', {
    two_factor_auth: 'enabled',
    resend_time: String(resendTime),
    ...(ticket ? { ticket } : {}),
  });
}

/** A ticket that is unknown, used or expired: the player signs in again. */
export const ticketExpired = () => new ApiError('InvalidParameter', CODE_MESSAGES.expired, { ticket: CODE_MESSAGES.expired });
