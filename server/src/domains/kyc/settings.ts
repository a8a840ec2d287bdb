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
export interface KycSettings {
  webhookSecret: string | null;
  webhookToleranceSeconds: number;
  accessTokenTtlSeconds: number;
  documentMaxBytes: number;
  /** The demo provider's own decision on submitted applicants; null: an operator decides (`pnpm kyc`). */
  autoDecision: { decision: 'approve' | 'reject'; afterSeconds: number } | null;
}

function intOr(value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

export function loadKycSettings(env: NodeJS.ProcessEnv): KycSettings {
  const auto = (env.KYC_DEMO_AUTO_DECISION ?? '').trim().toLowerCase();
  if (auto !== '' && !['off', 'approve', 'reject'].includes(auto)) throw new Error(`KYC_DEMO_AUTO_DECISION=${auto}: expected one of off, approve, reject`);
  return {
    webhookSecret: env.KYC_WEBHOOK_SECRET?.trim() || null,
    webhookToleranceSeconds: intOr(env.KYC_WEBHOOK_TOLERANCE_SECONDS, 300, 1),
    accessTokenTtlSeconds: intOr(env.KYC_ACCESS_TOKEN_TTL_SECONDS, 600, 30),
    documentMaxBytes: intOr(env.KYC_DOCUMENT_MAX_BYTES, 8 * 1024 * 1024, 1024),
    autoDecision: auto === 'approve' || auto === 'reject' ? { decision: auto, afterSeconds: intOr(env.KYC_DEMO_AUTO_DECISION_SECONDS, 30, 0) } : null,
  };
}
