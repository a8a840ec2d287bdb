import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, REMOTE_NAMES } from '@casino/contract';
import type { ReleaseService } from '../domains/releases';
import { isSafeReleasePath } from '../domains/releases';
import { guardOps } from './guard';
import { opsActorOfRequest } from './console/access';
import { playerOriginOf } from './console/origin';

const remoteParam = z.object({ remote: z.enum(REMOTE_NAMES) });
const publishBody = z.object({
  files: z
    .array(z.object({ path: z.string().max(300).refine(isSafeReleasePath, 'unsafe path'), base64: z.string() }))
    .min(1)
    .max(2000),
  gitCommit: z
    .string()
    .regex(/^[0-9a-f]{7,40}$/)
    .nullish(),
});
const releaseBody = z.object({ release: z.string().min(1).max(100) });
const rollbackBody = z.object({ to: z.string().min(1).max(100).optional() });
const canaryBody = z.object({ release: z.string().min(1).max(100).nullable().optional(), percent: z.number().int().min(0).max(100) });
const eventsQuery = z.object({ remote: z.enum(REMOTE_NAMES).optional(), limit: z.coerce.number().int().min(1).max(1000).optional() });

/**
 * Who made a change, for the audit (ops/audit/ops-audit.ts): `operator:<login>` for a console session
 * or an operator's API token, `token:bootstrap` for OPS_TOKEN. The X-Ops-Actor header is not taken:
 * any holder of a token could claim any name with it.
 */
export function actorOf(request: FastifyRequest): string {
  return opsActorOfRequest(request);
}

export function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
  throw new ApiError('InvalidParameter', 'Invalid parameters', fields);
}

/**
 * The ops API of ARCHITECTURE §6: publish, activate, roll back, canary, history. Every call needs
 * the ops bearer token (or an operator console session with the role); every change is written to the audit log with who and when.
 */
export function registerOpsRoutes(
  app: FastifyInstance,
  service: ReleaseService,
  token: string,
  more: ReadonlyArray<(ops: FastifyInstance) => void> = [],
): void {
  app.register(async (ops) => {
    guardOps(ops, token);

    ops.get('/ops/releases', async () => ({ data: { items: await service.list() } }));
    ops.get('/ops/releases/:remote', async (request) => {
      const { remote } = parse(remoteParam, request.params);
      return { data: { items: await service.list(remote) } };
    });
    ops.get('/ops/events', async (request) => {
      const q = parse(eventsQuery, request.query);
      return { data: { items: await service.events(q.remote, q.limit) } };
    });

    ops.post('/ops/releases/:remote', { bodyLimit: 64 * 1024 * 1024 }, async (request, reply) => {
      const { remote } = parse(remoteParam, request.params);
      const body = parse(publishBody, request.body);
      const files = body.files.map((f) => ({ path: f.path, data: Buffer.from(f.base64, 'base64') }));
      const result = await service.publish({ remote, files, gitCommit: body.gitCommit ?? null, actor: actorOf(request) });
      return reply.code(result.created ? 201 : 200).send({ data: result });
    });
    ops.post('/ops/releases/:remote/activate', async (request) => {
      const { remote } = parse(remoteParam, request.params);
      const { release } = parse(releaseBody, request.body);
      return { data: await service.activate(remote, release, actorOf(request)) };
    });
    ops.post('/ops/releases/:remote/rollback', async (request) => {
      const { remote } = parse(remoteParam, request.params);
      const { to } = parse(rollbackBody, request.body);
      return { data: await service.rollback(remote, actorOf(request), to) };
    });
    ops.post('/ops/releases/:remote/canary', async (request) => {
      const { remote } = parse(remoteParam, request.params);
      const body = parse(canaryBody, request.body);
      return { data: await service.canary(remote, body.release ?? null, body.percent, actorOf(request)) };
    });
    // A pass that opens the player site on this release in the operator's browser only (domains/releases/preview.ts).
    ops.post('/ops/releases/:remote/preview', async (request, reply) => {
      const { remote } = parse(remoteParam, request.params);
      const { release } = parse(releaseBody, request.body);
      const { pass, expires, version } = await service.issuePreview(remote, release, actorOf(request));
      const url = `${playerOriginOf(app)}/preview?${new URLSearchParams({ pass }).toString()}`;
      return reply.header('Cache-Control', 'no-store').send({ data: { remote, release, version, expires, url } });
    });
    ops.post('/ops/releases/:remote/promote', async (request) => {
      const { remote } = parse(remoteParam, request.params);
      return { data: await service.promoteCanary(remote, actorOf(request)) };
    });
    // Other parts' ops calls, behind the same token and error handling (cashback runs, …).
    for (const register of more) register(ops);
  });
}
