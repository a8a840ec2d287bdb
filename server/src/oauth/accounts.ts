import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import type { Config } from '../config';
import { createAccount, findAccount } from '../domains/accounts';
import { switchCurrency } from '../domains/wallet';
import { NO_PASSWORD } from '../auth/password';
import { createSession, readSession, revokeSession, sessionIdOf, setSessionCookie, type SessionAccount } from '../auth/sessions';
import { generalSettings } from '../methods/metadata';
import { registrationCurrency } from '@casino/contract/validation';
import { withSocialTables, type ExternalProfile } from './tables';

/** Why an outside identity could not be signed in; the browser shows a text per reason. */
export type LinkFailure = 'account_exists' | 'blocked';

export class LinkError extends Error {
  constructor(readonly reason: LinkFailure) {
    super(reason);
  }
}

export interface LinkedAccount {
  account: SessionAccount;
  /** True when this sign-in created the account (a registration). */
  created: boolean;
}

/** The login of an account made from an outside identity: its e-mail, else `<provider>_<subject>`. */
export function linkedLogin(provider: string, profile: ExternalProfile): string {
  if (profile.email && profile.email.length <= 100) return profile.email.toLowerCase();
  return `${provider}_${profile.subject.toLowerCase().replace(/[^a-z0-9_.-]/g, '')}`.slice(0, 100);
}

/**
 * Finds the account linked to `provider` + subject, or creates one: no password, registration
 * not completed (the player still picks a currency and accepts the terms), the e-mail as login
 * contact when the provider gave one. An e-mail that already belongs to another account is
 * refused: linking it would let whoever controls the provider account take that account over.
 */
export async function findOrCreateLinkedAccount(
  db: Kysely<DB>,
  input: { provider: string; profile: ExternalProfile; locale: 'uz' | 'ru'; ip: string },
): Promise<LinkedAccount> {
  const { provider, profile } = input;
  const general = await generalSettings(db);
  // The language's currency when offered (no phone is known yet); the player may change it on completing.
  const currency = registrationCurrency({
    phone: null,
    locale: input.locale,
    offered: general.available_currencies,
    operatorDefault: general.default_currency,
  });
  const linked = await db.transaction().execute(async (trx) => {
    // Two sign-ins of one new identity at once must not create two accounts.
    await sql`select pg_advisory_xact_lock(hashtext(${`${provider}:${profile.subject}`}))`.execute(trx);
    const social = withSocialTables(trx);
    const existing = await social
      .selectFrom('social_identities')
      .select('account_id')
      .where('provider', '=', provider)
      .where('subject', '=', profile.subject)
      .executeTakeFirst();
    if (existing) {
      await social
        .updateTable('social_identities')
        .set({ last_login_at: sql`now()` })
        .where('provider', '=', provider)
        .where('subject', '=', profile.subject)
        .execute();
      return { id: existing.account_id, created: false };
    }
    const account = await createAccount(trx, {
      login: linkedLogin(provider, profile),
      passwordHash: NO_PASSWORD,
      currency,
      locale: input.locale,
      isSubscribed: false,
      markBetting: false,
      promoCode: null,
      ip: input.ip,
      loginContact: profile.email !== null,
    });
    if (!account) throw new LinkError('account_exists');
    await trx.updateTable('accounts').set({ is_registration_completed: false }).where('id', '=', account.id).execute();
    await social
      .insertInto('social_identities')
      .values({
        provider,
        subject: profile.subject,
        account_id: account.id,
        email: profile.email,
        display_name: profile.name?.slice(0, 100) ?? null,
      })
      .execute();
    return { id: account.id, created: true };
  });
  const account = await findAccount(db, linked.id);
  if (!account) throw new Error(`linked account ${linked.id} vanished`);
  if (account.status !== 'active') throw new LinkError('blocked');
  return { account, created: linked.created };
}

/** Starts a session for `account` (a new id; the one the browser had ends) and sets its cookie. */
export async function startSessionFor(db: Kysely<DB>, config: Config, request: FastifyRequest, reply: FastifyReply, account: SessionAccount): Promise<void> {
  const previous = sessionIdOf(request, config);
  if (previous) {
    const session = await readSession(db, previous, config);
    if (session) await revokeSession(db, session.idHash);
  }
  const id = await createSession(db, account.id, { ip: request.ip, userAgent: request.headers['user-agent'] }, config);
  setSessionCookie(reply, id, config);
}

/** Marks the registration of a provider-made account as done, with the player's choices. */
export async function completeRegistration(
  db: Kysely<DB>,
  accountId: number,
  choices: { currency?: string | undefined; isSubscribed?: boolean | undefined; markBetting?: boolean | undefined },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').selectAll().where('id', '=', accountId).forUpdate().executeTakeFirstOrThrow();
    if (account.is_registration_completed) return;
    if (choices.currency && choices.currency !== account.currency) {
      // Refused (typed error) while money is on the account or anything is open.
      await switchCurrency(trx, accountId, choices.currency);
    }
    await trx
      .updateTable('accounts')
      .set({
        is_registration_completed: true,
        ...(choices.isSubscribed !== undefined ? { is_subscribed: choices.isSubscribed } : {}),
        ...(choices.markBetting !== undefined ? { mark_betting: choices.markBetting } : {}),
        updated_at: sql`now()`,
      })
      .where('id', '=', accountId)
      .execute();
    if (choices.isSubscribed !== undefined) {
      await trx.updateTable('contacts').set({ is_subscribed: choices.isSubscribed }).where('account_id', '=', accountId).execute();
    }
  });
}
