/**
 * `/metrics` (Prometheus text) and `/readyz`. Metrics tell about players and money moving, so they
 * answer only on the ops origin (OPS_ORIGIN / OPS_PORT) or with the ops bearer token; elsewhere
 * they are not found. With SERVER_WORKERS > 1 the worker a scrape reaches answers for the whole
 * instance, its workers' metrics merged by the supervisor (workers.ts; docs/operations/metrics-and-logs.md).
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/schema';
import type { Database } from '../db/connection';
import type { ReleaseStorage } from '../domains/releases';
import { isOpsOrigin } from '../ops/console/origin';
import { bearerMatches } from '../ops/token';
import { jobStats } from '../jobs/job';
import { queueFigures } from '../jobs/dead';
import { measureOnScrape, registry } from './metrics';
import { cachedReadiness } from './readiness';
import { answerMetricsRequests, askSupervisorForMetrics, supervisedWorker } from './workers';

export interface ObservabilityOptions {
  database: Database;
  storage: ReleaseStorage | null;
  opsToken: string;
}

/** A database count kept a few seconds: each scrape must stay cheap, whoever scrapes how often. */
export function keptFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  return () => {
    if (!kept || Date.now() - kept.at > ms) {
      const value = read();
      kept = { at: Date.now(), value };
      value.catch(() => (kept = null));
    }
    return kept.value;
  };
}

async function canaries(db: Kysely<DB>) {
  return db
    .selectFrom('remote_activations')
    .select(['remote', 'canary_release', 'canary_percent', 'canary_served', 'canary_failures'])
    .where('canary_release', 'is not', null)
    .execute();
}

export function registerObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  const { database } = options;
  if (supervisedWorker()) answerMetricsRequests(registry);
  const readCanaries = keptFor(5000, () => canaries(database.db));
  measureOnScrape({
    pool: () => database.poolState?.(),
    outbox: keptFor(5000, async () => {
      const r = await sql<{ n: number | string }>`select count(*) as n from outbox where status = 'pending'`.execute(database.db);
      return Number(r.rows[0]?.n ?? 0);
    }),
    queues: keptFor(5000, () => queueFigures(database.db)),
    jobs: jobStats,
    canaries: async () =>
      (await readCanaries()).map((c) => ({
        remote: c.remote,
        release: c.canary_release!,
        percent: Number(c.canary_percent),
        served: Number(c.canary_served),
        failures: Number(c.canary_failures),
      })),
  });
  const readiness = cachedReadiness({ db: database.db, storage: options.storage });

  app.get('/readyz', async (_request, reply) => {
    const answer = await readiness();
    return reply
      .code(answer.ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: answer.ready ? 'ready' : 'not ready', checks: answer.checks });
  });

  app.get('/metrics', async (request, reply) => {
    if (!isOpsOrigin(request) && !bearerMatches(request.headers.authorization, options.opsToken)) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    }
    // Several workers behind one port: the instance's figures, every worker's merged by the supervisor.
    if (supervisedWorker()) {
      const text = await askSupervisorForMetrics().catch((error: Error) => {
        request.log.error({ err: error }, "the workers' metrics could not be gathered");
        return null;
      });
      if (text === null) return reply.code(503).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Metrics unavailable');
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
    }
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
