/**
 * Signatures of the payment provider's server-to-server callbacks: HMAC-SHA256 over
 * `<timestamp>.<raw body>` with the shared secret, sent as `X-Payment-Signature: v1=<hex>` with
 * `X-Payment-Timestamp: <unix seconds>` (the signing every provider's calls share,
 * `providers/signed-callbacks.ts`). The timestamp bounds replays in time; the event id in the
 * body (recorded once by the merchant) makes a replay inside that window a no-op.
 */
export { signBody as signPayload, verifyBody as verifySignature, type SignatureCheck } from '../signed-callbacks';

export const SIGNATURE_HEADER = 'x-payment-signature';
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
