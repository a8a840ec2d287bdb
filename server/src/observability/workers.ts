/**
 * One `/metrics` per instance when it runs several workers (`SERVER_WORKERS` > 1, node:cluster).
 * The workers share the instance's port, so a scrape reaches any one of them; that worker asks the
 * supervisor, which asks every worker for its metrics (prom-client's JSON) over the cluster's IPC
 * channel, merges them and hands the text back. The scrape so answers for the whole instance:
 *
 * - counters and histograms are summed (API calls, rounds, deposits, releases served, job runs);
 * - gauges of a worker's own state are summed (pool connections in use and waiting, jobs running,
 *   memory); gauges read from the shared database (outbox backlog, queued and dead jobs, canaries)
 *   are the same on every worker and keep their maximum (`aggregator: 'max'` in metrics.ts);
 * - the event loop's lag stays per worker (label `worker`): one stuck worker must not hide in an average;
 * - `casino_workers` (1 in each worker, summed) says how many workers answered this scrape.
 *
 * This module loads only prom-client: the supervisor runs no server and collects no metrics of its own.
 */
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** One metric as `registry.getMetricsAsJSON()` gives it (what crosses the IPC channel). */
interface MetricJson {
  name: string;
  help: string;
  type: string;
  aggregator?: string;
  values: { value: number; labels: Record<string, string | number>; metricName?: string }[];
}

export interface WorkerMetrics {
  worker: string;
  metrics: MetricJson[];
}

/**
 * Set in the environment of the workers our supervisor forks (`superviseWorkers`): only they ask it
 * for metrics. A worker of some other supervisor (a process manager's cluster mode) answers its own.
 */
export const SUPERVISED_WORKER_ENV = { CASINO_SUPERVISED_WORKER: '1' } as const;

/** Whether this process is a worker of our supervisor, which merges the workers' metrics. */
export function supervisedWorker(): boolean {
  return cluster.isWorker && process.env.CASINO_SUPERVISED_WORKER === '1';
}

const READY = 'casino:metrics:ready';
const ASK = 'casino:metrics:ask';
const COLLECT = 'casino:metrics:collect';
const PART = 'casino:metrics:part';
const ANSWER = 'casino:metrics:answer';

/** Metrics kept per worker rather than merged: a worker's own health, meaningless once averaged. */
const PER_WORKER = /^nodejs_eventloop_lag_/;

/** The instance's metrics from its workers' (see the module's comment for how each kind merges). */
export function mergeWorkerMetrics(parts: WorkerMetrics[]): Registry {
  const tagged = parts.map(({ worker, metrics }) =>
    metrics.map((metric) =>
      PER_WORKER.test(metric.name) ? { ...metric, aggregator: 'sum', values: metric.values.map((v) => ({ ...v, labels: { ...v.labels, worker } })) } : metric,
    ),
  );
  return AggregatorRegistry.aggregate(tagged as Parameters<typeof AggregatorRegistry.aggregate>[0]);
}

interface Message {
  type?: string;
  id?: number;
  worker?: string;
  metrics?: MetricJson[];
  text?: string;
  error?: string;
}

/**
 * In the supervisor: the merged metrics of every worker serving now (one still starting is not
 * asked). A worker that does not answer within `timeoutMs` is left out (the scrape still answers;
 * `casino_workers` shows it).
 */
export function gatherWorkerMetrics(timeoutMs = 2000): Promise<string> {
  const id = nextId++;
  // A worker still starting (loading, migrating) has no metrics to give yet: it is not waited for.
  const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w?.isConnected() && ready.has(w));
  return new Promise((resolve) => {
    const parts: WorkerMetrics[] = [];
    const finish = () => {
      clearTimeout(timer);
      cluster.off('message', onMessage);
      resolve(mergeWorkerMetrics(parts).metrics());
    };
    const onMessage = (_worker: Worker, message: Message) => {
      if (message?.type !== PART || message.id !== id || !message.metrics) return;
      parts.push({ worker: String(message.worker), metrics: message.metrics });
      if (parts.length === workers.length) finish();
    };
    const timer = setTimeout(finish, timeoutMs);
    cluster.on('message', onMessage);
    // A worker gone meanwhile is only left out (the callback keeps the failed send from being thrown).
    for (const worker of workers) worker.send({ type: COLLECT, id }, () => undefined);
    if (workers.length === 0) finish();
  });
}
let nextId = 1;
/** The workers that said they answer for their metrics (`answerMetricsRequests`). */
const ready = new WeakSet<Worker>();

/** In the supervisor: answers a worker's request for the instance's metrics (the worker a scrape reached). */
export function serveMetricsToWorkers(timeoutMs = 2000): void {
  cluster.on('message', (worker, message: Message) => {
    if (message?.type === READY) ready.add(worker);
    if (message?.type !== ASK) return;
    gatherWorkerMetrics(timeoutMs).then(
      (text) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => worker.isConnected() && worker.send({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}

/** In a worker: hands its metrics to the supervisor when asked (named by its cluster id in per-worker series). */
export function answerMetricsRequests(registry: Registry): void {
  const worker = String(cluster.worker?.id ?? process.pid);
  process.on('message', (message: Message) => {
    if (message?.type !== COLLECT) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: PART, id: message.id, worker, metrics }),
      () => process.send?.({ type: PART, id: message.id, worker, metrics: [] }),
    );
  });
  process.send?.({ type: READY });
}

/** In a worker: the whole instance's metrics, merged by the supervisor. */
export function askSupervisorForMetrics(timeoutMs = 5000): Promise<string> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Message) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.error !== undefined) reject(new Error(message.error));
      else resolve(message.text ?? '');
    };
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error("the supervisor did not answer with the workers' metrics"));
    }, timeoutMs);
    process.on('message', onMessage);
    process.send?.({ type: ASK, id });
  });
}
