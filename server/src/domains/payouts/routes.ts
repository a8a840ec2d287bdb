/**
 * Payouts over HTTP: the payout provider's callback endpoint, the operators' decisions, and the
 * payout worker.
 *
 * | path | what |
 * |---|---|
 * | `POST /payouts/callback/<provider>` | the provider's signed outcome of a payout (paid or failed), applied once |
 * | `GET /ops/payouts?status=open&limit=&offset=` | the queue: player, amount, currency, masked destination, verification, age |
 * | `GET /ops/payouts/:id` | one withdrawal |
 * | `POST /ops/payouts/:id/approve` | approve (then it goes to the provider); refused (`KycWithdrawal`, `fields.kyc` the reason, nothing moves) while the identity rules in force now hold it |
 * | `POST /ops/payouts/:id/reject` | reject with `{ reason }`: the money goes back to the player |
 * | `GET|PUT /ops/payout-settings` | `{ second_approval_above: [{ currency, amount }] }`: above it a withdrawal needs two different approvers (admin) |
 *
 * Above the second-approval amount an approval answers `awaiting_second: true` ("approved by A,
 * awaiting a second approver") and nothing moves; a different operator's approval completes it.
 *
 * The ops calls need an operator's API token or session (or the bootstrap OPS_TOKEN), like the
 * release routes; the decision is audited for the token's operator (`operator:<login>`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import { isPlainText } from '@casino/contract/validation';
import type { DB } from '../../db/schema';
import type { PayoutSettings } from './settings';
import type { PayoutProvider } from './payout-provider';
import { SettleError } from '../payments';
import {
  approveWithdrawal,
  DEFAULT_REJECT_REASON,
  payoutItem,
  payoutQueue,
  payoutRound,
  rejectWithdrawal,
  sendPayout,
  settlePayout,
  type QueueFilter,
} from './payouts';
import { payoutApprovalSettings, setSecondApprovalBounds } from './payout-approvals';
import { keepRawJson, repeatEvery } from '../../providers/callbacks/delivery';
import { actorOf, parse } from '../../ops/routes';
import { opsAccess } from '../../ops/console/access';

const FILTERS = ['open', 'requested', 'approved', 'paid', 'rejected', 'cancelled', 'all'] as const satisfies readonly QueueFilter[];
const idParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Wrong value')
    .transform(Number),
});
const queueQuery = z.object({
  status: z.enum(FILTERS).default('open'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const settingsBody = z.object({
  second_approval_above: z
    .array(z.object({ currency: z.string().regex(/^[A-Z]{3}$/, 'Wrong value'), amount: z.number().positive().max(1e12) }))
    .max(20)
    .refine((list) => new Set(list.map((b) => b.currency)).size === list.length, 'Field unique'),
});
const rejectBody = z.object({
  reason: z.string().trim().min(1).max(500).refine(isPlainText, 'Field regex').optional(),
});

export interface PayoutRoutesOptions {
  opsToken: string;
  /** The payout worker (and the provider's own background work); off in tests. */
  workers: boolean;
}

export async function registerPayouts(
  app: FastifyInstance,
  db: Kysely<DB>,
  provider: PayoutProvider | null,
  settings: PayoutSettings,
  options: PayoutRoutesOptions,
): Promise<void> {
  /** Hands an approved withdrawal to the provider now; the worker tries again if this fails. */
  const handOver = async (id: number) => {
    if (!provider) return;
    try {
      await sendPayout(db, provider, id);
    } catch (error) {
      app.log.warn({ err: error, payment: id }, 'payout not handed to the provider yet; the payout worker retries');
    }
  };

  await app.register(async (scope) => {
    // The callback is signed over its raw bytes: keep the body as text.
    keepRawJson(scope);
    scope.post<{ Params: { provider: string } }>('/payouts/callback/:provider', async (request, reply) => {
      if (!provider || request.params.provider !== provider.name) return reply.code(404).send({ error: 'no such payout provider' });
      const raw = typeof request.body === 'string' ? request.body : '';
      const check = await provider.verifyCallback(raw, request.headers);
      let answer: { status: number; body: object };
      if (!check.ok) answer = { status: check.status, body: { error: check.error } };
      else {
        try {
          const { outcome } = await settlePayout(db, provider.name, check.event);
          answer = { status: 200, body: { status: outcome } };
        } catch (error) {
          if (!(error instanceof SettleError)) throw error;
          answer = { status: error.reason === 'unknown_order' ? 404 : 409, body: { error: error.message } };
        }
      }
      if (answer.status !== 200) request.log.warn({ status: answer.status, answer: answer.body }, 'payout callback refused');
      return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
    });
  });

  await app.register(async (ops) => {
    ops.addHook('onRequest', (request, reply) => opsAccess(request, reply, options.opsToken));
    ops.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof ApiError) return reply.code(error.status).send(error.toEnvelope());
      if ((error as { validation?: unknown }).validation || [400, 413, 415].includes((error as { statusCode?: number }).statusCode ?? 0)) {
        return reply.code(400).send(new ApiError('InvalidRequest', 'Malformed request').toEnvelope());
      }
      request.log.error(error, 'payout ops call failed');
      return reply.code(500).send(new ApiError('InternalServerError', 'Internal error').toEnvelope());
    });

    ops.get('/ops/payouts', async (request) => {
      const q = parse(queueQuery, request.query);
      return { data: { items: await payoutQueue(db, { filter: q.status, limit: q.limit, offset: q.offset }) } };
    });
    ops.get('/ops/payouts/:id', async (request) => {
      const { id } = parse(idParam, request.params);
      return { data: await payoutItem(db, id) };
    });
    ops.post('/ops/payouts/:id/approve', { bodyLimit: 4 * 1024 }, async (request) => {
      const { id } = parse(idParam, request.params);
      const { changed, awaitingSecond } = await approveWithdrawal(db, id, `ops:${actorOf(request)}`);
      if (!awaitingSecond) await handOver(id);
      return { data: { ...(await payoutItem(db, id)), changed, awaiting_second: awaitingSecond === true } };
    });
    ops.get('/ops/payout-settings', async () => ({ data: await payoutApprovalSettings(db) }));
    ops.put('/ops/payout-settings', { bodyLimit: 8 * 1024 }, async (request) => {
      const body = parse(settingsBody, request.body);
      return { data: await setSecondApprovalBounds(db, body.second_approval_above, `ops:${actorOf(request)}`) };
    });
    ops.post('/ops/payouts/:id/reject', { bodyLimit: 4 * 1024 }, async (request) => {
      const { id } = parse(idParam, request.params);
      const { reason } = parse(rejectBody, request.body);
      const { changed } = await rejectWithdrawal(db, id, `ops:${actorOf(request)}`, reason ?? DEFAULT_REJECT_REASON);
      return { data: { ...(await payoutItem(db, id)), changed } };
    });
  });

  if (options.workers) {
    repeatEvery(app, settings.workerMs, 'payout round', async () => {
      const done = await payoutRound(db, provider, settings);
      if (done.approved || done.sent) app.log.info(done, 'withdrawals approved automatically or handed to the payout provider');
    });
  }
  if (provider) await provider.register(app, { workers: options.workers });
}
