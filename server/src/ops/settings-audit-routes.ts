import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { parse } from './routes';
import { settingChanges } from './settings-audit';

const auditQuery = z.object({
  setting: z
    .string()
    .regex(/^[a-z][a-z0-9_.]{1,63}$/, 'Wrong value')
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The settings audit over the ops API (role `admin`, ops/console/access.ts):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/settings-audit?setting=&limit=` | the newest changes of money-relevant settings (`kyc.policy`, …): who, before, after, when |
 */
export function settingsAuditOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/settings-audit', async (request) => {
      const q = parse(auditQuery, request.query);
      const rows = await settingChanges(db, { ...(q.setting ? { setting: q.setting } : {}), limit: q.limit });
      return {
        data: {
          items: rows.map((r) => ({
            id: Number(r.id),
            setting: r.setting,
            subject: r.subject,
            actor: r.actor,
            before: r.before,
            after: r.after,
            created_at: iso(r.created_at),
          })),
        },
      };
    });
  };
}
