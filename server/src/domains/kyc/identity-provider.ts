import type { FastifyInstance } from 'fastify';

/**
 * Identity verification (KYC), shaped after Sumsub: the platform creates an applicant for a
 * player, hands the browser a short-lived access token for the provider's verification page,
 * and learns the decision from the provider's signed webhook (never from the browser). The
 * decision is what clears the account's KYC block on withdrawals (`accounts.is_verified`).
 *
 * Implementation: the demo provider (`identity/`, `KYC_PROVIDER=demo`), selected in
 * `providers/index.ts`. The platform's side (methods, webhook, ops queue) is `src/domains/kyc/`.
 */
export interface Applicant {
  /** The provider's applicant id. */
  id: string;
  /** The player's account id, as the provider echoes it back (Sumsub's `externalUserId`). */
  externalUserId: string;
}

/** `init`: nothing submitted yet; `pending`: submitted, waiting for a review; then the decision. */
export type VerificationDecision = 'init' | 'pending' | 'approved' | 'rejected' | 'retry';

export interface VerificationResult {
  applicantId: string;
  externalUserId: string;
  decision: VerificationDecision;
  /** The provider's reject labels for a rejection or a retry. */
  reasons: string[];
}

/** A decision reported by webhook: the event id makes a resent webhook a replay. */
export interface VerificationEvent extends VerificationResult {
  eventId: string;
  /** When the provider decided; an event older than the decision already applied changes nothing. */
  occurredAt: Date;
}

export type WebhookCheck = { ok: true; event: VerificationEvent } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' | 'malformed' };

/** An operator's decision taken in the provider's back office (the demo provider has one; Sumsub's is its dashboard). */
export interface Review {
  decision: 'approved' | 'rejected' | 'retry';
  /** Reject labels (`KYC_REJECT_LABELS`). */
  reasons: string[];
  /** For the back office only, never shown to the player. */
  comment: string | null;
  reviewer: string;
}

export interface DocumentInfo {
  id: number;
  type: string;
  mime: string;
  name: string | null;
  size: number;
  createdAt: string;
}

export interface IdentityProvider {
  readonly name: string;
  /** Where the provider's webhooks reach the merchant (`/kyc/webhook/<name>`). */
  readonly webhookPath: string;
  /** Creates (or, for a player seen before, finds) the applicant of an account. */
  createApplicant(input: { accountId: number; email?: string | null; phone?: string | null; country?: string | null }): Promise<Applicant>;
  /** A token the browser's verification page is started with, and that page's address (in the player's language). */
  accessToken(
    applicant: Applicant,
    options: { ttlSeconds: number; locale: 'uz' | 'ru'; externalActionId?: string | null },
  ): Promise<{ token: string; expiresAt: Date; url: string }>;
  /** Checks a webhook's signature and timestamp over its raw body; answers the decision it reports. */
  verifyWebhook(raw: string, headers: Record<string, string | undefined>): Promise<WebhookCheck>;
  /** Asks the provider for the applicant's current state (after a missed webhook, or to check a submission). */
  decision(applicantId: string): Promise<VerificationResult>;
  /** Decides an applicant in the provider's back office; the result reaches the merchant by webhook. Null when decided elsewhere. */
  review: ((applicantId: string, review: Review) => Promise<VerificationResult>) | null;
  /** The documents an applicant uploaded, for the operator (never for players). */
  documents(applicantId: string): Promise<DocumentInfo[]>;
  document(applicantId: string, documentId: number): Promise<{ mime: string; name: string | null; content: Uint8Array } | null>;
  /** Mounts its HTTP side (pages) and starts its background work (sending due webhooks again). */
  register(app: FastifyInstance, options: { workers: boolean }): Promise<void>;
}

/** A review the provider cannot take: no such applicant, or nothing submitted to review. */
export class ReviewRefused extends Error {
  constructor(readonly reason: 'unknown' | 'not_submitted') {
    super(reason === 'unknown' ? 'No such applicant' : 'The applicant has submitted nothing to review');
  }
}
