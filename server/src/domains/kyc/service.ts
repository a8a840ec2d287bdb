/**
 * Identity verification, the platform's side: the applicant of each account at the configured
 * provider (`kyc_applicants`), the player's submission, the provider's decision applied to the
 * account (`is_verified`, `is_on_verification`) with its notification and audit row, and what the
 * operator sees and decides (the ops queue). Every change of an account is audited in its own
 * transaction.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import { ApiError } from '@casino/contract';
import type { KycStatus } from '@casino/contract/schemas';
import type { DB, KycApplicantsTable } from '../../db/schema';
import type { SessionAccount } from '../../auth/sessions';
import { json } from '../../db/sql';
import { auditAccount } from '../../audit/audit';
import { notifyPlayer } from '../../notifications/store';
import { ReviewRefused, type IdentityProvider, type Review, type VerificationEvent } from './identity-provider';
import { recordOpsAction } from '../../ops/audit/ops-audit';

export type ApplicantRow = Selectable<KycApplicantsTable>;

/** The configured provider, or the refusal of a platform without one (`KYC_PROVIDER=none`). */
export function requireProvider(provider: IdentityProvider | null): IdentityProvider {
  if (!provider) throw new ApiError('InvalidRequest', 'Identity verification is not available');
  return provider;
}

export function findApplicantOf(db: Kysely<DB>, accountId: number): Promise<ApplicantRow | undefined> {
  return db.selectFrom('kyc_applicants').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Where the player stands: verified accounts are approved whatever the records say. */
export function statusOf(account: Pick<SessionAccount, 'is_verified'>, row: Pick<ApplicantRow, 'status'> | undefined): KycStatus {
  if (account.is_verified) return 'approved';
  return row?.status ?? 'none';
}

/** The account's applicant at `provider`: found, or created there and recorded here (audited once). */
export async function ensureApplicant(db: Kysely<DB>, provider: IdentityProvider, account: SessionAccount, ip: string | null): Promise<ApplicantRow> {
  const existing = await findApplicantOf(db, account.id);
  if (existing && existing.provider === provider.name) return existing;
  const contacts = await db.selectFrom('contacts').select(['kind', 'value']).where('account_id', '=', account.id).execute();
  const applicant = await provider.createApplicant({
    accountId: account.id,
    email: contacts.find((c) => c.kind === 'email')?.value ?? null,
    phone: contacts.find((c) => c.kind === 'phone')?.value ?? null,
    country: account.country_code,
  });
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('kyc_applicants')
      .values({ account_id: account.id, provider: provider.name, applicant_id: applicant.id })
      .onConflict((oc) =>
        oc
          .column('account_id')
          // A player who started with another provider starts again with this one.
          .doUpdateSet({
            provider: provider.name,
            applicant_id: applicant.id,
            status: 'init',
            reasons: json([]),
            submitted_at: null,
            decided_at: null,
            updated_at: sql`now()`,
          })
          .where('kyc_applicants.provider', '<>', provider.name),
      )
      .returningAll()
      .executeTakeFirst();
    if (created)
      await auditAccount(trx, {
        accountId: account.id,
        action: 'verification.started',
        actor: 'player',
        ip,
        details: { provider: provider.name, applicant_id: applicant.id },
      });
    return created ?? (await trx.selectFrom('kyc_applicants').selectAll().where('account_id', '=', account.id).executeTakeFirstOrThrow());
  });
}

/**
 * The player says they submitted their documents (`account.setUserOnVerification`). Believed only
 * when the provider has them waiting for a review; the account is then in review.
 */
export async function markSubmitted(db: Kysely<DB>, provider: IdentityProvider, account: SessionAccount, ip: string | null): Promise<void> {
  const row = await findApplicantOf(db, account.id);
  if (!row || row.provider !== provider.name) throw new ApiError('SumsubVerificationRequired', 'Start the identity verification first');
  if (account.is_verified) return;
  const { decision } = await provider.decision(row.applicant_id);
  // Decided meanwhile: the webhook brings the result.
  if (decision === 'approved') return;
  if (decision !== 'pending') throw new ApiError('SumsubVerificationRequired', 'Submit your documents on the verification page first');
  await db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('kyc_applicants')
      .set({ status: 'pending', reasons: json([]), submitted_at: sql`now()`, updated_at: sql`now()` })
      .where('account_id', '=', account.id)
      .where('status', '<>', 'pending')
      .returning('account_id')
      .executeTakeFirst();
    await trx
      .updateTable('accounts')
      .set({ is_on_verification: true, updated_at: sql`now()` })
      .where('id', '=', account.id)
      .where('is_verified', '=', false)
      .execute();
    if (changed)
      await auditAccount(trx, {
        accountId: account.id,
        action: 'verification.submitted',
        actor: 'player',
        ip,
        details: { provider: provider.name, applicant_id: row.applicant_id },
      });
  });
}

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'unknown';

/**
 * Applies a decision the provider reported by webhook, once: the account's flags, the applicant's
 * status, the player's notification and the audit row, in one transaction with the event's record.
 * A replayed event changes nothing; so does one older than the decision already applied.
 */
export async function applyEvent(db: Kysely<DB>, providerName: string, event: VerificationEvent): Promise<EventOutcome> {
  if (event.decision !== 'approved' && event.decision !== 'rejected' && event.decision !== 'retry') return 'unknown';
  const decision = event.decision;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('kyc_applicants')
      .selectAll()
      .where('provider', '=', providerName)
      .where('applicant_id', '=', event.applicantId)
      .forUpdate()
      .executeTakeFirst();
    if (!row || String(row.account_id) !== event.externalUserId) return 'unknown';
    const recorded = await trx
      .insertInto('kyc_webhook_events')
      .values({ provider: providerName, event_id: event.eventId, applicant_id: event.applicantId })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!recorded) return 'duplicate';
    if (row.decided_at && new Date(row.decided_at).getTime() > event.occurredAt.getTime()) return 'stale';
    const accountId = Number(row.account_id);
    await trx
      .updateTable('accounts')
      .set({ is_verified: decision === 'approved', is_on_verification: false, updated_at: sql`now()` })
      .where('id', '=', accountId)
      .execute();
    await trx
      .updateTable('kyc_applicants')
      .set({ status: decision, reasons: json(event.reasons), decided_at: event.occurredAt, updated_at: sql`now()` })
      .where('account_id', '=', accountId)
      .execute();
    if (decision === 'approved') await notifyPlayer(trx, accountId, 'verification.approved', {});
    else await notifyPlayer(trx, accountId, `verification.${decision}`, { reasons: event.reasons });
    await auditAccount(trx, {
      accountId,
      action: `verification.${decision}`,
      actor: 'system',
      details: { provider: providerName, applicant_id: event.applicantId, event_id: event.eventId, reasons: event.reasons },
    });
    return 'applied';
  });
}

// ---- the operator's side ----------------------------------------------------------------------

export interface QueueItem {
  uid: number;
  login: string;
  provider: string;
  applicant_id: string;
  status: KycStatus;
  reasons: string[];
  is_verified: boolean;
  is_on_verification: boolean;
  is_kyc_block_enabled: boolean;
  created_at: string;
  submitted_at: string | null;
  decided_at: string | null;
  reviewed_by: string | null;
  documents: Awaited<ReturnType<IdentityProvider['documents']>>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Applicants with their accounts and documents: the ones waiting first, then the newest. */
export async function queue(
  db: Kysely<DB>,
  provider: IdentityProvider | null,
  options: { status?: KycStatus; uid?: number; limit?: number } = {},
): Promise<QueueItem[]> {
  let q = db
    .selectFrom('kyc_applicants as k')
    .innerJoin('accounts as a', 'a.id', 'k.account_id')
    .select([
      'k.account_id',
      'a.login',
      'k.provider',
      'k.applicant_id',
      'k.status',
      'k.reasons',
      'a.is_verified',
      'a.is_on_verification',
      'a.is_kyc_block_enabled',
      'k.created_at',
      'k.submitted_at',
      'k.decided_at',
      'k.reviewed_by',
    ]);
  if (options.status && options.status !== 'none') q = q.where('k.status', '=', options.status);
  if (options.uid) q = q.where('k.account_id', '=', options.uid);
  const rows = await q
    .orderBy(sql`case when k.status = 'pending' then 0 else 1 end`)
    .orderBy('k.updated_at', 'desc')
    .limit(options.limit ?? 100)
    .execute();
  const out: QueueItem[] = [];
  for (const r of rows) {
    const ours = provider && r.provider === provider.name;
    out.push({
      uid: Number(r.account_id),
      login: r.login,
      provider: r.provider,
      applicant_id: r.applicant_id,
      status: r.status,
      reasons: r.reasons ?? [],
      is_verified: r.is_verified,
      is_on_verification: r.is_on_verification,
      is_kyc_block_enabled: r.is_kyc_block_enabled,
      created_at: new Date(r.created_at).toISOString(),
      submitted_at: iso(r.submitted_at),
      decided_at: iso(r.decided_at),
      reviewed_by: r.reviewed_by,
      documents: ours ? await provider.documents(r.applicant_id) : [],
    });
  }
  return out;
}

async function applicantForOps(db: Kysely<DB>, provider: IdentityProvider | null, uid: number): Promise<{ provider: IdentityProvider; row: ApplicantRow }> {
  const row = await findApplicantOf(db, uid);
  if (!row) throw new ApiError('InvalidParameter', 'No applicant', { uid: 'This player has not started identity verification' });
  if (!provider || row.provider !== provider.name)
    throw new ApiError('InvalidRequest', `The applicant belongs to the ${row.provider} provider, which is not configured`);
  return { provider, row };
}

/**
 * An operator's decision: taken in the provider's back office, reported to the platform by the
 * provider's webhook (which changes the account); the decision itself is audited with the operator.
 */
export async function reviewByOps(db: Kysely<DB>, configured: IdentityProvider | null, uid: number, review: Review): Promise<QueueItem> {
  const { provider, row } = await applicantForOps(db, configured, uid);
  if (!provider.review) throw new ApiError('InvalidRequest', `Decisions on ${provider.name} applicants are taken in the provider's dashboard`);
  try {
    await provider.review(row.applicant_id, review);
  } catch (error) {
    if (error instanceof ReviewRefused) throw new ApiError('InvalidRequest', error.message, { uid: error.message });
    throw error;
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('kyc_applicants')
      .set({ reviewed_by: review.reviewer.slice(0, 90), updated_at: sql`now()` })
      .where('account_id', '=', uid)
      .execute();
    await auditAccount(trx, {
      accountId: uid,
      action: 'verification.reviewed',
      actor: `ops:${review.reviewer}`,
      details: {
        provider: provider.name,
        applicant_id: row.applicant_id,
        decision: review.decision,
        reasons: review.reasons,
        ...(review.comment ? { comment: review.comment } : {}),
      },
    });
    await recordOpsAction(trx, {
      actor: review.reviewer,
      area: 'verifications',
      action: review.decision === 'approved' ? 'approve' : review.decision === 'rejected' ? 'reject' : 'retry',
      subject: `player:${uid}`,
      details: { provider: provider.name, reasons: review.reasons, ...(review.comment ? { comment: review.comment } : {}) },
    });
  });
  return (await queue(db, provider, { uid }))[0]!;
}

/** Compliance asks one player to verify before withdrawing (or lifts that); audited with the operator. */
export async function requireVerification(
  db: Kysely<DB>,
  uid: number,
  required: boolean,
  operator: string,
): Promise<{ uid: number; is_kyc_block_enabled: boolean; is_verified: boolean }> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .updateTable('accounts')
      .set({ is_kyc_block_enabled: required, updated_at: sql`now()` })
      .where('id', '=', uid)
      .returning(['id', 'is_kyc_block_enabled', 'is_verified'])
      .executeTakeFirst();
    if (!account) throw new ApiError('InvalidParameter', 'No such player', { uid: 'No such player' });
    await auditAccount(trx, { accountId: uid, action: required ? 'verification.required' : 'verification.not_required', actor: `ops:${operator}` });
    await recordOpsAction(trx, { actor: operator, area: 'verifications', action: required ? 'require' : 'not_require', subject: `player:${uid}` });
    return { uid, is_kyc_block_enabled: account.is_kyc_block_enabled, is_verified: account.is_verified };
  });
}

/** One uploaded document for the operator; null when the player has no such document. */
export async function documentForOps(db: Kysely<DB>, configured: IdentityProvider | null, uid: number, documentId: number) {
  const { provider, row } = await applicantForOps(db, configured, uid);
  return provider.document(row.applicant_id, documentId);
}
