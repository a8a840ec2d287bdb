/**
 * Card numbers are never stored: a payment keeps the masked number (last four digits) and a
 * keyed token of the whole number, so "the same card as before" can be asked without the number.
 *
 * token = hex(sha256(secret ":" digits)). A keyed hash rather than an HMAC because migration 041
 * computes the same tokens for the rows stored before it, in SQL, where only sha256 exists; for
 * fixed-format equality tokens the difference does not matter (nobody makes a token without the secret).
 */
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB, RequisiteFieldDef } from '../../db/schema';
import { keptSecret } from '../../db/kept-secret';

/**
 * The token secret: CARD_TOKEN_SECRET when set (then a copy of the database alone cannot test
 * guesses), else the one kept in the database so every instance agrees.
 */
export function cardSecret(db: Kysely<DB> | Transaction<DB>, configured: string | null = null): Promise<string> {
  // The key is created by migration 041 when missing, with the tokens of the rows stored before it.
  return configured ? Promise.resolve(configured) : keptSecret(db, 'payments.card_token_secret', 'hex');
}

export const cardToken = (secret: string, digits: string): string => createHash('sha256').update(`${secret}:${digits}`).digest('hex');

/** Only the last four digits stay; the length shows as stars. */
export const maskCard = (digits: string): string => '*'.repeat(Math.max(0, digits.length - 4)) + digits.slice(-4);

/** A request fingerprint that cannot be brute-forced back to the card number it was made from. */
export const keyedRequestHash = (secret: string, hash: string): string => createHash('sha256').update(`${secret}:${hash}`).digest('hex');

/** Checked details as stored: card numbers masked, their tokens by field name. */
export function protectRequisites(
  fields: readonly RequisiteFieldDef[],
  requisites: Record<string, string>,
  secret: string,
): { requisites: Record<string, string>; tokens: Record<string, string> } {
  const stored: Record<string, string> = {};
  const tokens: Record<string, string> = {};
  for (const [name, value] of Object.entries(requisites)) {
    if (fields.find((f) => f.name === name)?.type === 'cardNumber') {
      stored[name] = maskCard(value);
      tokens[name] = cardToken(secret, value);
    } else stored[name] = value;
  }
  return { requisites: stored, tokens };
}
