import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { actorOf, parse } from '../../ops/routes';
import { operatorOf } from '../../ops/console/access';
import { settingsActorOf } from '../../ops/settings-audit';
import { recordOpsAction } from '../../ops/audit/ops-audit';
import { checkPeriods, listRuns, requestedPeriods, runCashback, type RunRequest } from './job';
import { cashbackSettings, readCashbackSettings, writeCashbackSettings, type CashbackSettings } from './settings';

const runBody = z.object({
  /** `YYYY-MM-DD` local dates (the period holding each) or `current`; none: the last ended period. */
  periods: z.array(z.string().max(20)).max(60).optional(),
  scheme: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
});
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });
const requestParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** How long a request to run the current period waits for its confirmation. */
export const RUN_REQUEST_TTL_MS = 60 * 60 * 1000;

/**
 * Whether a request runs a period that has not ended: its records would be written from losses so
 * far, which a second operator must confirm (a date inside the running period counts, not only
 * `current`).
 */
export function runsUnendedPeriod(req: Pick<RunRequest, 'periods' | 'scheme' | 'now'>, settings: CashbackSettings): boolean {
  const now = (req.now ?? new Date()).getTime();
  const schemes = req.scheme ? settings.schemes.filter((s) => s.sysname === req.scheme) : settings.schemes;
  return schemes.some((scheme) => requestedPeriods(req, scheme, settings).some((p) => p.end.getTime() > now));
}

/** The requested periods as local dates, `current` fixed to today's: what a confirmation runs. */
export function fixedPeriods(periods: readonly string[], settings: CashbackSettings, now = new Date()): string[] {
  const today = new Date(now.getTime() + settings.utc_offset_minutes * 60_000).toISOString().slice(0, 10);
  return [...new Set(periods.map((p) => (p === 'current' ? today : p)))];
}

const refusedWithoutSecond = () =>
  new ApiError('AccessDenied', 'A run of the current period is asked for by one operator in the ops console and confirmed by another');

const requestOut = (r: {
  id: number;
  scheme: string | null;
  periods: string[];
  requested_by: string;
  status: string;
  created_at: Date | string;
  expires_at: Date | string;
  confirmed_by: string | null;
  confirmed_at: Date | string | null;
}) => ({
  id: Number(r.id),
  scheme: r.scheme,
  periods: r.periods,
  requested_by: r.requested_by,
  status: r.status === 'pending' && new Date(r.expires_at).getTime() <= Date.now() ? 'expired' : r.status,
  created_at: new Date(r.created_at).toISOString(),
  expires_at: new Date(r.expires_at).toISOString(),
  confirmed_by: r.confirmed_by,
  confirmed_at: r.confirmed_at === null ? null : new Date(r.confirmed_at).toISOString(),
});

/**
 * The cashback job's ops calls (docs/operations/cashback.md), role `cashback`:
 * `POST /ops/cashback/run`, `GET /ops/cashback/runs`, `GET|PUT /ops/cashback/settings`,
 * `GET /ops/cashback/run-requests`, `POST /ops/cashback/run-requests/:id/confirm`.
 *
 * A past period runs at once. A period still running is asked for by one console operator and
 * run when a different one confirms it; the bearer token, which names no operator, cannot.
 */
export function cashbackOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.post('/ops/cashback/run', async (request, reply) => {
      const body = parse(runBody, request.body);
      checkPeriods(body.periods);
      const settings = await readCashbackSettings(db);
      const req = { ...(body.periods ? { periods: body.periods } : {}), ...(body.scheme ? { scheme: body.scheme } : {}) };
      if (body.scheme && !settings.schemes.some((s) => s.sysname === body.scheme)) {
        throw new ApiError('InvalidParameter', 'No such scheme', { scheme: `No scheme ${body.scheme}` });
      }
      if (body.periods && runsUnendedPeriod(req, settings)) {
        const operator = operatorOf(request);
        if (!operator) throw refusedWithoutSecond();
        const row = await db
          .insertInto('cashback_run_requests')
          .values({
            scheme: body.scheme ?? null,
            periods: fixedPeriods(body.periods, settings),
            requested_by_id: operator.id,
            requested_by: operator.login,
            expires_at: new Date(Date.now() + RUN_REQUEST_TTL_MS),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        request.log.info({ request: Number(row.id), by: operator.login }, 'cashback: run of the current period asked for');
        return reply.code(202).send({ data: { request: requestOut(row) } });
      }
      const runs = await runCashback(db, { mode: 'demand', startedBy: `ops:${actorOf(request)}`, ...req }, settings);
      await recordOpsAction(db, {
        actor: actorOf(request),
        area: 'cashback',
        action: 'run',
        subject: req.scheme ?? null,
        details: { periods: req.periods ?? null, runs: runs.length },
      });
      return { data: { items: runs } };
    });
    ops.get('/ops/cashback/run-requests', async (request) => {
      const q = parse(listQuery, request.query);
      const rows = await db
        .selectFrom('cashback_run_requests')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(q.limit ?? 20)
        .execute();
      return { data: { items: rows.map(requestOut) } };
    });
    ops.post('/ops/cashback/run-requests/:id/confirm', async (request) => {
      const { id } = parse(requestParam, request.params);
      const operator = operatorOf(request);
      if (!operator) throw refusedWithoutSecond();
      // Marked confirmed before it runs: a request runs once, whoever confirms it at the same time.
      const row = await db.transaction().execute(async (trx) => {
        const found = await trx.selectFrom('cashback_run_requests').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
        if (!found) throw new ApiError('InvalidParameter', 'No such request', { id: 'request_not_found' });
        if (found.status !== 'pending') throw new ApiError('InvalidParameter', 'The request has run', { id: 'request_confirmed' });
        if (new Date(found.expires_at).getTime() <= Date.now())
          throw new ApiError('InvalidParameter', 'The request has expired: ask again', { id: 'request_expired' });
        if (Number(found.requested_by_id) === operator.id) throw new ApiError('AccessDenied', 'Another operator must confirm this run');
        return trx
          .updateTable('cashback_run_requests')
          .set({ status: 'confirmed', confirmed_by_id: operator.id, confirmed_by: operator.login, confirmed_at: sql`now()` })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      request.log.info({ request: id, by: row.requested_by, confirmed: operator.login }, 'cashback: run of the current period confirmed');
      const runs = await runCashback(db, {
        mode: 'demand',
        startedBy: `ops:${row.requested_by}+${operator.login}`,
        periods: row.periods,
        ...(row.scheme ? { scheme: row.scheme } : {}),
      });
      return { data: { request: requestOut(row), items: runs } };
    });
    ops.get('/ops/cashback/runs', async (request) => {
      const q = parse(listQuery, request.query);
      return { data: { items: await listRuns(db, q.limit ?? 20) } };
    });
    ops.get('/ops/cashback/settings', async () => ({ data: await readCashbackSettings(db) }));
    ops.put('/ops/cashback/settings', async (request) => {
      const checked = cashbackSettings.safeParse(request.body ?? {});
      if (!checked.success) {
        throw new ApiError(
          'InvalidParameter',
          'Invalid settings',
          Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.') || 'body', i.message])),
        );
      }
      return { data: await writeCashbackSettings(db, checked.data, settingsActorOf(request)) };
    });
  };
}
