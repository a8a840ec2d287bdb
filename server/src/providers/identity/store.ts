/**
 * The demo identity provider's records: applicants, the access tokens of its page, the uploaded
 * documents and the reviews it reports. Only the provider's own tables are touched here; the
 * merchant learns a review through the signed webhook (`webhook.ts`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, DemoIdentityApplicantsTable } from '../../db/schema';
import { json } from '../../db/sql';
import { ReviewRefused, type Review, type VerificationDecision, type VerificationResult } from '../../domains/kyc';
import { checkDocument, MAX_DOCUMENTS, type DocumentRefusal, type DocumentType } from './documents';

export type ApplicantRow = Selectable<DemoIdentityApplicantsTable>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates the applicant of a merchant's user, or finds the one made before. */
export async function findOrCreateApplicant(db: Kysely<DB>, externalUserId: string): Promise<ApplicantRow> {
  await db
    .insertInto('demo_identity_applicants')
    .values({ id: randomBytes(12).toString('hex'), external_user_id: externalUserId })
    .onConflict((oc) => oc.column('external_user_id').doNothing())
    .execute();
  return db.selectFrom('demo_identity_applicants').selectAll().where('external_user_id', '=', externalUserId).executeTakeFirstOrThrow();
}

export function findApplicant(db: Kysely<DB>, id: string): Promise<ApplicantRow | undefined> {
  return db.selectFrom('demo_identity_applicants').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The decision a row stands for, in the interface's words. */
export function decisionOf(row: Pick<ApplicantRow, 'review_status' | 'review_answer' | 'reject_type'>): VerificationDecision {
  if (row.review_status === 'init') return 'init';
  if (row.review_status === 'pending') return 'pending';
  if (row.review_answer === 'GREEN') return 'approved';
  return row.reject_type === 'FINAL' ? 'rejected' : 'retry';
}

export function resultOf(row: ApplicantRow): VerificationResult {
  return { applicantId: row.id, externalUserId: row.external_user_id, decision: decisionOf(row), reasons: row.reject_labels ?? [] };
}

/** Documents are taken while nothing waits for a review and nothing was decided for good. */
export const takesDocuments = (row: ApplicantRow) => {
  const decision = decisionOf(row);
  return decision === 'init' || decision === 'retry';
};

/** A new access token of the applicant's page; the applicant's expired ones are forgotten. */
export async function issueToken(
  db: Kysely<DB>,
  applicantId: string,
  ttlSeconds: number,
  externalActionId: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .deleteFrom('demo_identity_tokens')
    .where('applicant_id', '=', applicantId)
    .where('expires_at', '<', sql<Date>`now()`)
    .execute();
  await db
    .insertInto('demo_identity_tokens')
    .values({ token_hash: hashToken(token), applicant_id: applicantId, external_action_id: externalActionId, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The applicant a live token belongs to. */
export async function applicantByToken(db: Kysely<DB>, token: string | null): Promise<ApplicantRow | undefined> {
  if (!token || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  return db
    .selectFrom('demo_identity_tokens as t')
    .innerJoin('demo_identity_applicants as a', 'a.id', 't.applicant_id')
    .selectAll('a')
    .where('t.token_hash', '=', hashToken(token))
    .where('t.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
}

export type UploadRefusal = DocumentRefusal | 'state' | 'too_many';

/** Keeps an uploaded document of an applicant that takes documents; answers why not otherwise. */
export async function addDocument(
  db: Kysely<DB>,
  applicantId: string,
  input: { type: DocumentType; bytes: Uint8Array; name: string | null },
  maxBytes: number,
): Promise<{ ok: true; id: number; mime: string; size: number } | { ok: false; reason: UploadRefusal }> {
  const checked = checkDocument(input.bytes, maxBytes);
  if (!checked.ok) return checked;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('demo_identity_applicants').selectAll().where('id', '=', applicantId).forUpdate().executeTakeFirst();
    if (!row || !takesDocuments(row)) return { ok: false as const, reason: 'state' as const };
    const count = await trx
      .selectFrom('demo_identity_documents')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('applicant_id', '=', applicantId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= MAX_DOCUMENTS) return { ok: false as const, reason: 'too_many' as const };
    const inserted = await trx
      .insertInto('demo_identity_documents')
      .values({
        applicant_id: applicantId,
        doc_type: input.type,
        mime: checked.mime,
        file_name: input.name,
        size: input.bytes.length,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        content: input.bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true as const, id: Number(inserted.id), mime: checked.mime, size: input.bytes.length };
  });
}

/** Document metadata of an applicant (never the content), oldest first. */
export async function documentsOf(db: Kysely<DB>, applicantId: string) {
  const rows = await db
    .selectFrom('demo_identity_documents')
    .select(['id', 'doc_type', 'mime', 'file_name', 'size', 'created_at'])
    .where('applicant_id', '=', applicantId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.doc_type,
    mime: r.mime,
    name: r.file_name,
    size: r.size,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export async function documentOf(db: Kysely<DB>, applicantId: string, documentId: number) {
  const row = await db
    .selectFrom('demo_identity_documents')
    .select(['mime', 'file_name', 'content'])
    .where('applicant_id', '=', applicantId)
    .where('id', '=', documentId)
    .executeTakeFirst();
  return row ? { mime: row.mime, name: row.file_name, content: row.content } : null;
}

/**
 * The applicant sends what they uploaded for review: it needs a document uploaded since the last
 * decision. Answers the applicant as it now is, or why not.
 */
export async function submitApplicant(
  db: Kysely<DB>,
  applicantId: string,
): Promise<{ ok: true; row: ApplicantRow } | { ok: false; reason: 'state' | 'no_documents' }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('demo_identity_applicants').selectAll().where('id', '=', applicantId).forUpdate().executeTakeFirst();
    if (!row) return { ok: false as const, reason: 'state' as const };
    if (decisionOf(row) === 'pending') return { ok: true as const, row };
    if (!takesDocuments(row)) return { ok: false as const, reason: 'state' as const };
    let fresh = trx.selectFrom('demo_identity_documents').select('id').where('applicant_id', '=', applicantId);
    if (row.reviewed_at) fresh = fresh.where('created_at', '>', row.reviewed_at as Date);
    if (!(await fresh.limit(1).executeTakeFirst())) return { ok: false as const, reason: 'no_documents' as const };
    const updated = await trx
      .updateTable('demo_identity_applicants')
      .set({ review_status: 'pending', review_answer: null, reject_type: null, reject_labels: json([]), submitted_at: sql`now()` })
      .where('id', '=', applicantId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true as const, row: updated };
  });
}

/** Decides a submitted applicant and marks the result for delivery to the merchant. */
export async function reviewApplicant(db: Kysely<DB>, applicantId: string, review: Review): Promise<ApplicantRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('demo_identity_applicants').selectAll().where('id', '=', applicantId).forUpdate().executeTakeFirst();
    if (!row) throw new ReviewRefused('unknown');
    if (row.review_status !== 'pending') throw new ReviewRefused('not_submitted');
    return trx
      .updateTable('demo_identity_applicants')
      .set({
        review_status: 'completed',
        review_answer: review.decision === 'approved' ? 'GREEN' : 'RED',
        reject_type: review.decision === 'approved' ? null : review.decision === 'retry' ? 'RETRY' : 'FINAL',
        reject_labels: json(review.decision === 'approved' ? [] : review.reasons),
        comment: review.comment?.slice(0, 500) ?? null,
        reviewed_by: review.reviewer.slice(0, 90),
        review_seq: sql`review_seq + 1`,
        reviewed_at: sql`now()`,
        webhook_due: true,
        webhook_attempts: 0,
        webhook_error: null,
      })
      .where('id', '=', applicantId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Applicants submitted at least `afterSeconds` ago and still waiting (the demo's auto-decision). */
export async function dueForAutoReview(db: Kysely<DB>, afterSeconds: number, limit = 20): Promise<string[]> {
  const rows = await db
    .selectFrom('demo_identity_applicants')
    .select('id')
    .where('review_status', '=', 'pending')
    .where('submitted_at', '<=', sql<Date>`now() - make_interval(secs => ${afterSeconds})`)
    .orderBy('submitted_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
