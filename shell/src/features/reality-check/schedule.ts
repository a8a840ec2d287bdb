import type { TFunction } from 'i18next';

export const REALITY_CHECK_DIALOG = 'reality-check';

const MINUTE_MS = 60_000;

/**
 * Milliseconds from `nowMs` until the next reality check: one every `intervalMinutes` after
 * `startedMs` (the sign-in). Null when the check is off.
 */
export function nextCheckIn(startedMs: number, nowMs: number, intervalMinutes: number): number | null {
  if (!(intervalMinutes > 0)) return null;
  const step = intervalMinutes * MINUTE_MS;
  const elapsed = nowMs - startedMs;
  // A sign-in a moment ahead of this clock: the first check still comes one interval after it.
  if (elapsed < 0) return step - elapsed;
  return (Math.floor(elapsed / step) + 1) * step - elapsed;
}

/**
 * The sign-in time on this browser's clock: the server's `started_at` moved by how far this
 * clock is from the server's (`now` of the same answer), so a wrong clock shows the right time.
 */
export function startedOnThisClock(answer: { started_at: number; now: number }, nowMs: number): number {
  return answer.started_at * 1000 + (nowMs - answer.now * 1000);
}

/** Whole minutes played since `startedMs`. */
export function minutesPlayed(startedMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - startedMs) / MINUTE_MS));
}

/**
 * "1 soat 15 daqiqa", "1 час 15 минут", "45 минут": hours left out below one, minutes when none.
 * `t`: the shell namespace's; each unit's form is the language's plural key (`realityCheck.hours_one`…).
 */
export function formatPlayed(minutes: number, t: TFunction<'shell'> | TFunction): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(t('realityCheck.hours', { count: h }));
  if (m > 0 || h === 0) parts.push(t('realityCheck.minutes', { count: m }));
  return parts.join(' ');
}
