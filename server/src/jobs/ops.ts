/**
 * The ops API of the background jobs (role admin, or the ops token):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/jobs` | each job of this instance (state, last run, failures, next run) with its queue (queued, retrying, dead), and the dead items |
 * | `POST /ops/jobs/dead/:id/retry` | sends a dead item again from its first attempt (`:id` as listed, e.g. `outbox:42`) |
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { DB } from '../db/schema';
import { actorOf, parse } from '../ops/routes';
import { deadItems, parseDeadId, queueFigures, retryDead } from './dead';
import { jobStats } from './job';

const deadParam = z.object({ id: z.string().min(3).max(220) });

/** Each job's figures in this instance, with the queue figures of the durable ones. */
export async function jobsOverview(db: Kysely<DB>) {
  const queues = await queueFigures(db);
  const running = jobStats();
  const names = [...new Set([...running.map((j) => j.name), ...queues.map((q) => q.job)])].sort();
  return names.map((name) => {
    const figures = running.find((j) => j.name === name);
    const queue = queues.find((q) => q.job === name);
    return {
      name,
      // A durable job's queue is shared by instances; one not running here still shows it.
      state: figures?.state ?? 'not running here',
      everyMs: figures?.everyMs ?? null,
      runs: figures?.runs ?? 0,
      failures: figures?.failures ?? 0,
      failingInARow: figures?.failingInARow ?? 0,
      lastRunAt: figures?.lastRunAt ?? null,
      lastDurationMs: figures?.lastDurationMs ?? null,
      lastError: figures?.lastError ?? null,
      nextRunAt: figures?.nextRunAt ?? null,
      queued: queue?.queued ?? null,
      retrying: queue?.retrying ?? null,
      dead: queue?.dead ?? null,
    };
  });
}

export function jobsOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/jobs', async () => ({ data: { jobs: await jobsOverview(db), dead: await deadItems(db) } }));
    ops.post('/ops/jobs/dead/:id/retry', async (request) => {
      const { id } = parse(deadParam, request.params);
      const parsed = parseDeadId(id);
      if (!parsed) throw new ApiError('InvalidParameter', 'Invalid parameters', { id: 'Wrong value' });
      const retried = await retryDead(db, parsed.kind, parsed.key);
      if (!retried) throw new ApiError('MethodNotFound', 'Not found', { id: 'No such dead item' });
      request.log.info({ item: id, actor: actorOf(request) }, 'a dead job item sent again');
      return { data: { id, retried } };
    });
  };
}
