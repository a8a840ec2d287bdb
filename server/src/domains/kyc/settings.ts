/**
 * Settings of identity verification, read from the environment once by `loadConfig` (`config.kyc`):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `KYC_PROVIDER` | `demo` in the demo, else `none` | the identity provider (`config.providers.identity`); a production start refuses `demo` |
 * | `KYC_WEBHOOK_SECRET` | demo: generated, kept in the database | HMAC key of the provider's webhooks (production: required, ≥ 32 characters, with a provider) |
 * | `KYC_WEBHOOK_TOLERANCE_SECONDS` | `300` | how far a webhook's timestamp may be from now |
 * | `KYC_ACCESS_TOKEN_TTL_SECONDS` | `600` | lifetime of the token the verification page is opened with |
 * | `KYC_DOCUMENT_MAX_BYTES` | `8388608` (8 MB) | largest document image or PDF the demo provider takes |
 * | `KYC_DEMO_AUTO_DECISION` | `off` | `approve` or `reject`: the demo provider decides submitted applicants by itself… |
 * | `KYC_DEMO_AUTO_DECISION_SECONDS` | `30` | …this long after they were submitted |
 */
import { readSettings } from '../../settings';

export interface KycSettings {
  webhookSecret: string | null;
  webhookToleranceSeconds: number;
  accessTokenTtlSeconds: number;
  documentMaxBytes: number;
  /** The demo provider's own decision on submitted applicants; null: an operator decides (`pnpm kyc`). */
  autoDecision: { decision: 'approve' | 'reject'; afterSeconds: number } | null;
}

/** Read through the settings schema (src/settings): a bad value refuses the start by name. */
export function loadKycSettings(env: NodeJS.ProcessEnv): KycSettings {
  const s = readSettings(env);
  const auto = s.KYC_DEMO_AUTO_DECISION;
  return {
    webhookSecret: s.KYC_WEBHOOK_SECRET ?? null,
    webhookToleranceSeconds: s.KYC_WEBHOOK_TOLERANCE_SECONDS,
    accessTokenTtlSeconds: s.KYC_ACCESS_TOKEN_TTL_SECONDS,
    documentMaxBytes: s.KYC_DOCUMENT_MAX_BYTES,
    autoDecision: auto === 'approve' || auto === 'reject' ? { decision: auto, afterSeconds: s.KYC_DEMO_AUTO_DECISION_SECONDS } : null,
  };
}
