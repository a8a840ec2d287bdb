import { ApiError } from '@casino/contract';
import { KYC_REJECT_LABELS, type KycRejectLabel } from '@casino/contract/schemas';
import { defineHandlers } from '../api/handler';
import { hit, type Limit } from '../auth/rate-limit';
import { ensureApplicant, findApplicantOf, requireProvider, statusOf } from '../domains/kyc';

/** Access tokens one player may ask for (each opens the verification page for a few minutes). */
const TOKENS_PER_ACCOUNT: Limit = { max: 30, windowSeconds: 600 };

const knownLabel = (label: string): label is KycRejectLabel => (KYC_REJECT_LABELS as readonly string[]).includes(label);

/**
 * Identity verification with the configured provider (spec §7 `sumsub.*`, shaped after Sumsub):
 * the applicant, the token of the provider's page, and where the player stands. The decision
 * itself reaches the platform only through the provider's signed webhook (src/kyc/).
 */
export const sumsubHandlers = defineHandlers({
  async 'sumsub.createApplicant'(ctx) {
    const provider = requireProvider(ctx.providers.identity);
    const row = await ensureApplicant(ctx.db, provider, ctx.session.account, ctx.ip);
    return { applicant_id: row.applicant_id, status: statusOf(ctx.session.account, row) };
  },

  async 'sumsub.getAccessToken'(ctx) {
    const provider = requireProvider(ctx.providers.identity);
    const account = ctx.session.account;
    if (account.is_verified) throw new ApiError('InvalidRequest', 'Identity is already verified');
    if ((await hit(ctx.db, `kyc-token:${account.id}`, TOKENS_PER_ACCOUNT)) > TOKENS_PER_ACCOUNT.max) {
      throw new ApiError('TooManyRequests', 'Too many verification attempts; try again later');
    }
    const row = await ensureApplicant(ctx.db, provider, account, ctx.ip);
    if (row.status === 'rejected') throw new ApiError('InvalidRequest', 'Identity verification was refused; contact support');
    const issued = await provider.accessToken(
      { id: row.applicant_id, externalUserId: String(account.id) },
      { ttlSeconds: ctx.config.kyc.accessTokenTtlSeconds, locale: ctx.locale, externalActionId: ctx.params.externalActionId ?? null },
    );
    return { token: issued.token, user_id: String(account.id), url: issued.url, expires_at: Math.floor(issued.expiresAt.getTime() / 1000) };
  },

  async 'sumsub.getApplicantStatus'(ctx) {
    const row = await findApplicantOf(ctx.db, ctx.session.account.id);
    const status = statusOf(ctx.session.account, row);
    return {
      status,
      reasons: status === 'retry' || status === 'rejected' ? (row?.reasons ?? []).filter(knownLabel) : [],
      updated_at: row ? Math.floor(new Date(row.updated_at).getTime() / 1000) : null,
    };
  },
});
