import { stripLocale } from '@casino/shared';
import { isMaintenancePart, type MaintenancePart } from '@casino/contract/maintenance/index';

/** The first recheck of a maintenance page or a paused part, ms; each next one waits twice as long, up to the cap. */
export const RECHECK_FIRST_MS = 2000;
export const RECHECK_MAX_MS = 15_000;
/** How often an ordinary page rereads the announced windows, ms. */
export const NOTICE_REFRESH_MS = 60_000;

/** Backoff of the n-th recheck (0-based); a window's known end is never overslept. */
export function recheckDelay(attempt: number, now = Date.now(), endsAt?: string | null): number {
  const backoff = Math.min(RECHECK_FIRST_MS * 2 ** Math.max(0, attempt), RECHECK_MAX_MS);
  const end = endsAt ? Date.parse(endsAt) - now + 500 : Number.POSITIVE_INFINITY;
  return Math.max(500, Math.min(backoff, end));
}

/** The part (remote) a path belongs to, by its first segment; null for the shell's own pages. */
export function partOfPath(pathname: string): MaintenancePart | null {
  const segment = stripLocale(pathname).split('/')[1] ?? '';
  // Each remote's route prefixes, built in (federation/registry.ts reads the same).
  for (const [name, prefixes] of Object.entries(__KNOWN_AREAS__)) {
    if (prefixes.includes(segment) && isMaintenancePart(name)) return name;
  }
  return null;
}

/** Where the maintenance page sends the player back: a path of this site they were on, never elsewhere nor to itself. */
export function returnPath(from: unknown): string | null {
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  if (/^\/(ru\/)?maintenance(\/|\?|#|$)/.test(from)) return null;
  return from.slice(0, 2000);
}
