/**
 * A player's changes to their own account, each one unit of work: what changes, the sessions it
 * ends, the notice and the audit row stand or fall together (one transaction each). The request
 * handlers (methods/account.ts, methods/auth.ts) check the input and call these.
 */
import { sql, type Kysely, type Updateable } from 'kysely';
import type { Locale } from '@casino/contract';
import type { ContactsTable, DB, ProfilesTable } from '../../db/schema';
import { auditAccount } from '../../audit/audit';
import { revokeOtherSessions } from '../../auth/sessions';
import { notifyPlayer } from '../../notifications/store';
import { enqueueSubscriptionWelcome, type UnsubscribeLinks } from '../../outbox/player-mail';
import { createAccount, updateAccount, type NewAccountInput } from './store';

/** A new account with its balances (null: the login is taken). */
export function registerAccount(db: Kysely<DB>, input: NewAccountInput) {
  return db.transaction().execute((trx) => createAccount(trx, input));
}

/** The profile's fields given (`set`) and the account's country when given. */
export async function saveProfile(db: Kysely<DB>, id: number, set: Updateable<ProfilesTable>, countryCode: string | null | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (Object.keys(set).length) {
      await trx
        .updateTable('profiles')
        .set({ ...set, updated_at: sql`now()` })
        .where('account_id', '=', id)
        .execute();
    }
    if (countryCode !== undefined) {
      await trx
        .updateTable('accounts')
        .set({ country_code: countryCode, updated_at: sql`now()` })
        .where('id', '=', id)
        .execute();
    }
  });
}

/** The player's contact of a kind, added or replaced, audited. */
export async function addContact(
  db: Kysely<DB>,
  change: { id: number; kind: ContactsTable['kind']; value: string; countryCode: string | null; ip: string },
): Promise<void> {
  const { id, kind, value, countryCode } = change;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contacts')
      .values({ account_id: id, kind, value, phone_country_code: countryCode })
      .onConflict((oc) =>
        oc.columns(['account_id', 'kind']).doUpdateSet({
          value,
          phone_country_code: countryCode,
          // A new value needs a new confirmation; the same value keeps its state.
          is_confirmed: sql<boolean>`case when contacts.value = excluded.value then contacts.is_confirmed else false end`,
          confirmed_at: sql<Date | null>`case when contacts.value = excluded.value then contacts.confirmed_at else null end`,
        }),
      )
      .execute();
    await auditAccount(trx, { accountId: id, action: 'contact.added', actor: 'player', ip: change.ip, details: { kind } });
  });
}

/** The contact confirmed, if it still holds the value the code was sent to; audited. */
export async function confirmContact(
  db: Kysely<DB>,
  change: { id: number; contact: { id: number; kind: ContactsTable['kind'] }; target: string; ip: string },
): Promise<void> {
  const { id, contact } = change;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('contacts')
      .set({ is_confirmed: true, confirmed_at: sql`now()` })
      .where('id', '=', contact.id)
      .where('value', '=', change.target)
      .execute();
    await auditAccount(trx, { accountId: id, action: 'contact.confirmed', actor: 'player', ip: change.ip, details: { kind: contact.kind } });
  });
}

/** A contact's subscription changed (a new e-mail subscription welcomed when `links` are given), the account's flag with it; audited. */
export async function changeSubscription(
  db: Kysely<DB>,
  change: {
    id: number;
    contact: { id: number; kind: ContactsTable['kind'] };
    subscription: boolean;
    links: UnsubscribeLinks | null;
    locale: Locale;
    ip: string;
  },
): Promise<void> {
  const { id, contact, links } = change;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('contacts').set({ is_subscribed: change.subscription }).where('id', '=', contact.id).execute();
    if (links) await enqueueSubscriptionWelcome(trx, links, id, change.locale);
    await trx
      .updateTable('accounts')
      .set({
        is_subscribed: sql<boolean>`exists (select 1 from contacts where account_id = ${id} and is_subscribed)`,
        updated_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    await auditAccount(trx, {
      accountId: id,
      action: 'subscription.changed',
      actor: 'player',
      ip: change.ip,
      details: { kind: contact.kind, subscribed: change.subscription },
    });
  });
}

/** The new password, the end of every other session, the notice and the audit row, together. */
export async function changePassword(db: Kysely<DB>, change: { id: number; sessionIdHash: string; passwordHash: string; ip: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, change.id, { password_hash: change.passwordHash });
    await revokeOtherSessions(trx, change.id, change.sessionIdHash);
    await notifyPlayer(trx, change.id, 'security.password_changed', {});
    await auditAccount(trx, { accountId: change.id, action: 'password.changed', actor: 'player', ip: change.ip });
  });
}

/** The fake name changed, audited (a name taken at the same moment fails on the unique index: code 23505). */
export async function changeFakename(db: Kysely<DB>, change: { id: number; fakename: string; ip: string }): Promise<void> {
  const { id, fakename } = change;
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, id, { fakename });
    await auditAccount(trx, { accountId: id, action: 'fakename.changed', actor: 'player', ip: change.ip, details: { fakename } });
  });
}

/** Two-factor sign-in switched, every other session ended, the notice and the audit row, together. */
export async function setTwoFactor(db: Kysely<DB>, change: { id: number; sessionIdHash: string; enabled: boolean; ip: string }): Promise<void> {
  const { id, enabled } = change;
  await db.transaction().execute(async (trx) => {
    await updateAccount(trx, id, { two_factor_auth: enabled });
    await revokeOtherSessions(trx, id, change.sessionIdHash);
    await notifyPlayer(trx, id, 'security.two_factor_changed', { enabled });
    await auditAccount(trx, { accountId: id, action: enabled ? 'two_factor.enabled' : 'two_factor.disabled', actor: 'player', ip: change.ip });
  });
}
