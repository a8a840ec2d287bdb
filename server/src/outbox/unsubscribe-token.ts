import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type ContactKind = 'email' | 'phone';

/** What an unsubscribe link stands for: one contact of one account, until a time. */
export interface UnsubscribeClaim {
  accountId: number;
  kind: ContactKind;
  /** The contact's value the link was sent to: part of the signature, never of the token. */
  contact: string;
  /** Unix seconds after which the link no longer works. */
  expires: number;
  /** Random, so every link is its own (a used link is remembered by its token). */
  nonce?: string;
}

const KIND_CODE: Record<ContactKind, string> = { email: 'e', phone: 'p' };
const TOKEN = /^([1-9]\d{0,15})\.([ep])\.(\d{1,12})\.([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, c: Required<UnsubscribeClaim>) =>
  createHmac('sha256', secret).update(`unsubscribe:v1:${c.accountId}:${c.kind}:${c.contact}:${c.expires}:${c.nonce}`).digest();

/**
 * The token of an unsubscribe link: `<account>.<e|p>.<expiry>.<nonce>.<HMAC-SHA256 over account,
 * kind, contact value, expiry and nonce>`. The address itself stays out of the link.
 */
export function signUnsubscribeToken(secret: string, claim: UnsubscribeClaim): string {
  const nonce = claim.nonce ?? randomBytes(8).toString('base64url');
  return `${claim.accountId}.${KIND_CODE[claim.kind]}.${claim.expires}.${nonce}.${mac(secret, { ...claim, nonce }).toString('base64url')}`;
}

/** The account and contact kind a token names, before its signature is checked (null: not a token at all). */
export function readUnsubscribeToken(token: string): { accountId: number; kind: ContactKind; expires: number; nonce: string } | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const accountId = Number(m[1]);
  if (!Number.isSafeInteger(accountId)) return null;
  return { accountId, kind: m[2] === 'e' ? 'email' : 'phone', expires: Number(m[3]), nonce: m[4]! };
}

export type TokenCheck = 'valid' | 'invalid' | 'expired';

/**
 * Checks a token against the contact value it must have been signed for. The signature is checked
 * first: only a genuine link can be told apart as expired.
 */
export function checkUnsubscribeToken(secret: string, token: string, contact: string | null, nowSeconds: number): TokenCheck {
  const read = readUnsubscribeToken(token);
  if (!read || contact === null) return 'invalid';
  // The text is compared, not its bytes: a decoder ignores the last character's two spare bits, so four spellings
  // of one signature would pass, and a used link (remembered by its text) would work again under another.
  const given = Buffer.from(token.slice(token.lastIndexOf('.') + 1));
  const expected = Buffer.from(mac(secret, { ...read, contact }).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return read.expires < nowSeconds ? 'expired' : 'valid';
}
