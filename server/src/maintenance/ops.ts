import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../db/schema';
import { actorOf, parse } from '../ops/routes';
import { operatorViewsSite } from '../ops/console/access';
import { clearMaintenanceCache, MAINTENANCE_SCOPES, maintenanceEvents, maintenanceStatus, maintenanceWindows, switchMaintenance } from './service';

const message = z.string().max(500).nullish();
const instant = z.iso.datetime({ offset: true }).nullish();
const switchBody = z.object({
  scope: z.enum(MAINTENANCE_SCOPES).default('site'),
  enabled: z.boolean(),
  /** In Uzbek (the default language). */
  message,
  message_ru: message,
  /** The window: none is at once, and until switched off. */
  starts_at: instant,
  ends_at: instant,
});
const eventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });
const statusQuery = z.object({ locale: z.enum(['uz', 'ru']).catch('uz').default('uz') });

/**
 * Maintenance over the ops API (behind the ops token, docs/operations/maintenance.md):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/maintenance` | `{ modes: [{ scope, message, message_ru, starts_at, ends_at, switched_by, switched_at }], events: [...] }` (every window: in force, scheduled or ended) |
 * | `PUT /ops/maintenance` | `{ scope?: site|uz|ru|casino|cashier|loyalty|promotions|profile (default site), enabled: boolean, message?, message_ru?, starts_at?, ends_at? }`, recorded for the caller (`operator:<login>` or `token:bootstrap`) |
 */
export function maintenanceOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/maintenance', async (request) => {
      const q = parse(eventsQuery, request.query);
      clearMaintenanceCache(db);
      return { data: { modes: await maintenanceWindows(db), events: await maintenanceEvents(db, q.limit ?? 20), now: new Date().toISOString() } };
    });
    ops.put('/ops/maintenance', async (request) => {
      const body = parse(switchBody, request.body);
      const modes = await switchMaintenance(db, body, actorOf(request));
      request.log.info(
        { scope: body.scope, enabled: body.enabled, starts_at: body.starts_at, ends_at: body.ends_at, actor: actorOf(request) },
        'maintenance switched',
      );
      return { data: { modes } };
    });
  };
}

/**
 * `GET /maintenance.json?locale=uz|ru` for players' pages (never under maintenance itself): the
 * windows in force and those announced (contract `MaintenanceStatus`), and whether the
 * browser carries an operator's view pass (its banner). The maintenance page and a paused part
 * poll it to return by themselves when the window ends.
 */
export function registerMaintenanceStatus(app: FastifyInstance, db: Kysely<DB>): void {
  app.get('/maintenance.json', async (request, reply) => {
    const { locale } = statusQuery.parse(request.query ?? {});
    const [modes, viewing] = await Promise.all([maintenanceWindows(db), operatorViewsSite(request).catch(() => false)]);
    reply.header('Cache-Control', 'no-store');
    return { data: maintenanceStatus(modes, locale, viewing) };
  });
}
