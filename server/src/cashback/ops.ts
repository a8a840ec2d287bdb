import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/shared';
import type { DB } from '../db/schema';
import { actorOf, parse } from '../ops/routes';
import { listRuns, runCashback } from './job';
import { cashbackSettings, readCashbackSettings, writeCashbackSettings } from './settings';

const runBody = z.object({
  /** `YYYY-MM-DD` local dates (the period holding each) or `current`; none: the last ended period. */
  periods: z.array(z.string().max(20)).max(60).optional(),
  scheme: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).optional(),
});
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).optional() });

/**
 * The cashback job's ops calls (README "Cashback"), mounted behind the ops token:
 * `POST /ops/cashback/run`, `GET /ops/cashback/runs`, `GET|PUT /ops/cashback/settings`.
 */
export function cashbackOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.post('/ops/cashback/run', async (request) => {
      const body = parse(runBody, request.body);
      const runs = await runCashback(db, { mode: 'demand', startedBy: `ops:${actorOf(request)}`, ...(body.periods ? { periods: body.periods } : {}), ...(body.scheme ? { scheme: body.scheme } : {}) });
      return { data: { items: runs } };
    });
    ops.get('/ops/cashback/runs', async (request) => {
      const q = parse(listQuery, request.query);
      return { data: { items: await listRuns(db, q.limit ?? 20) } };
    });
    ops.get('/ops/cashback/settings', async () => ({ data: await readCashbackSettings(db) }));
    ops.put('/ops/cashback/settings', async (request) => {
      const checked = cashbackSettings.safeParse(request.body ?? {});
      if (!checked.success) {
        throw new ApiError('InvalidParameter', 'Invalid settings', Object.fromEntries(checked.error.issues.map((i) => [i.path.join('.') || 'body', i.message])));
      }
      return { data: await writeCashbackSettings(db, checked.data) };
    });
  };
}
