/**
 * Identity verification over HTTP, the platform's side: the configured provider's webhook and the
 * operator's queue (an operator's API token or session, or the bootstrap OPS_TOKEN; who decided is
 * the token's operator, recorded in the account's audit log as `ops:operator:<login>` and in the
 * ops audit as `operator:<login>`).
 *
 * | path | what |
 * |---|---|
 * | `POST /kyc/webhook/<provider>` | the provider's signed decision (`domains/kyc/webhook.ts`) |
 * | `GET /ops/kyc?status=pending&uid=&limit=` | applicants with their account flags and documents, the waiting ones first |
 * | `POST /ops/kyc/:uid/approve` | `{ comment? }`: the provider approves; its webhook verifies the account |
 * | `POST /ops/kyc/:uid/reject` | `{ reasons?: [label], final?: boolean, comment? }`: a retry (another document), or final |
 * | `POST /ops/kyc/:uid/require` | `{ required?: boolean }` (default true): the player must verify before withdrawing |
 * | `GET /ops/kyc/:uid/documents/:id` | one uploaded document, as an attachment, for the operator only |
 * | `GET`, `PUT /ops/kyc/policy` | `{ newAccounts?: boolean, verifyAbove?: [{ currency, amount }] }`: every new account, or every withdrawal above an amount, needs a verified identity; audited (`kyc.policy`) |
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import { KYC_REJECT_LABELS, KYC_STATUSES } from '@casino/contract/schemas';
import type { DB } from '../../db/schema';
import type { IdentityProvider } from './identity-provider';
import { actorOf } from '../../ops/routes';
import { opsAccess } from '../../ops/console/access';
import { settingsActorOf } from '../../ops/settings-audit';
import { readPolicy, writePolicy } from './policy';
import { documentForOps, queue, requireVerification, reviewByOps } from './service';
import { handleWebhook } from './webhook';
import { isWholeMinor } from '@casino/contract/money';

const uidParam = z.object({ uid: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const documentParams = uidParam.extend({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const queueQuery = z.object({
  status: z.enum(KYC_STATUSES).optional(),
  uid: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
const comment = z.string().trim().max(500).nullish();
const approveBody = z.object({ comment });
const rejectBody = z.object({ reasons: z.array(z.enum(KYC_REJECT_LABELS)).max(10).default([]), final: z.boolean().default(false), comment });
const requireBody = z.object({ required: z.boolean().default(true) });
const bound = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/, 'Wrong value'),
  // Major units, as in the cashier: at most two decimals.
  amount: z
    .number()
    .positive()
    .max(1e12)
    .refine((n) => isWholeMinor(n), 'At most two decimals'),
});
const policyBody = z
  .object({
    newAccounts: z.boolean().optional(),
    verifyAbove: z
      .array(bound)
      .max(20)
      .refine((b) => new Set(b.map((x) => x.currency)).size === b.length, 'One bound per currency')
      .optional(),
  })
  .refine((b) => b.newAccounts !== undefined || b.verifyAbove !== undefined, 'Nothing to change');

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
  throw new ApiError('InvalidParameter', 'Invalid parameters', fields);
}

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function registerKyc(app: FastifyInstance, db: Kysely<DB>, provider: IdentityProvider | null, opsToken: string): void {
  if (provider) {
    app.register(async (scope) => {
      // Signed over its raw bytes: the body is kept as text.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
      scope.post(provider.webhookPath, async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, header(v)]));
        const answer = await handleWebhook(db, provider, raw, headers);
        if (answer.status !== 200) request.log.warn({ status: answer.status, answer: answer.body }, 'identity webhook refused');
        return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
      });
    });
  }

  app.register(async (ops) => {
    ops.addHook('onRequest', (request, reply) => opsAccess(request, reply, opsToken));
    ops.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof ApiError) return reply.code(error.status).send(error.toEnvelope());
      const status = (error as { statusCode?: number }).statusCode;
      if ((error as { validation?: unknown }).validation || (typeof status === 'number' && status >= 400 && status < 500)) {
        return reply.code(400).send(new ApiError('InvalidRequest', 'Malformed request').toEnvelope());
      }
      request.log.error(error, 'ops call failed');
      return reply.code(500).send(new ApiError('InternalServerError', 'Internal error').toEnvelope());
    });

    ops.get('/ops/kyc', async (request) => {
      const q = parse(queueQuery, request.query);
      return { data: { items: await queue(db, provider, q) } };
    });
    ops.get('/ops/kyc/policy', async () => ({ data: await readPolicy(db) }));
    ops.put('/ops/kyc/policy', async (request) => {
      const body = parse(policyBody, request.body);
      const policy = await writePolicy(
        db,
        { ...(body.newAccounts !== undefined ? { newAccounts: body.newAccounts } : {}), ...(body.verifyAbove ? { verifyAbove: body.verifyAbove } : {}) },
        settingsActorOf(request),
      );
      request.log.info({ policy, actor: settingsActorOf(request) }, 'KYC policy changed');
      return { data: policy };
    });
    ops.post('/ops/kyc/:uid/approve', async (request) => {
      const { uid } = parse(uidParam, request.params);
      const body = parse(approveBody, request.body);
      return { data: await reviewByOps(db, provider, uid, { decision: 'approved', reasons: [], comment: body.comment ?? null, reviewer: actorOf(request) }) };
    });
    ops.post('/ops/kyc/:uid/reject', async (request) => {
      const { uid } = parse(uidParam, request.params);
      const body = parse(rejectBody, request.body);
      return {
        data: await reviewByOps(db, provider, uid, {
          decision: body.final ? 'rejected' : 'retry',
          reasons: body.reasons,
          comment: body.comment ?? null,
          reviewer: actorOf(request),
        }),
      };
    });
    ops.post('/ops/kyc/:uid/require', async (request) => {
      const { uid } = parse(uidParam, request.params);
      const body = parse(requireBody, request.body);
      return { data: await requireVerification(db, uid, body.required, actorOf(request)) };
    });
    ops.get('/ops/kyc/:uid/documents/:id', async (request, reply) => {
      const { uid, id } = parse(documentParams, request.params);
      const document = await documentForOps(db, provider, uid, id);
      if (!document) throw new ApiError('InvalidParameter', 'No such document', { id: 'No such document' });
      const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' }[document.mime] ?? 'bin';
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="kyc-${uid}-${id}.${extension}"`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('X-Content-Type-Options', 'nosniff')
        .type(document.mime)
        .send(Buffer.from(document.content));
    });
  });
}
