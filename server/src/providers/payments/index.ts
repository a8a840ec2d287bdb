/**
 * Payments over HTTP: method icons, and the demo payment provider: the merchant's callback
 * endpoint and (outside production, unless PAYMENTS_DEMO_PROVIDER says otherwise) the provider's
 * pages with the redelivery of callbacks the merchant has not acknowledged.
 *
 * | path | what |
 * |---|---|
 * | `GET /payments/icons/:name.svg` | generated method artwork (`-mono` variant too) |
 * | `POST /payments/callback/demo` | signed provider callback: the only way a deposit's money moves |
 * | `GET, POST /payments/demo/checkout/:token` | the demo provider's payment page and the payer's decision |
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import type { Kysely } from 'kysely';
import { normalizeInternalPath } from '@casino/contract';
import type { DB } from '../../db/schema';
import type { CashierSettings } from '../../domains/payments';
import type { FastPaths } from '../../domains/payments';
import type { PaymentProvider } from '../payment-provider';
import { ensurePaymentData } from '../../seed/payments';
import { expirePendingDeposits } from '../../domains/payments';
import { handleCallback } from './callback';
import {
  breakOutPage,
  CALLBACK_PATH,
  checkoutPage,
  createCheckout,
  decide,
  sendCallback,
  deliverDue,
  expireCheckouts,
  findCheckout,
  notFoundPage,
  PROVIDER,
  returnPath,
  type Decision,
  type Deliver,
} from './demo-provider';
import { renderMethodIcon } from './icons';
import { injectDeliver, keepRawJson, repeatEvery, signatureHeaders } from '../callbacks/delivery';

export interface PaymentsOptions {
  /** The provider's background work, such as redelivering due callbacks (default on). */
  workers?: boolean;
  /** Put the methods, banks and rates into the database when missing (default on). */
  seed?: boolean;
  /** Seed the demo provider's methods too. */
  demoMethods: boolean;
  /** Deposits unpaid this long are cancelled by the background work (settings.ts). */
  pendingDepositTtlMs?: number;
}

/** How often unpaid deposits are looked for: a minute late at most, whatever the provider. */
const EXPIRY_EVERY_MS = 60_000;

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;
const DECISIONS: readonly Decision[] = ['approve', 'decline', 'pending', 'cancel'];

function sendHtml(reply: FastifyReply, html: string, options: { status?: number; frame?: boolean; nonce?: string } = {}) {
  const script = options.nonce ? `script-src 'nonce-${options.nonce}'; ` : '';
  return reply
    .code(options.status ?? 200)
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      `default-src 'none'; ${script}style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors ${options.frame ? "'self'" : "'none'"}`,
    )
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

/** Method icons, the payment data of a fresh database, and the configured provider's HTTP side. */
export async function registerPayments(app: FastifyInstance, db: Kysely<DB>, provider: PaymentProvider, options: PaymentsOptions): Promise<void> {
  if (options.seed ?? true) await ensurePaymentData(db, { methods: options.demoMethods });
  app.get<{ Params: { file: string } }>('/payments/icons/:file', async (request, reply) => {
    const svg = renderMethodIcon(request.params.file);
    if (!svg) return reply.code(404).send({ error: 'Not Found' });
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(svg);
  });
  await provider.register(app, { workers: options.workers ?? true });
  const ttlMs = options.pendingDepositTtlMs;
  if ((options.workers ?? true) && ttlMs !== undefined) {
    // A failed round is logged and the next one tries again (`repeatEvery` never overlaps rounds).
    repeatEvery(app, EXPIRY_EVERY_MS, 'unpaid deposit expiry', async () => {
      const expired = await expirePendingDeposits(db, ttlMs);
      if (expired) app.log.info({ expired }, 'unpaid deposits cancelled');
    });
  }
}

/**
 * The demo payment provider. Its callback endpoint is always there; its payment pages and the
 * redelivery worker only with `settings.demoProvider`.
 */
export function demoPaymentProvider(db: Kysely<DB>, settings: CashierSettings, options: { redeliveryMs?: number; fastPaths: FastPaths }): PaymentProvider {
  return {
    name: PROVIDER,
    openCheckout: (order) => createCheckout(db, order),
    register: (app, { workers }) =>
      registerDemoProvider(app, db, settings, { workers, redeliveryMs: options.redeliveryMs ?? 5000, fastPaths: options.fastPaths }),
  };
}

async function registerDemoProvider(
  app: FastifyInstance,
  db: Kysely<DB>,
  settings: CashierSettings,
  options: { workers: boolean; redeliveryMs: number; fastPaths: FastPaths },
): Promise<void> {
  const secret = settings.callbackSecret;
  // The provider reaches the merchant's callback endpoint as an HTTP request, answered in-process.
  const deliver: Deliver = injectDeliver(app);

  await app.register(async (scope) => {
    // The callback is signed over its raw bytes: keep the body as text.
    keepRawJson(scope);
    await scope.register(formbody, { bodyLimit: 4 * 1024 });

    scope.post(CALLBACK_PATH, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const answer = await handleCallback(db, raw, signatureHeaders(request.headers), {
        toleranceSeconds: settings.callbackToleranceSeconds,
        secret,
        fastPaths: options.fastPaths,
      });
      if (answer.status !== 200) request.log.warn({ status: answer.status, answer: answer.body }, 'payment callback refused');
      return reply.code(answer.status).header('Cache-Control', 'no-store').send(answer.body);
    });

    if (!settings.demoProvider) return;

    scope.get<{ Params: { token: string } }>('/payments/demo/checkout/:token', async (request, reply) => {
      const row = TOKEN.test(request.params.token) ? await findCheckout(db, request.params.token) : undefined;
      if (!row) return sendHtml(reply, notFoundPage('uz'), { status: 404 });
      return sendHtml(reply, checkoutPage(row), { frame: row.flow === 'iframe' });
    });

    scope.post<{ Params: { token: string }; Body: Record<string, unknown> }>('/payments/demo/checkout/:token', async (request, reply) => {
      const decision = request.body?.decision;
      if (!TOKEN.test(request.params.token) || typeof decision !== 'string' || !DECISIONS.includes(decision as Decision)) {
        return sendHtml(reply, notFoundPage('uz'), { status: 400 });
      }
      const row = await decide(db, request.params.token, decision as Decision);
      if (!row) return sendHtml(reply, notFoundPage('uz'), { status: 404 });
      // Tell the merchant now, so the payer usually lands on a settled outcome; the worker retries otherwise.
      if (row.callback_due) {
        const { recorded } = await sendCallback(db, row, deliver, { secret });
        recorded.catch((error: unknown) => request.log.error({ err: error, token: row.token }, 'a delivered payment outcome was not recorded'));
      }
      if (row.flow === 'iframe') {
        const nonce = randomBytes(16).toString('base64');
        return sendHtml(reply, breakOutPage(row, nonce), { frame: true, nonce });
      }
      return reply.header('Cache-Control', 'no-store').redirect(normalizeInternalPath(returnPath(row)) ?? '/', 303);
    });
  });

  if (settings.demoProvider && options.workers) {
    repeatEvery(app, options.redeliveryMs, 'payment callback redelivery', async () => {
      const expired = await expireCheckouts(db, settings.checkoutTtlMinutes);
      if (expired) app.log.info({ expired }, 'abandoned checkouts expired');
      const sent = await deliverDue(db, deliver, { secret });
      if (sent) app.log.info({ sent }, 'payment callbacks redelivered');
    });
  }
}
