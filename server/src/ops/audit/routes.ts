/**
 * The ops audit over the ops API (role `admin`; docs/operations/audit.md):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/audit?area=&actor=&since=&until=&before=&limit=` | `{ items: [{ id, at, actor, area, action, subject, details }], next }`, newest first; `next` is the `before` of the next page |
 *
 * `actor` is an exact actor (`operator:alice`, `token:bootstrap`) or a login (`alice`: any of its
 * actors); `since` and `until` are ISO 8601 times.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { parse } from '../routes';
import { AUDIT_AREAS, auditEntries } from './ops-audit';

export const auditQuery = z.object({
  area: z.enum(AUDIT_AREAS).optional(),
  actor: z
    .string()
    .trim()
    .regex(/^[\w.@:-]{1,90}$/, 'Wrong value')
    .optional(),
  since: z.iso.datetime({ offset: true }).optional(),
  until: z.iso.datetime({ offset: true }).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export function auditOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/audit', async (request, reply) => {
      const q = parse(auditQuery, request.query);
      const page = await auditEntries(db, {
        ...(q.area ? { area: q.area } : {}),
        ...(q.actor ? { actor: q.actor } : {}),
        ...(q.since ? { since: new Date(q.since) } : {}),
        ...(q.until ? { until: new Date(q.until) } : {}),
        ...(q.before ? { before: q.before } : {}),
        limit: q.limit,
      });
      return reply.header('Cache-Control', 'no-store').send({ data: page });
    });
  };
}
