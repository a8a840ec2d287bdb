import { readSettings, SettingsError } from '../settings/read';

/**
 * How long a failed piece of background work waits before its next attempt: exponential from a
 * base, capped, with jitter so that many items failing together (a provider outage) do not all
 * come back in the same second. "Equal jitter": half the step is kept, half is random, so the
 * waits still grow attempt after attempt.
 */
export interface BackoffSettings {
  /** The step after the first failure (`JOB_BACKOFF_BASE_MS`). */
  baseMs: number;
  /** No wait is longer than this (`JOB_BACKOFF_MAX_MS`). */
  maxMs: number;
}

export const BACKOFF_DEFAULTS: BackoffSettings = { baseMs: 2_000, maxMs: 300_000 };

/** The wait after failed attempt number `attempt` (1 for the first failure). */
export function backoffMs(attempt: number, settings: BackoffSettings, random: () => number = Math.random): number {
  const step = Math.min(settings.maxMs, settings.baseMs * 2 ** Math.min(30, Math.max(0, attempt - 1)));
  return Math.round(step / 2 + (step / 2) * random());
}

/**
 * The backoff settings (`JOB_BACKOFF_BASE_MS`, `JOB_BACKOFF_MAX_MS`) through the settings schema:
 * a bad value, or a cap below the base, refuses the start by name.
 */
export function readBackoffSettings(env: NodeJS.ProcessEnv = process.env): BackoffSettings {
  const s = readSettings(env);
  const baseMs = s.JOB_BACKOFF_BASE_MS;
  const maxMs = s.JOB_BACKOFF_MAX_MS;
  if (maxMs < baseMs) throw new SettingsError([`JOB_BACKOFF_MAX_MS=${maxMs}: expected a number not below JOB_BACKOFF_BASE_MS=${baseMs}`]);
  return { baseMs, maxMs };
}

let current: BackoffSettings | null = null;
/** The settings in force (read once from the settings unless set). */
export function backoffSettings(): BackoffSettings {
  return (current ??= readBackoffSettings());
}
/** Sets the backoff in force (tests scale it down). */
export function setBackoffSettings(settings: BackoffSettings | null): void {
  current = settings;
}

/** The log line of an item that will be tried again. */
export interface RetryLog {
  warn(fields: object, msg: string): void;
}
/** One line per retry: which job, which item, which attempt, when the next one is, and why. */
export function logRetry(log: RetryLog, job: string, item: string | number, attempt: number, waitMs: number, error: unknown): void {
  const reason = error instanceof Error ? error.message : String(error);
  log.warn(
    { job, item, attempt, nextInSeconds: Math.round(waitMs / 100) / 10, err: reason },
    `${job}: item ${item} failed (attempt ${attempt}), next in ${Math.round(waitMs / 100) / 10} s: ${reason}`,
  );
}

/** When failed attempt number `attempt` of a durable item may be tried again, by the backoff in force. */
export function nextAttemptAt(attempt: number, now = Date.now()): Date {
  return new Date(now + backoffMs(attempt, backoffSettings()));
}
