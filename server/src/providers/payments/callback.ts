/**
 * The merchant's side of the provider's callbacks (`POST /payments/callback/demo`): the only way a
 * deposit's money reaches the ledger. The raw body is checked against its HMAC signature and
 * timestamp before anything is read from it; the event is then settled once.
 */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { settleDeposit, SettleError, type SettleOutcome } from '../../domains/payments';
import type { FastPaths } from '../../domains/payments';
import { PROVIDER } from './demo-provider';
import { callbackSecret } from './secret';
import { readSigned } from '../callbacks/delivery';

const callbackSchema = z.object({
  event_id: z.string().min(1).max(128),
  order_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reference: z.string().min(1).max(64),
  status: z.enum(['success', 'fail', 'cancel', 'pending']),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

export interface CallbackAnswer {
  status: number;
  body: { status: SettleOutcome } | { error: string };
}

export async function handleCallback(
  db: Kysely<DB>,
  raw: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  options: { toleranceSeconds: number; secret: string | null; fastPaths: FastPaths },
): Promise<CallbackAnswer> {
  const read = readSigned(callbackSchema, raw, headers, { secret: await callbackSecret(db, options.secret), toleranceSeconds: options.toleranceSeconds });
  if (!read.ok) return { status: read.status, body: { error: read.error } };
  const parsed = read.event;
  try {
    const { outcome } = await settleDeposit(
      db,
      {
        provider: PROVIDER,
        eventId: parsed.event_id,
        orderId: parsed.order_id,
        reference: parsed.reference,
        status: parsed.status,
        amount: parsed.amount,
        currency: parsed.currency,
      },
      options.fastPaths,
    );
    return { status: 200, body: { status: outcome } };
  } catch (error) {
    if (error instanceof SettleError) return { status: error.reason === 'unknown_order' ? 404 : 409, body: { error: error.message } };
    throw error;
  }
}
