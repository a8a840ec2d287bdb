/**
 * `/metrics` (Prometheus text) and `/readyz`. Metrics tell about players and money moving, so they
 * answer only on the ops origin (OPS_ORIGIN / OPS_PORT) or with the ops bearer token; elsewhere
 * they are not found. With SERVER_WORKERS > 1 each worker answers its own (per-worker metrics,
 * label `worker`; docs/operations/metrics-and-logs.md).
 */
import cluster from 'node:cluster';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/schema';
import type { Database } from '../db/connection';
import type { ReleaseStorage } from '../domains/releases';
import { isOpsOrigin } from '../ops/console/origin';
import { bearerMatches } from '../ops/token';
import { canaryFailureRate, canaryPercent, dbPoolInUse, dbPoolSize, dbPoolWaiting, measureOutboxBacklog, registry } from './metrics';
import { cachedReadiness } from './readiness';

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
  return db.selectFrom('remote_activations').select(['remote', 'canary_release', 'canary_percent', 'canary_served', 'canary_failures']).where('canary_release', 'is not', null).execute();
}

export function registerObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  const { database } = options;
  if (cluster.isWorker) registry.setDefaultLabels({ worker: String(cluster.worker?.id ?? process.pid) });
  measureOutboxBacklog(
    keptFor(5000, async () => {
      const r = await sql<{ n: number | string }>`select count(*) as n from outbox where status = 'pending'`.execute(database.db);
      return Number(r.rows[0]?.n ?? 0);
    }),
  );
  const readCanaries = keptFor(5000, () => canaries(database.db));
  const readiness = cachedReadiness({ db: database.db, storage: options.storage });

  app.get('/readyz', async (_request, reply) => {
    const answer = await readiness();
    return reply.code(answer.ready ? 200 : 503).header('Cache-Control', 'no-store').send({ status: answer.ready ? 'ready' : 'not ready', checks: answer.checks });
  });

  app.get('/metrics', async (request, reply) => {
    if (!isOpsOrigin(request) && !bearerMatches(request.headers.authorization, options.opsToken)) {
      return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('Not Found');
    }
    const pool = database.poolState?.();
    if (pool) {
      dbPoolSize.set(pool.size);
      dbPoolInUse.set(pool.inUse);
      dbPoolWaiting.set(pool.waiting);
    }
    canaryFailureRate.reset();
    canaryPercent.reset();
    for (const c of await readCanaries().catch(() => [])) {
      const labels = { remote: c.remote, release: c.canary_release! };
      canaryFailureRate.set(labels, Number(c.canary_served) > 0 ? Number(c.canary_failures) / Number(c.canary_served) : 0);
      canaryPercent.set(labels, Number(c.canary_percent));
    }
    return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
