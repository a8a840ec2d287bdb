/**
 * Several server processes on one machine (`SERVER_WORKERS`, PostgreSQL only): a supervising
 * process forks the workers, which share its listening port (node:cluster hands each new
 * connection to the next worker), starts a worker again when one dies, and on SIGTERM or SIGINT
 * stops them all gracefully. A worker is an ordinary instance (`main.ts`): what instances share
 * lives in PostgreSQL and their caches are kept true by its notifications (docs/scale.md
 * "What is shared"), so two workers behave as two instances behind a balancer.
 */
import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { noteUrl, removeServerNote, writeServerNote } from './domains/releases';
import { serveMetricsToWorkers, SUPERVISED_WORKER_ENV } from './observability/workers';

/** Why `SERVER_WORKERS` cannot be used with these settings, or null. */
export function workersProblem(config: Pick<Config, 'workers' | 'databaseUrl'>): string | null {
  if (config.workers > 1 && !config.databaseUrl) {
    return `SERVER_WORKERS=${config.workers} needs DATABASE_URL: the embedded database lives inside one process`;
  }
  return null;
}

/** A worker that ran this long before it died is started again after the shortest wait. */
const STEADY_MS = 10_000;
/** Waits before a worker that died is started again: the shortest, then doubled while workers keep dying young. */
const RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker still running this long after the stop signal is killed. */
const STOP_GRACE_MS = 30_000;

/** pino's levels, which LOG_LEVEL names. */
const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };
type Level = 'info' | 'error';

/** The supervisor's log lines in the workers' format (pino's JSON lines), on stdout. */
function logger(config: Pick<Config, 'logLevel'>) {
  const threshold = LEVELS[config.logLevel] ?? LEVELS.info!;
  return (level: Level, msg: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level]! < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: LEVELS[level], time: Date.now(), pid: process.pid, role: 'supervisor', ...fields, msg })}\n`);
  };
}

/**
 * Runs `config.workers` workers of this program and supervises them until a stop signal; answers
 * the exit code once all have stopped (1 when the first could not start). The first worker starts alone (it brings the database's schema and demo
 * data up to date), the others once it listens.
 */
export async function superviseWorkers(config: Config): Promise<number> {
  const log = logger(config);
  writeServerNote(config.dataDir, { pid: process.pid, state: 'starting', url: null });
  let stopping = false;
  let listening = false;
  const startedAt = new Map<Worker, number>();

  const fork = (): Worker => {
    const worker = cluster.fork(SUPERVISED_WORKER_ENV);
    startedAt.set(worker, Date.now());
    return worker;
  };

  let exitCode = 0;
  let finished!: (code: number) => void;
  const done = new Promise<number>((resolve) => (finished = resolve));
  const stopAll = (signal: NodeJS.Signals) => {
    for (const worker of startedAt.keys()) worker.process.kill(signal);
  };

  // A scrape of /metrics reaches one worker, which asks here for every worker's (observability/workers.ts).
  serveMetricsToWorkers();

  let restartDelay = RESTART_DELAY_MS;
  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (!stopping && listening) {
      // Its connections are lost (their clients retry, as behind any balancer); the others go on serving.
      restartDelay = ranFor >= STEADY_MS ? RESTART_DELAY_MS : Math.min(MAX_RESTART_DELAY_MS, restartDelay * 2);
      log('error', 'a worker stopped; starting another', { worker: worker.process.pid, code, signal, inMs: restartDelay });
      setTimeout(() => {
        if (!stopping) fork();
      }, restartDelay);
      return;
    }
    if (!stopping) {
      // The first worker could not start (bad settings, the database unreachable): the others would fail alike.
      log('error', 'the first worker could not start', { worker: worker.process.pid, code, signal });
      stopping = true;
      exitCode = 1;
      stopAll('SIGTERM');
    }
    if (startedAt.size === 0) finished(exitCode);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log('info', 'stopping the workers', { signal });
      writeServerNote(config.dataDir, { pid: process.pid, state: 'stopping', url: null });
      // Each worker finishes its requests in flight and closes its database (main.ts).
      stopAll('SIGTERM');
      setTimeout(() => stopAll('SIGKILL'), STOP_GRACE_MS).unref();
      if (startedAt.size === 0) finished(0);
    });
  }

  const first = fork();
  const address = await new Promise<{ port: number } | null>((resolve) => {
    first.once('listening', (a) => resolve({ port: a.port }));
    first.once('exit', () => resolve(null));
  });
  if (address && !stopping) {
    listening = true;
    for (let i = 1; i < config.workers; i++) fork();
    const url = noteUrl(config.host, address.port);
    writeServerNote(config.dataDir, { pid: process.pid, state: 'running', url });
    log('info', `Casino platform on ${url} with ${config.workers} workers`, { workers: config.workers });
  }

  const code = await done;
  removeServerNote(config.dataDir);
  return code;
}
