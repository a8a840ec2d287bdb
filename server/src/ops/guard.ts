import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '@casino/contract';
import { opsAccess } from './console/access';
import { rateLimitHeaders } from '../auth/rate-limit';

/** The ops routes' guard on a scope: the bearer token or an operator session with the path's role (ops/console/access.ts), and the ops error envelope. */
export function guardOps(ops: FastifyInstance, token: string): void {
  ops.addHook('onRequest', (request, reply) => opsAccess(request, reply, token));
  ops.setErrorHandler((error, request, reply: FastifyReply) => {
    if (error instanceof ApiError)
      return reply
        .code(error.status)
        .headers(rateLimitHeaders(error) ?? {})
        .send(error.toEnvelope());
    if ((error as { statusCode?: number }).statusCode === 413) {
      return reply.code(413).send(new ApiError('InvalidRequest', 'Release too large').toEnvelope());
    }
    if ((error as { validation?: unknown }).validation || (error as { statusCode?: number }).statusCode === 400) {
      return reply.code(400).send(new ApiError('InvalidRequest', 'Malformed request').toEnvelope());
    }
    request.log.error(error, 'ops call failed');
    return reply.code(500).send(new ApiError('InternalServerError', 'Internal error').toEnvelope());
  });
}

/** A domain's ops routes (`/ops/…`) in a scope of their own behind the ops guard. */
export function registerOpsScope(app: FastifyInstance, token: string, routes: ReadonlyArray<(ops: FastifyInstance) => void>): void {
  app.register(async (ops) => {
    guardOps(ops, token);
    for (const register of routes) register(ops);
  });
}
