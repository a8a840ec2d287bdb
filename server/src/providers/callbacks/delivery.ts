/**
 * Server-to-server callbacks of the demo providers (payments and payouts), both sides:
 *
 * - the provider signs an outcome (`signature.ts`), sends it, and keeps sending it until the
 *   merchant acknowledges it with a 200 (`sendSigned`, `repeatEvery`);
 * - the merchant reads the raw body (`keepRawJson`), checks signature and timestamp before
 *   anything else, then the event's shape (`readSigned`), and applies the event once (by its id).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/schema';
import { startJob, type Job } from '../../jobs/job';
import { PAYMENT_SIGNATURE_HEADERS, signPayload, verifySignature, type SignatureHeaderNames } from './signature';

export interface Delivery {
  status: number;
  body: string;
}

/** Sends the merchant a signed request; in this server it is answered in-process. */
export type Deliver = (path: string, headers: Record<string, string>, body: string) => Promise<Delivery>;

export interface DeliveryResult {
  acknowledged: boolean;
  /** Worth sending again: 4xx other than a stale signature or a rate limit will not get better. */
  retry: boolean;
  /** What the merchant answered when it did not acknowledge (kept for the provider's records). */
  error: string | null;
}

/** Signs `body` with `secret` at `now` and sends it to `path`, under the payment callbacks' header names unless told others. */
export async function sendSigned(
  deliver: Deliver,
  path: string,
  body: string,
  secret: string,
  now = Date.now(),
  names: SignatureHeaderNames = PAYMENT_SIGNATURE_HEADERS,
): Promise<DeliveryResult> {
  const timestamp = Math.floor(now / 1000);
  let delivery: Delivery;
  try {
    delivery = await deliver(
      path,
      { 'content-type': 'application/json', [names.timestamp]: String(timestamp), [names.signature]: signPayload(secret, timestamp, body) },
      body,
    );
  } catch (error) {
    delivery = { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
  const acknowledged = delivery.status === 200;
  const hopeless = delivery.status >= 400 && delivery.status < 500 && delivery.status !== 401 && delivery.status !== 429;
  return { acknowledged, retry: !(acknowledged || hopeless), error: acknowledged ? null : `${delivery.status} ${delivery.body}`.slice(0, 500) };
}

/** A demo provider gives up on a callback after this many attempts (a real one alerts its support). */
export const MAX_CALLBACK_ATTEMPTS = 50;

/** The demo providers' tables of outcomes to report: each row has the same delivery columns. */
export type CallbackOutbox = 'demo_provider_payments' | 'demo_provider_payouts';

/**
 * Sends every callback of `table` still due (oldest first, at most `limit`) with `send`, which
 * records each attempt; answers how many the merchant acknowledged.
 */
export async function deliverDueCallbacks<T extends CallbackOutbox>(
  db: Kysely<DB>,
  table: T,
  send: (row: Selectable<DB[T]>) => Promise<boolean>,
  limit = 50,
): Promise<number> {
  // Both tables share the delivery columns; the query is typed against one of them.
  const due = await db
    .selectFrom(table as CallbackOutbox as 'demo_provider_payments')
    .selectAll()
    .where('callback_due', '=', true)
    .where('callback_attempts', '<', MAX_CALLBACK_ATTEMPTS)
    .where((eb) => eb.or([eb('callback_next_at', 'is', null), eb('callback_next_at', '<=', sql<Date>`now()`)]))
    .orderBy('created_at')
    .limit(limit)
    .execute();
  let ok = 0;
  for (const row of due) if (await send(row as unknown as Selectable<DB[T]>)) ok++;
  return ok;
}

export type SignedEvent<T> = { ok: true; event: T } | { ok: false; status: 400 | 401; error: string };

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The signature headers of a request, as `readSigned` takes them. */
export function signatureHeaders(
  headers: Record<string, string | string[] | undefined>,
  names: SignatureHeaderNames = PAYMENT_SIGNATURE_HEADERS,
): { signature?: string | undefined; timestamp?: string | undefined } {
  return { signature: header(headers[names.signature]), timestamp: header(headers[names.timestamp]) };
}

/**
 * The event a callback carries, when its signature over the raw body and its timestamp check out
 * (401 otherwise, nothing read) and its body has the expected shape (400 otherwise).
 */
export function readSigned<S extends z.ZodType>(
  schema: S,
  raw: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  options: { secret: string; toleranceSeconds: number; now?: number },
): SignedEvent<z.infer<S>> {
  const check = verifySignature(options.secret, headers, raw, options.toleranceSeconds, options.now);
  if (!check.ok) return { ok: false, status: 401, error: `signature ${check.reason}` };
  try {
    const result = schema.safeParse(JSON.parse(raw));
    if (!result.success) return { ok: false, status: 400, error: 'malformed event' };
    return { ok: true, event: result.data };
  } catch {
    return { ok: false, status: 400, error: 'malformed event' };
  }
}

/** In a route scope: JSON bodies stay the raw text the signature was made over. */
export function keepRawJson(scope: FastifyInstance, bodyLimit = 8 * 1024): void {
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));
}

/** The provider reaching the merchant's callback endpoint as an HTTP request, answered in-process. */
export function injectDeliver(app: FastifyInstance): Deliver {
  return async (path, headers, body) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: response.statusCode, body: response.body };
  };
}

/**
 * The background rounds of each app (by its HTTP server, which the app's encapsulated parts share),
 * for `stopBackgroundWork`.
 */
const backgroundStops = new WeakMap<object, Set<() => Promise<void>>>();

/**
 * Stops the app's background rounds (`repeatEvery`), waiting for those in progress, while the app
 * still answers: a closing app refuses `inject`, so a round still sending callbacks once the close
 * has begun would find each of them refused and leave them due (counted as failed attempts) until
 * the next start. The server calls this on SIGTERM before it closes.
 */
export async function stopBackgroundWork(app: FastifyInstance): Promise<void> {
  await Promise.all([...(backgroundStops.get(app.server) ?? [])].map((stop) => stop()));
}

/**
 * Background work every `ms` (never two rounds at once), a first round when the server is ready,
 * stopped when it closes; a failed round is logged and the next one tries again. Closing waits
 * for a round in progress (before in-flight requests end and the database closes under it), so a
 * stop never cuts one short between a callback acknowledged and its record; a graceful stop of the
 * server (`stopBackgroundWork`) waits for it before the close, so its callbacks still get through.
 */
export function repeatEvery(app: FastifyInstance, ms: number, what: string, round: () => Promise<void>): void {
  let job: Job | null = null;
  const stop = async () => {
    await job?.stop();
  };
  const stops = backgroundStops.get(app.server) ?? new Set();
  backgroundStops.set(app.server, stops.add(stop));
  app.addHook('onReady', async () => {
    job = startJob({ name: what, everyMs: ms, round, log: app.log });
  });
  app.addHook('preClose', stop);
}
