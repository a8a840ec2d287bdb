/**
 * The one pattern of every background loop of an instance (outbox, exports, cashback, retention,
 * callbacks, payouts, sportsbook settlement, KYC redelivery, bonus expiry):
 *
 * - one round at a time per instance (work shared by instances is claimed in the database, with
 *   `for update skip locked` or a lease, by the round itself);
 * - a failed round is logged and the next one waits longer (backoff with jitter), not the usual
 *   interval, so a provider outage is not hammered;
 * - stopping waits for the round in flight (bounded), so no work is cut between a delivery and its record;
 * - its figures (`jobStats`) feed the ops console's Jobs page and the metrics.
 */
import { jobFailures, jobRuns } from '../observability/metrics';
import { backoffMs, backoffSettings } from './backoff';

export interface JobLog {
  info?(fields: object, msg: string): void;
  warn?(fields: object, msg: string): void;
  error(fields: object, msg: string): void;
}

export interface JobOptions {
  name: string;
  /** The usual wait between rounds. */
  everyMs: number;
  round: () => Promise<unknown>;
  log: JobLog;
  /** A first round at once (default), else after `everyMs`. */
  runAtStart?: boolean;
  /** Called after each round, failed or not (tests wait on it). */
  onRun?: () => void;
}

export type JobState = 'idle' | 'running' | 'backing off' | 'stopped';

export interface JobFigures {
  name: string;
  state: JobState;
  everyMs: number;
  runs: number;
  failures: number;
  /** Failed rounds in a row (0 after a good one); the next wait grows with it. */
  failingInARow: number;
  lastRunAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextRunAt: string | null;
}

export interface Job {
  readonly name: string;
  /** Runs a round now unless one is in flight (e.g. when a notification says there is work). */
  poke(): void;
  /** Stops the loop and waits for the round in flight, at most `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  figures(): JobFigures;
}

/** The jobs running in this process, for `jobStats` and `stopAllJobs`. */
const running = new Set<Job>();

/** A round still going after this long at a stop is left behind (the process is stopping anyway). */
export const STOP_GRACE_MS = 20_000;

export function startJob(options: JobOptions): Job {
  const { name, everyMs, round, log } = options;
  let state = 'idle' as JobState;
  // Read through a function: a stop may come while a round is awaited.
  const stopped = () => state === 'stopped';
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const figures: Omit<JobFigures, 'name' | 'state' | 'everyMs'> = {
    runs: 0,
    failures: 0,
    failingInARow: 0,
    lastRunAt: null,
    lastDurationMs: null,
    lastError: null,
    nextRunAt: null,
  };

  const schedule = (ms: number) => {
    if (state === 'stopped') return;
    if (timer) clearTimeout(timer);
    figures.nextRunAt = new Date(Date.now() + ms).toISOString();
    timer = setTimeout(() => void tick(), ms);
    timer.unref();
  };

  const tick = async (): Promise<void> => {
    if (state === 'stopped' || inFlight) return;
    state = 'running';
    const started = Date.now();
    figures.lastRunAt = new Date(started).toISOString();
    figures.nextRunAt = null;
    inFlight = (async () => {
      let wait = everyMs;
      try {
        await round();
        figures.failingInARow = 0;
        figures.lastError = null;
      } catch (error) {
        figures.failures++;
        figures.failingInARow++;
        jobFailures.inc({ queue: name });
        figures.lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        wait = Math.max(everyMs, backoffMs(figures.failingInARow, backoffSettings()));
        if (!stopped()) log.error({ err: error, job: name, attempt: figures.failingInARow, nextInSeconds: Math.round(wait / 100) / 10 }, `${name} failed`);
      } finally {
        figures.runs++;
        jobRuns.inc({ queue: name, outcome: figures.failingInARow > 0 ? 'failed' : 'done' });
        figures.lastDurationMs = Date.now() - started;
        inFlight = null;
        if (!stopped()) state = figures.failingInARow > 0 ? 'backing off' : 'idle';
        options.onRun?.();
      }
      schedule(wait);
    })();
    await inFlight;
  };

  const job: Job = {
    name,
    poke: () => void tick(),
    async stop(graceMs = STOP_GRACE_MS) {
      state = 'stopped';
      running.delete(job);
      if (timer) clearTimeout(timer);
      figures.nextRunAt = null;
      if (!inFlight) return;
      let timeout: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)));
      await Promise.race([inFlight, late]);
      clearTimeout(timeout);
    },
    figures: () => ({ name, state, everyMs, ...figures }),
  };
  running.add(job);
  if (options.runAtStart ?? true) void tick();
  else schedule(everyMs);
  return job;
}

/** Every job running in this process, with its figures (the ops console's Jobs page, the metrics). */
export function jobStats(): JobFigures[] {
  return [...running].map((job) => job.figures()).sort((a, b) => a.name.localeCompare(b.name));
}

/** Stops every job of this process, each waiting for its round in flight (bounded). */
export async function stopAllJobs(graceMs = STOP_GRACE_MS): Promise<void> {
  await Promise.all([...running].map((job) => job.stop(graceMs)));
}
