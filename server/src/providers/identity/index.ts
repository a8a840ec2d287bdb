/**
 * The demo identity provider (`KYC_PROVIDER=demo`, the default of the demo; a production start
 * refuses it), hosted by this server in place of an external service shaped like Sumsub. It keeps
 * its own applicants, tokens and documents (`demo_identity_*`), serves the verification page the
 * profile embeds, stands in for the provider's back office (the operator's decision, `review`), and
 * reports each decision to the merchant's webhook, signed, until it is acknowledged.
 *
 * | path | what |
 * |---|---|
 * | `GET /platform/kyc/sdk?lang=uz\|ru#<access token>` | the verification page: document type, upload, submit |
 * | `GET /platform/kyc/assets/kyc.js` | its script |
 * | `GET /platform/kyc/api/applicant` | the applicant's state and its documents' names (`Authorization: Bearer <access token>`) |
 * | `POST /platform/kyc/api/documents?type=PASSPORT\|ID_CARD\|DRIVERS` | one file as the raw body (JPEG, PNG, WebP or PDF by its bytes, ≤ `KYC_DOCUMENT_MAX_BYTES`) |
 * | `POST /platform/kyc/api/submit` | sends the uploaded documents for review |
 *
 * Documents are never served by these routes: the operator reads them through the ops API
 * (`/ops/kyc/:uid/documents/:id`, `src/kyc/ops-routes.ts`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { KycSettings } from '../../domains/kyc';
import type { IdentityProvider } from '../../domains/kyc';
import { injectDeliver, repeatEvery, type Deliver } from '../callbacks/delivery';
import { cleanFileName, isDocumentType } from './documents';
import { errorText, localeOf, PAGE_HEADERS, verificationPage, type PageError } from './pages';
import {
  addDocument,
  applicantByToken,
  decisionOf,
  documentOf,
  documentsOf,
  dueForAutoReview,
  findApplicant,
  findOrCreateApplicant,
  issueToken,
  resultOf,
  reviewApplicant,
  submitApplicant,
  type ApplicantRow,
} from './store';
import { checkWebhook, deliverDueWebhooks, deliverWebhook, PROVIDER, WEBHOOK_PATH, webhookSecret } from './webhook';

export { PROVIDER as DEMO_IDENTITY_PROVIDER } from './webhook';

const SCRIPT = fileURLToPath(new URL('./assets/kyc.js', import.meta.url));

export interface DemoIdentityOptions {
  /** How the merchant's webhook is reached; by default an in-process request to this server. */
  deliver?: Deliver;
  /** How often due webhooks are sent again (and the auto-decision runs), ms. */
  redeliveryMs?: number;
  /** Reread the script on every request (`pnpm dev`). */
  watchFiles?: boolean;
}

const STATUS: Record<PageError, number> = {
  empty: 400,
  doc_type: 400,
  type: 415,
  too_large: 413,
  state: 409,
  too_many: 409,
  no_documents: 409,
  token: 401,
  failed: 500,
};

export interface DemoIdentityProvider extends IdentityProvider {
  /** The background work once: the auto-decision when configured, then the webhooks still due. */
  runDue(): Promise<{ decided: number; sent: number }>;
}

export function demoIdentityProvider(db: Kysely<DB>, settings: KycSettings, options: DemoIdentityOptions = {}): DemoIdentityProvider {
  let deliver: Deliver | null = options.deliver ?? null;
  const secret = () => webhookSecret(db, settings.webhookSecret);

  /** Tells the merchant at once, so the player's state follows the decision; the worker retries otherwise. */
  const report = async (row: ApplicantRow) => {
    if (deliver && row.webhook_due) await deliverWebhook(db, row, deliver, await secret());
  };

  const autoReview = async () => {
    const auto = settings.autoDecision;
    if (!auto) return 0;
    const due = await dueForAutoReview(db, auto.afterSeconds);
    for (const id of due) {
      const row = await reviewApplicant(db, id, {
        decision: auto.decision === 'approve' ? 'approved' : 'retry',
        reasons: auto.decision === 'approve' ? [] : ['UNSATISFACTORY_PHOTOS'],
        comment: 'automatic decision of the demo provider',
        reviewer: 'auto',
      }).catch(() => null);
      if (row) await report(row);
    }
    return due.length;
  };

  const runDue = async () => {
    const decided = await autoReview();
    const sent = deliver ? await deliverDueWebhooks(db, deliver, await secret()) : 0;
    return { decided, sent };
  };

  return {
    name: PROVIDER,
    runDue,
    webhookPath: WEBHOOK_PATH,
    async createApplicant({ accountId }) {
      const row = await findOrCreateApplicant(db, String(accountId));
      return { id: row.id, externalUserId: row.external_user_id };
    },
    async accessToken(applicant, { ttlSeconds, locale, externalActionId }) {
      const { token, expiresAt } = await issueToken(db, applicant.id, ttlSeconds, externalActionId ?? null);
      return { token, expiresAt, url: `/platform/kyc/sdk?lang=${locale}#${token}` };
    },
    async verifyWebhook(raw, headers) {
      return checkWebhook(await secret(), raw, headers, settings.webhookToleranceSeconds);
    },
    async decision(applicantId) {
      const row = await findApplicant(db, applicantId);
      if (!row) throw new Error(`No applicant ${applicantId} at the demo identity provider`);
      return resultOf(row);
    },
    async review(applicantId, review) {
      const row = await reviewApplicant(db, applicantId, review);
      await report(row);
      return resultOf(row);
    },
    documents: (applicantId) => documentsOf(db, applicantId),
    document: (applicantId, documentId) => documentOf(db, applicantId, documentId),
    async register(app, { workers }) {
      deliver ??= injectDeliver(app);
      await registerPages(app, db, settings, options.watchFiles ?? false);
      if (workers) {
        repeatEvery(app, options.redeliveryMs ?? 5000, 'identity webhook redelivery', async () => {
          const { decided, sent } = await runDue();
          if (decided) app.log.info({ decided }, 'demo identity provider decided by itself');
          if (sent) app.log.info({ sent }, 'identity webhooks redelivered');
        });
      }
    },
  };
}

const bearerOf = (header: string | undefined): string | null => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;

async function registerPages(app: FastifyInstance, db: Kysely<DB>, settings: KycSettings, watchFiles: boolean): Promise<void> {
  let script: Buffer | null = null;
  const maxBytes = settings.documentMaxBytes;

  await app.register(async (scope) => {
    // Uploads arrive as the file's raw bytes, whatever type the browser names.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));

    const refuse = (request: FastifyRequest, reply: FastifyReply, code: PageError) =>
      reply
        .code(STATUS[code])
        .header('Cache-Control', 'no-store')
        .send({ error: { code, message: errorText(localeOf((request.query as { lang?: unknown } | undefined)?.lang), code, maxBytes) } });

    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return refuse(request, reply, 'too_large');
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) return refuse(request, reply, 'failed');
      request.log.error({ err: error }, 'identity provider call failed');
      return refuse(request, reply, 'failed');
    });

    scope.get('/platform/kyc/sdk', async (request, reply) => {
      const locale = localeOf((request.query as { lang?: unknown }).lang);
      return reply.code(200).headers(PAGE_HEADERS).type('text/html; charset=utf-8').send(verificationPage(locale, maxBytes));
    });

    scope.get('/platform/kyc/assets/kyc.js', async (_request, reply) => {
      if (!script || watchFiles) script = readFileSync(SCRIPT);
      return reply
        .header('Cache-Control', 'public, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .type('text/javascript; charset=utf-8')
        .send(script);
    });

    // ---- the page's calls: the access token alone says whose applicant this is ----
    // Checked when the request arrives, before a byte of its body is read: without a live token
    // (or, for an upload, a known document type) nothing is taken in, let alone stored.
    const applicants = new WeakMap<FastifyRequest, ApplicantRow>();
    const withToken = async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await applicantByToken(db, bearerOf(request.headers.authorization));
      if (!row) return refuse(request, reply, 'token');
      applicants.set(request, row);
      return undefined;
    };
    const applicantOf = (request: FastifyRequest): ApplicantRow => {
      const row = applicants.get(request);
      if (!row) throw new Error('page call without its token check');
      return row;
    };
    const view = async (row: ApplicantRow) => ({
      applicantId: row.id,
      status: decisionOf(row),
      reasons: row.reject_labels ?? [],
      // Names and types only: the content never leaves the provider except to the operator.
      documents: (await documentsOf(db, row.id)).map((d) => ({ type: d.type, name: d.name, size: d.size })),
    });

    scope.get('/platform/kyc/api/applicant', { onRequest: withToken }, async (request, reply) => {
      const row = applicantOf(request);
      return reply.header('Cache-Control', 'no-store').send({ data: await view(row) });
    });

    const uploadChecks = async (request: FastifyRequest, reply: FastifyReply) => {
      const refused = await withToken(request, reply);
      if (refused) return refused;
      if (!isDocumentType((request.query as { type?: unknown } | undefined)?.type)) return refuse(request, reply, 'doc_type');
      return undefined;
    };

    scope.post('/platform/kyc/api/documents', { bodyLimit: maxBytes, onRequest: uploadChecks }, async (request, reply) => {
      const row = applicantOf(request);
      const type = (request.query as { type?: unknown }).type;
      if (!isDocumentType(type)) return refuse(request, reply, 'doc_type');
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const name = request.headers['x-file-name'];
      const added = await addDocument(db, row.id, { type, bytes, name: cleanFileName(typeof name === 'string' ? name : undefined) }, maxBytes);
      if (!added.ok) return refuse(request, reply, added.reason);
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ data: { id: added.id, type, mime: added.mime, size: added.size } });
    });

    scope.post('/platform/kyc/api/submit', { onRequest: withToken }, async (request, reply) => {
      const row = applicantOf(request);
      const submitted = await submitApplicant(db, row.id);
      if (!submitted.ok) return refuse(request, reply, submitted.reason);
      return reply.header('Cache-Control', 'no-store').send({ data: await view(submitted.row) });
    });
  });
}
