/**
 * Where a withdrawal goes. A stolen session must not pay out to the thief's details: the first
 * withdrawal to details this player never withdrew to needs a code sent to a contact confirmed
 * some time ago (a thief can add and confirm a phone of their own, but has to wait that time out,
 * however often they sign in again).
 * Details are compared by keyed tokens (cards.ts), never by their plain values.
 */
import { createHash } from 'node:crypto';
import { ApiError, NO_TRUSTED_CONTACT } from '@casino/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, RequisiteFieldDef } from '../../db/schema';
import { cardToken } from './cards';

/** The key under which a payment keeps the destination token when no card token already is it. */
export const DESTINATION_KEY = '@destination';

/**
 * The token of where the money goes: the card token for a card (so details of payments made
 * before this token existed match too), else a keyed hash of the method and its identifying
 * details. The holder's name does not identify a card: it is left out.
 */
export function destinationToken(fields: readonly RequisiteFieldDef[], requisites: Record<string, string>, method: string, secret: string): string {
  const identifying = fields.filter((f) => f.type !== 'cardHolder' && requisites[f.name] !== undefined);
  const only = identifying.length === 1 ? identifying[0]! : null;
  if (only?.type === 'cardNumber') return cardToken(secret, requisites[only.name]!);
  const canonical = JSON.stringify([method, identifying.map((f) => [f.name, requisites[f.name]]).sort()]);
  return createHash('sha256').update(`${secret}:destination:${canonical}`).digest('hex');
}

/** The tokens a payment keeps: the destination's is added when it is not one of the card tokens. */
export function withDestination(tokens: Record<string, string>, destination: string): Record<string, string> {
  return Object.values(tokens).includes(destination) ? tokens : { ...tokens, [DESTINATION_KEY]: destination };
}

/** True when the player confirmed these details with a code before, or a withdrawal to them was paid. */
export async function isKnownDestination(db: Kysely<DB> | Transaction<DB>, accountId: number, token: string): Promise<boolean> {
  const r = await sql<{ known: boolean }>`
    select exists (select 1 from withdrawal_destinations where account_id = ${accountId} and token = ${token})
      or exists (
        select 1 from payments p
        where p.account_id = ${accountId} and p.type = 'withdrawal' and p.status = 'success'
          and exists (select 1 from jsonb_each_text(p.requisite_tokens) e where e.value = ${token})
      ) as known`.execute(db);
  return r.rows[0]?.known === true;
}

export async function trustDestination(trx: Transaction<DB> | Kysely<DB>, accountId: number, token: string): Promise<void> {
  await trx
    .insertInto('withdrawal_destinations')
    .values({ account_id: accountId, token })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * The contact a withdrawal code may go to: confirmed at least `minAgeMs` ago, the longest-confirmed
 * one. Tied to the confirmation time, not the session, so signing in again changes nothing. When
 * there is none, `availableAt` is when the earliest confirmed contact becomes old enough (null
 * when no contact is confirmed at all).
 */
export async function trustedContact(
  db: Kysely<DB> | Transaction<DB>,
  accountId: number,
  minAgeMs: number,
  now = new Date(),
): Promise<{ contact: { kind: 'email' | 'phone'; value: string } | null; availableAt: Date | null }> {
  const row = await db
    .selectFrom('contacts')
    .select(['kind', 'value', 'confirmed_at'])
    .where('account_id', '=', accountId)
    .where('is_confirmed', '=', true)
    .where('confirmed_at', 'is not', null)
    .orderBy('confirmed_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!row?.confirmed_at) return { contact: null, availableAt: null };
  const availableAt = new Date(new Date(row.confirmed_at).getTime() + minAgeMs);
  return availableAt.getTime() <= now.getTime() ? { contact: { kind: row.kind, value: row.value }, availableAt } : { contact: null, availableAt };
}

/** The refusal of a withdrawal to new details while no contact was confirmed long enough ago (`available_at`: when it can go). */
export function noTrustedContact(availableAt: Date | null): ApiError {
  const when = availableAt ? ` after ${availableAt.toISOString()}` : '';
  return new ApiError(
    'RequisitesOnVerification',
    `New payment details need a code sent to a contact confirmed some time ago; try again${when} or contact support`,
    {
      requisites: NO_TRUSTED_CONTACT,
      ...(availableAt ? { available_at: String(Math.ceil(availableAt.getTime() / 1000)) } : {}),
    },
  );
}

/** Enough of a contact for the player to recognise it, not enough for anyone else to learn it. */
export function maskContact(value: string): string {
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  return value.length > 4 ? `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}` : '****';
}

/** What the code confirms, in the message itself: a player who did not ask sees what a thief tries. */
export function withdrawalAbout(locale: 'uz' | 'ru', amount: string, shown: string): string {
  return locale === 'ru'
    ? `Код подтверждает вывод ${amount} на новые реквизиты ${shown}. Если это не вы, смените пароль и напишите в поддержку.`
    : `Kod ${amount} miqdorini yangi rekvizitlarga (${shown}) yechishni tasdiqlaydi. Bu siz boʻlmasangiz, parolni almashtiring va yordam xizmatiga yozing.`;
}
