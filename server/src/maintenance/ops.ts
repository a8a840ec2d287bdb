import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { actorOf, parse } from '../ops/routes';
import { activeModes, clearMaintenanceCache, MAINTENANCE_SCOPES, maintenanceEvents, switchMaintenance } from './service';

const switchBody = z.object({
  scope: z.enum(MAINTENANCE_SCOPES).default('site'),
  enabled: z.boolean(),
  message: z.string().max(500).nullish(),
});
const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });

/**
 * Maintenance over the ops API (behind the ops token, docs/operations/maintenance.md):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/maintenance` | `{ modes: [{ scope, message, switched_by, switched_at }], events: [...] }` |
 * | `PUT /ops/maintenance` | `{ scope?: site|uz|ru|cashier (default site), enabled: boolean, message? }`, recorded for the caller (`operator:<login>` or `token:bootstrap`) |
 */
export function maintenanceOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/maintenance', async (request) => {
      const q = parse(eventsQuery, request.query);
      clearMaintenanceCache(db);
      return { data: { modes: await activeModes(db), events: await maintenanceEvents(db, q.limit ?? 20) } };
    });
    ops.put('/ops/maintenance', async (request) => {
      const body = parse(switchBody, request.body);
      const modes = await switchMaintenance(db, body, actorOf(request));
      request.log.info({ scope: body.scope, enabled: body.enabled, actor: actorOf(request) }, 'maintenance switched');
      return { data: { modes } };
    });
  };
}
