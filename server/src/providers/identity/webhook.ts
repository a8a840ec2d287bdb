/**
 * The demo identity provider's webhook, shaped after Sumsub's `applicantReviewed`: a JSON body
 * signed like every provider call of this server (`providers/callbacks/`: HMAC-SHA256 of
 * `<timestamp>.<raw body>` in `X-Kyc-Signature: v1=<hex>`, `X-Kyc-Timestamp`). Each review has its
 * own `correlationId`, so a webhook sent again is a replay; it is sent until the merchant answers 200.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { keptSecret } from '../../db/kept-secret';
import { sendSigned, type Deliver } from '../callbacks/delivery';
import { nextAttemptAt } from '../../jobs/backoff';
import { verifySignature } from '../callbacks/signature';
import type { WebhookCheck } from '../../domains/kyc';
import type { ApplicantRow } from './store';

export const PROVIDER = 'demo';
export const WEBHOOK_PATH = '/kyc/webhook/demo';
export const SIGNATURE_HEADER = 'x-kyc-signature';
export const TIMESTAMP_HEADER = 'x-kyc-timestamp';
/** Attempts before the provider gives up on a webhook. */
export const MAX_WEBHOOK_ATTEMPTS = 50;

/** KYC_WEBHOOK_SECRET, else one generated once and kept in the database (every instance and restart agree). */
export function webhookSecret(db: Kysely<DB>, configured: string | null): Promise<string> {
  return configured ? Promise.resolve(configured) : keptSecret(db, 'kyc.demo.webhook_secret');
}

/** The body of a review's webhook; `delivery` differs on every send, the correlation id never. */
export function webhookBody(row: ApplicantRow): string {
  const green = row.review_answer === 'GREEN';
  return JSON.stringify({
    type: 'applicantReviewed',
    applicantId: row.id,
    externalUserId: row.external_user_id,
    levelName: row.level_name,
    correlationId: `${row.id}.${row.review_seq}`,
    reviewStatus: 'completed',
    reviewResult: green
      ? { reviewAnswer: 'GREEN' }
      : { reviewAnswer: 'RED', reviewRejectType: row.reject_type ?? 'RETRY', rejectLabels: row.reject_labels ?? [] },
    createdAtMs: new Date(row.reviewed_at ?? Date.now()).toISOString(),
    delivery: randomUUID(),
  });
}

const bodySchema = z.object({
  type: z.literal('applicantReviewed'),
  applicantId: z.string().min(1).max(128),
  externalUserId: z.string().regex(/^\d{1,18}$/),
  correlationId: z.string().min(1).max(160),
  reviewStatus: z.literal('completed'),
  reviewResult: z.object({
    reviewAnswer: z.enum(['GREEN', 'RED']),
    reviewRejectType: z.enum(['RETRY', 'FINAL']).optional(),
    rejectLabels: z
      .array(z.string().regex(/^[A-Z_]{1,64}$/))
      .max(20)
      .optional(),
  }),
  createdAtMs: z.iso.datetime(),
});

/** The merchant's check of a webhook: signature and timestamp first, then the body's shape. */
export function checkWebhook(
  secret: string,
  raw: string,
  headers: Record<string, string | undefined>,
  toleranceSeconds: number,
  now = Date.now(),
): WebhookCheck {
  const signature = verifySignature(secret, { signature: headers[SIGNATURE_HEADER], timestamp: headers[TIMESTAMP_HEADER] }, raw, toleranceSeconds, now);
  if (!signature.ok) return signature;
  let parsed: z.infer<typeof bodySchema>;
  try {
    const result = bodySchema.safeParse(JSON.parse(raw));
    if (!result.success) return { ok: false, reason: 'malformed' };
    parsed = result.data;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const r = parsed.reviewResult;
  return {
    ok: true,
    event: {
      eventId: parsed.correlationId,
      applicantId: parsed.applicantId,
      externalUserId: parsed.externalUserId,
      decision: r.reviewAnswer === 'GREEN' ? 'approved' : r.reviewRejectType === 'FINAL' ? 'rejected' : 'retry',
      reasons: r.reviewAnswer === 'GREEN' ? [] : (r.rejectLabels ?? []),
      occurredAt: new Date(parsed.createdAtMs),
    },
  };
}

/** Sends one review to the merchant; it stops being due once acknowledged (or refused for good). */
export async function deliverWebhook(db: Kysely<DB>, row: ApplicantRow, deliver: Deliver, secret: string): Promise<boolean> {
  const { acknowledged, retry, error } = await sendSigned(deliver, WEBHOOK_PATH, webhookBody(row), secret, Date.now(), {
    signature: SIGNATURE_HEADER,
    timestamp: TIMESTAMP_HEADER,
  });
  await db
    .updateTable('demo_identity_applicants')
    .set({
      webhook_due: retry,
      webhook_attempts: sql`webhook_attempts + 1`,
      webhook_error: error,
      webhook_next_at: retry ? nextAttemptAt(row.webhook_attempts + 1) : null,
    })
    .where('id', '=', row.id)
    .where('review_seq', '=', row.review_seq)
    .execute();
  return acknowledged;
}

/** Sends every webhook still due (oldest review first); answers how many were acknowledged. */
export async function deliverDueWebhooks(db: Kysely<DB>, deliver: Deliver, secret: string, limit = 50): Promise<number> {
  const due = await db
    .selectFrom('demo_identity_applicants')
    .selectAll()
    .where('webhook_due', '=', true)
    .where('webhook_attempts', '<', MAX_WEBHOOK_ATTEMPTS)
    .where((eb) => eb.or([eb('webhook_next_at', 'is', null), eb('webhook_next_at', '<=', sql<Date>`now()`)]))
    .orderBy('reviewed_at')
    .limit(limit)
    .execute();
  let ok = 0;
  for (const row of due) if (await deliverWebhook(db, row, deliver, secret)) ok++;
  return ok;
}
