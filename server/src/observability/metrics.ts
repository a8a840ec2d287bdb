/**
 * The server's metrics (Prometheus, prom-client), served on `/metrics` (routes.ts). Every metric
 * lives in this one registry and is named here, so a reader of a dashboard finds it in one place.
 * Labels stay bounded: API methods come from the method table, currencies and remotes from short
 * fixed lists, releases from those published. Code elsewhere only counts (`metrics.deposits.inc(...)`).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

// Process metrics: CPU, memory, handles, GC and event-loop lag (`nodejs_eventloop_lag_*`).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const registers = [registry];

/** Where the gauges read on scrape find their figures (routes.ts wires the database, the pool and the jobs). */
export interface ScrapeSources {
  pool?: () => { size: number; inUse: number; waiting: number } | undefined;
  outbox?: () => Promise<number>;
  queues?: () => Promise<{ job: string; queued: number; dead: number }[]>;
  jobs?: () => { name: string; state: string }[];
  canaries?: () => Promise<{ remote: string; release: string; percent: number; served: number; failures: number }[]>;
}
const sources: ScrapeSources = {};
/** Sets what the scrape reads (a source given as undefined is no longer read). */
export function measureOnScrape(set: ScrapeSources): void {
  Object.assign(sources, set);
}
/** A source's figures, or undefined when there is none or its read failed: the gauge keeps its last figure, the scrape still answers. */
async function settled<T>(read: (() => Promise<T>) | undefined): Promise<T | undefined> {
  try {
    return read ? await read() : undefined;
  } catch {
    return undefined;
  }
}

/** 1 in each process; summed over an instance's workers when their metrics are merged (observability/workers.ts). */
export const workerCount = new Gauge({
  name: 'casino_workers',
  help: 'Worker processes of this instance whose metrics this scrape gives (summed over its workers)',
  registers,
});
workerCount.set(1);

// ---- Requests ----

/** API calls by method name (the method table's; an unknown name counts as `unknown`) and status. */
export const apiRequests = new Counter({
  name: 'casino_api_requests_total',
  help: 'API calls answered, by method and HTTP status',
  labelNames: ['method', 'status'] as const,
  registers,
});
export const apiDuration = new Histogram({
  name: 'casino_api_request_duration_seconds',
  help: 'Time to answer an API call, by method',
  labelNames: ['method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});
/** Every HTTP request by kind of path (api, page, static, ops, other) and status class (2xx…5xx). */
export const httpRequests = new Counter({
  name: 'casino_http_requests_total',
  help: 'HTTP requests answered, by kind of path and status class',
  labelNames: ['kind', 'status'] as const,
  registers,
});

// ---- Database ----

/** Read on every scrape (and every worker's, summed over an instance's workers: observability/workers.ts). */
const poolGauge = (name: string, help: string, read: (pool: { size: number; inUse: number; waiting: number }) => number) =>
  new Gauge({
    name,
    help,
    registers,
    collect() {
      const pool = sources.pool?.();
      if (pool) this.set(read(pool));
    },
  });
export const dbPoolSize = poolGauge('casino_db_pool_size', 'Connections this instance may keep to the database (1 on the embedded database)', (p) => p.size);
export const dbPoolInUse = poolGauge('casino_db_pool_in_use', 'Connections lent out to a query or transaction now', (p) => p.inUse);
export const dbPoolWaiting = poolGauge('casino_db_pool_waiting', 'Queries and transactions waiting for a connection now', (p) => p.waiting);

// ---- Background work ----
// Queued and dead items are counted in the shared database (the same on every worker: their
// maximum, not their sum, is the instance's); runs and failures are counted by each job (jobs/job.ts).

const queueGauge = (name: string, help: string, read: (q: { queued: number; dead: number }) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['queue'] as const,
    aggregator: 'max',
    registers,
    async collect() {
      for (const q of (await settled(sources.queues)) ?? []) this.set({ queue: q.job }, read(q));
    },
  });
export const jobsQueued = queueGauge('casino_jobs_queued', 'Items waiting for their job (sent now or after a backoff), by queue', (q) => q.queued);
export const jobsRunning = new Gauge({
  name: 'casino_jobs_running',
  help: 'Jobs running a round on this instance now, by queue',
  labelNames: ['queue'] as const,
  registers,
  collect() {
    if (!sources.jobs) return;
    for (const job of sources.jobs()) this.set({ queue: job.name }, job.state === 'running' ? 1 : 0);
  },
});
export const jobRuns = new Counter({
  name: 'casino_job_runs_total',
  help: 'Job rounds finished, by queue and outcome (done, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers,
});
export const jobFailures = new Counter({
  name: 'casino_job_failures_total',
  help: 'Job rounds that failed (the next one waits out a backoff), by queue',
  labelNames: ['queue'] as const,
  registers,
});
export const jobsDead = queueGauge('casino_jobs_dead', 'Items given up after their last attempt (dead letters), by queue', (q) => q.dead);
/** Unsent outbox messages (e-mail, SMS), counted in the database on scrape. */
export const outboxBacklog = new Gauge({
  name: 'casino_outbox_backlog',
  help: 'Outbox messages not sent yet (pending, waiting for a retry)',
  aggregator: 'max',
  registers,
  async collect() {
    const backlog = await settled(sources.outbox);
    if (backlog !== undefined) this.set(backlog);
  },
});

// ---- Releases ----

export const releaseServed = new Counter({
  name: 'casino_release_served_total',
  help: 'Registry entries served to visitors, by remote, release and role (live, canary)',
  labelNames: ['remote', 'release', 'role'] as const,
  registers,
});
export const releaseFailures = new Counter({
  name: 'casino_release_failures_total',
  help: "Failures browsers reported of a remote's release, by remote, release and role",
  labelNames: ['remote', 'release', 'role'] as const,
  registers,
});
/** Set on scrape from the database (every instance's loads and failures of the running canary). */
export const canaryFailureRate = new Gauge({
  name: 'casino_canary_failure_rate',
  help: "Share of a running canary's loads that failed (the rollback rule compares it with CANARY_FAILURE_RATE)",
  labelNames: ['remote', 'release'] as const,
  aggregator: 'max',
  registers,
  async collect() {
    const canaries = await settled(sources.canaries);
    if (!canaries) return;
    this.reset();
    for (const c of canaries) this.set({ remote: c.remote, release: c.release }, c.served > 0 ? c.failures / c.served : 0);
  },
});
export const canaryPercent = new Gauge({
  name: 'casino_canary_percent',
  help: 'Share of visitors (0–100) served the running canary',
  labelNames: ['remote', 'release'] as const,
  aggregator: 'max',
  registers,
  async collect() {
    const canaries = await settled(sources.canaries);
    if (!canaries) return;
    this.reset();
    for (const c of canaries) this.set({ remote: c.remote, release: c.release }, c.percent);
  },
});

// ---- The players' journey ----

export const registrations = new Counter({
  name: 'casino_registrations_total',
  help: 'Accounts registered, by way (email, phone, oauth, telegram)',
  labelNames: ['via'] as const,
  registers,
});
export const signIns = new Counter({ name: 'casino_sign_ins_total', help: 'Successful sign-ins, by way', labelNames: ['via'] as const, registers });
export const deposits = new Counter({ name: 'casino_deposits_total', help: 'Deposits started, by currency', labelNames: ['currency'] as const, registers });
export const rounds = new Counter({ name: 'casino_game_rounds_total', help: 'Game rounds played (bets placed)', registers });
export const withdrawals = new Counter({
  name: 'casino_withdrawals_total',
  help: 'Withdrawals requested, by currency',
  labelNames: ['currency'] as const,
  registers,
});
export const payouts = new Counter({
  name: 'casino_payouts_total',
  help: 'Withdrawals paid out (the payout provider confirmed), by currency',
  labelNames: ['currency'] as const,
  registers,
});

/** The named metrics, for code that counts: `metrics.deposits.inc({ currency })`. */
export const metrics = {
  apiRequests,
  apiDuration,
  httpRequests,
  dbPoolSize,
  dbPoolInUse,
  dbPoolWaiting,
  jobsQueued,
  jobsRunning,
  jobRuns,
  jobFailures,
  jobsDead,
  outboxBacklog,
  releaseServed,
  releaseFailures,
  canaryFailureRate,
  canaryPercent,
  registrations,
  signIns,
  deposits,
  rounds,
  withdrawals,
  payouts,
};
