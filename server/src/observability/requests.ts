/**
 * Each request's id and its one log line. The id comes from `X-Request-Id` only when the request
 * arrived from a trusted proxy (TRUST_PROXY: nginx passes its `$request_id`), else it is generated;
 * it is answered in `X-Request-Id` and bound to every log line of the request (`reqId`). When the
 * answer is sent, one line says method, path (secrets masked), status, duration, the account
 * where known and the API method; the same facts feed the request metrics.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMethodName } from '@casino/contract';
import type { Config } from '../config';
import { maskUrl } from '../security/log-masking';
import { apiDuration, apiRequests, httpRequests } from './metrics';

/** An id a proxy may hand us: short, and nothing that could forge a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Whether the peer of this socket is one of the proxies TRUST_PROXY names (a hop count trusts the nearest hops). */
export function trustedPeer(trust: Config['trustProxy']): (address: string | undefined) => boolean {
  if (trust === true) return () => true;
  if (trust === false) return () => false;
  if (typeof trust === 'number') return () => trust > 0;
  const trusted = proxyAddr.compile(trust);
  return (address) => address !== undefined && trusted(address, 0);
}

/** Fastify's `genReqId`: the proxy's id when the peer is trusted, a new one otherwise. */
export function requestIdOf(trust: Config['trustProxy']): (raw: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (raw) => {
    const header = raw.headers['x-request-id'];
    if (typeof header === 'string' && FORWARDED_ID.test(header) && trusted(raw.socket?.remoteAddress)) return header;
    return randomUUID();
  };
}

const accounts = new WeakMap<FastifyRequest, string>();
/** The account a request acts for, for its log line (the API dispatch notes it once the session is read). */
export function noteAccount(request: FastifyRequest, accountId: string | number): void {
  accounts.set(request, String(accountId));
}

/** The kind of a path, a label of bounded size. */
export function kindOfPath(path: string): string {
  if (path.startsWith('/api/')) return 'api';
  if (path === '/ops' || path.startsWith('/ops/')) return 'ops';
  if (path === '/metrics' || path === '/healthz' || path === '/readyz') return 'probe';
  if (/\.[a-z0-9]{1,8}$/i.test(path) || path.startsWith('/remotes/') || path.startsWith('/assets/')) return 'static';
  return 'page';
}

/** The API method of an `/api/<method>` path, or `unknown` (label values stay the method table's). */
export function apiMethodOf(path: string): string | null {
  if (!path.startsWith('/api/')) return null;
  const name = path.slice(5);
  return isMethodName(name) ? name : 'unknown';
}

export function registerRequestObservation(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    // At debug level a request's arrival is logged too: what is in flight when a worker stops.
    if (request.log.level === 'debug' || request.log.level === 'trace')
      request.log.debug({ method: request.method, path: maskUrl(request.url) }, 'incoming request');
  });
  app.addHook('onResponse', async (request, reply) => {
    const path = (request.url.split('?')[0] ?? '').slice(0, 512);
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    const kind = kindOfPath(path);
    const api = apiMethodOf(path);
    httpRequests.inc({ kind, status: `${Math.floor(status / 100)}xx` });
    if (api) {
      apiRequests.inc({ method: api, status: String(status) });
      apiDuration.observe({ method: api }, ms / 1000);
    }
    // Probes come every few seconds: their lines would drown the rest.
    if (kind === 'probe' && status < 400) return;
    const line: Record<string, unknown> = { method: request.method, path: maskUrl(request.url), status, ms: Math.round(ms * 10) / 10 };
    const account = accounts.get(request);
    if (account) line.account = account;
    if (api) line.api = api;
    request.log[status >= 500 ? 'error' : 'info'](line, 'request');
  });
}
