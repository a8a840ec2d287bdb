/**
 * The ops console's origin of its own (`OPS_ORIGIN`, docs/operations/console.md). A page of the player
 * site may run scripts the platform did not write (custom code, vendor tags, files of a published
 * release); on the same origin they could read the console's API and act with the roles of an
 * operator signed in in the same browser. So:
 *
 * - the ops origin serves `/ops/**` (the console, the ops API), the probes and `/metrics`, nothing else: no
 *   player page and no release file ever runs there;
 * - every other origin answers 404 to `/ops/console/**`, and operator cookies are only read on
 *   the ops origin (`access.ts`); the bearer-token ops API answers on both (the release CLI).
 *
 * A request is on the ops origin when its Host names it, or when it came in on the server's ops
 * port (`OPS_PORT`, the demo's second port).
 */
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { siteOrigin } from '../../security/origins';

interface OpsOriginState {
  /** `host[:port]` of OPS_ORIGIN, lower case, without a default port; null: no console. */
  host: string | null;
  port: number | null;
  /** Where the console's view links lead: the player site. */
  playerOrigin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    opsOrigin?: OpsOriginState;
  }
}

const normalise = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/** Whether the request was made to the ops origin. */
export function isOpsOrigin(request: FastifyRequest): boolean {
  const state = request.server.opsOrigin;
  if (!state?.host) return false;
  if (state.port !== null && request.raw.socket?.localPort === state.port) return true;
  return normalise(request.host || request.headers.host || '') === state.host;
}

/** The player site's origin, for links from the console to it. */
export const playerOriginOf = (app: FastifyInstance): string => app.opsOrigin?.playerOrigin ?? '';

const pathOf = (url: string) => url.split('?')[0] ?? '';
const isConsolePath = (path: string) => path === '/ops/console' || path.startsWith('/ops/console/');
const servedOnOps = (path: string) => ['/healthz', '/readyz', '/metrics', '/ops'].includes(path) || path.startsWith('/ops/');

/** Splits the origins: the ops origin serves only ops paths, the others never the console. */
export function registerOpsOrigin(app: FastifyInstance, config: Pick<Config, 'ops' | 'publicOrigins' | 'host' | 'port'>): void {
  app.decorate('opsOrigin', {
    host: config.ops.origin ? normalise(new URL(config.ops.origin).host) : null,
    port: config.ops.port,
    playerOrigin: siteOrigin(config, undefined).origin,
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    const allowed = isOpsOrigin(request) ? servedOnOps(path) : !isConsolePath(path);
    if (!allowed) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    return undefined;
  });
}

/**
 * Listens on the ops port (OPS_PORT; the demo's PORT + 1) besides the main one, with the same
 * routes: the origin split above tells the two apart. A port in use is reported, not fatal.
 */
export function listenOnOpsPort(app: FastifyInstance, config: Pick<Config, 'ops' | 'host'>): Promise<Server | null> {
  const port = config.ops.port;
  if (!port) return Promise.resolve(null);
  const server = createServer((req, res) => app.server.emit('request', req, res));
  return new Promise((resolve) => {
    server.once('error', (error) => {
      app.log.warn({ err: error }, `the ops console's port ${port} is not available: the console is unreachable on ${config.ops.origin}`);
      resolve(null);
    });
    server.listen(port, config.host, () => resolve(server));
  });
}
