/**
 * Signatures of the providers' server-to-server calls (payment and payout callbacks, identity
 * webhooks): HMAC-SHA256 over `<timestamp>.<raw body>` with the shared secret, sent as `v1=<hex>`
 * with the timestamp (unix seconds) in a header of its own. The timestamp bounds replays in time;
 * the event id in the body (recorded once by the merchant) makes a replay inside that window a no-op.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header names of the payment and payout callbacks; the identity webhook has its own. */
export const SIGNATURE_HEADER = 'x-payment-signature';
export const TIMESTAMP_HEADER = 'x-payment-timestamp';

export interface SignatureHeaderNames {
  signature: string;
  timestamp: string;
}

export const PAYMENT_SIGNATURE_HEADERS: SignatureHeaderNames = { signature: SIGNATURE_HEADER, timestamp: TIMESTAMP_HEADER };

export function signPayload(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/** Checks a call's signature and that its timestamp lies within `toleranceSeconds` of `now`. */
export function verifySignature(
  secret: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  body: string,
  toleranceSeconds: number,
  now = Date.now(),
): SignatureCheck {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing' };
  const ts = Number(timestamp);
  if (Math.abs(now / 1000 - ts) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signPayload(secret, ts, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}
