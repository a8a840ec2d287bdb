/**
 * Identity verification (KYC), shaped after Sumsub: the platform creates an applicant for a
 * player, hands the browser a short-lived access token for the provider's verification widget,
 * and learns the decision from the provider's signed webhook. The decision is what clears the
 * account's KYC block on withdrawals (`accounts.is_verified`).
 *
 * No implementation yet (`KYC_PROVIDER=none`): a demo one belongs in `providers/identity/`,
 * selected in `providers/index.ts`.
 */
export interface Applicant {
  /** The provider's applicant id. */
  id: string;
  /** The player's account id, as the provider echoes it back (Sumsub's `externalUserId`). */
  externalUserId: string;
}

export type VerificationDecision = 'approved' | 'rejected' | 'retry' | 'pending';

export interface VerificationResult {
  applicantId: string;
  externalUserId: string;
  decision: VerificationDecision;
  /** The provider's reasons for a rejection or a retry, for the back office. */
  reasons: string[];
}

export interface IdentityProvider {
  readonly name: string;
  /** Creates (or, for a player seen before, finds) the applicant of an account. */
  createApplicant(input: { accountId: number; email?: string | null; phone?: string | null; country?: string | null }): Promise<Applicant>;
  /** A token the browser's verification widget is started with. */
  accessToken(applicant: Applicant, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }>;
  /** Checks a webhook's signature over its raw body; answers the result it reports, or null when forged. */
  verifyWebhook(raw: string, headers: Record<string, string | undefined>): Promise<VerificationResult | null>;
  /** Asks the provider for the applicant's current decision (after a missed webhook). */
  decision(applicantId: string): Promise<VerificationResult>;
}
