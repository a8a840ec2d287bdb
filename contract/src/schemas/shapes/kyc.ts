/** Building blocks of the API's schemas for identity verification (KYC) (results and parameters the methods share). */
import { z } from 'zod';

/**
 * Identity verification (spec §7 `sumsub.*`): where the player's applicant stands. `none`: never
 * started; `init`: started, nothing submitted; `pending`: submitted, in review; then the decision:
 * `approved`, `retry` (rejected, another document may be sent) or `rejected` (final).
 */
export const KYC_STATUSES = ['none', 'init', 'pending', 'approved', 'retry', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
/** Why a document was refused (Sumsub's reject labels): the player reads them in their language. */
export const KYC_REJECT_LABELS = [
  'UNSATISFACTORY_PHOTOS',
  'DOCUMENT_PAGE_MISSING',
  'EXPIRATION_DATE',
  'DOCUMENT_DAMAGED',
  'SCREENSHOTS',
  'FORGERY',
  'UNDERAGE_PERSON',
] as const;
export type KycRejectLabel = (typeof KYC_REJECT_LABELS)[number];
export const kycApplicant = z.object({ applicant_id: z.string(), status: z.enum(KYC_STATUSES) });
export const kycAccessToken = z.object({
  token: z.string(),
  /** The applicant's `externalUserId`: the account id. */
  user_id: z.string(),
  /** The provider's verification page, to embed in a frame (the token rides in its fragment). */
  url: z.string(),
  expires_at: z.number().int(),
});
export const kycApplicantStatus = z.object({
  status: z.enum(KYC_STATUSES),
  /** Reject labels of the last decision (known ones; others are dropped). */
  reasons: z.array(z.enum(KYC_REJECT_LABELS)),
  updated_at: z.number().int().nullable(),
});
