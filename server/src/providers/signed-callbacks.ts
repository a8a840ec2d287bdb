/**
 * Server-to-server calls a provider makes to the merchant (payment callbacks, identity webhooks),
 * signed the same way: HMAC-SHA256 with the shared secret over `<timestamp>.<raw body>`, sent as
 * `v1=<hex>` with the timestamp (unix seconds) in a header of its own. The timestamp bounds replays
 * in time; the event id in the body (recorded once by the merchant) makes a replay inside that
 * window a no-op. Calls the merchant did not acknowledge are sent again by the provider's worker.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function signBody(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/** Checks a call's signature and that its timestamp lies within `toleranceSeconds` of `now`. */
export function verifyBody(
  secret: string,
  headers: { signature?: string | undefined; timestamp?: string | undefined },
  body: string,
  toleranceSeconds: number,
  now = Date.now(),
): SignatureCheck {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'missing' };
  const ts = Number(timestamp);
  if (Math.abs(now / 1000 - ts) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signBody(secret, ts, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}

export interface Delivery {
  status: number;
  body: string;
}

/** Sends the merchant a signed request; in this server it is answered in-process. */
export type Deliver = (path: string, headers: Record<string, string>, body: string) => Promise<Delivery>;

/** The merchant's endpoint reached as an HTTP request, answered in-process by `app`. */
export function injectDeliver(app: FastifyInstance): Deliver {
  return async (path, headers, body) => {
    const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
    return { status: response.statusCode, body: response.body };
  };
}

export interface SignedCall {
  path: string;
  body: string;
  secret: string;
  /** Header names of the signature and its timestamp. */
  headers: { signature: string; timestamp: string };
  now?: number;
}

export interface SendOutcome {
  acknowledged: boolean;
  /** Refused for good (a 4xx other than a stale signature or too many requests): retrying will not help. */
  hopeless: boolean;
  /** What went wrong, for the provider's records; null when acknowledged. */
  error: string | null;
}

/** Signs and sends one call; a network failure is an outcome, never a throw. */
export async function sendSigned(deliver: Deliver, call: SignedCall): Promise<SendOutcome> {
  const timestamp = Math.floor((call.now ?? Date.now()) / 1000);
  let delivery: Delivery;
  try {
    delivery = await deliver(
      call.path,
      {
        'content-type': 'application/json',
        [call.headers.timestamp]: String(timestamp),
        [call.headers.signature]: signBody(call.secret, timestamp, call.body),
      },
      call.body,
    );
  } catch (error) {
    delivery = { status: 0, body: error instanceof Error ? error.message : String(error) };
  }
  const acknowledged = delivery.status === 200;
  const hopeless = delivery.status >= 400 && delivery.status < 500 && delivery.status !== 401 && delivery.status !== 429;
  return { acknowledged, hopeless, error: acknowledged ? null : `${delivery.status} ${delivery.body}`.slice(0, 500) };
}

/**
 * Runs a provider's background work (sending due calls again, expiring, deciding) every `everyMs`,
 * once when the server is ready, never two runs at once; stops with the server.
 */
export function startRedelivery(app: FastifyInstance, everyMs: number, work: () => Promise<void>, label: string): void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      app.log.error({ err: error }, `${label} failed`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  app.addHook('onReady', async () => void tick());
  app.addHook('onClose', async () => clearInterval(timer));
}
