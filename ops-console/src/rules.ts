import type { HealthPoint, ReleaseEvent, ReleaseItem } from './api';

/** The activation stack of a remote, as the release service keeps it: activating pushes, a plain rollback pops. */
export function activeStack(eventsOldestFirst: readonly Pick<ReleaseEvent, 'action' | 'release' | 'detail'>[]): string[] {
  const stack: string[] = [];
  for (const e of eventsOldestFirst) {
    if ((e.action === 'activate' || e.action === 'canary_promote') && e.release) stack.push(e.release);
    else if (e.action === 'rollback') {
      if (e.detail?.explicit && e.release) stack.push(e.release);
      else stack.pop();
    }
  }
  return stack;
}

/** The release a plain rollback of `remote` goes back to, or null (events newest first, as the API answers). */
export function rollbackTarget(remote: string, eventsNewestFirst: readonly ReleaseEvent[]): string | null {
  const stack = activeStack(
    eventsNewestFirst
      .filter((e) => e.remote === remote)
      .slice()
      .reverse(),
  );
  return stack.at(-2) ?? null;
}

export interface RemoteView {
  remote: string;
  live: ReleaseItem | null;
  canary: ReleaseItem | null;
  releases: ReleaseItem[];
}

/** Releases grouped per remote with the live one and the canary. */
export function byRemote(items: readonly ReleaseItem[]): RemoteView[] {
  const names = [...new Set(items.map((i) => i.remote))].sort();
  return names.map((remote) => {
    const releases = items.filter((i) => i.remote === remote);
    return { remote, releases, live: releases.find((r) => r.active) ?? null, canary: releases.find((r) => r.canaryPercent > 0) ?? null };
  });
}

export const failureRate = (r: Pick<ReleaseItem, 'served' | 'failures'>): number => (r.served > 0 ? r.failures / r.served : r.failures > 0 ? 1 : 0);

/** A canary whose failure rate is clearly worse than the live release's (at least 5 failures and twice the rate). */
export function canaryWorse(view: RemoteView): boolean {
  if (!view.canary) return false;
  const c = failureRate(view.canary);
  const l = view.live ? failureRate(view.live) : 0;
  return view.canary.failures >= 5 && c > 2 * l;
}

/** Hourly counts per release over the last `hours` (oldest first), zero where none: failures, or what `value` reads. */
export function hourlySeries<P extends { release: string | null; hour: string }>(
  points: readonly P[],
  hours: number,
  now = Date.now(),
  value: (p: P) => number = (p) => (p as unknown as HealthPoint).failures,
): { hours: string[]; series: Map<string, number[]> } {
  const end = Math.floor(now / 3_600_000) * 3_600_000;
  const slots = Array.from({ length: hours }, (_, i) => new Date(end - (hours - 1 - i) * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z'));
  const series = new Map<string, number[]>();
  for (const p of points) {
    const key = p.release ?? 'unknown';
    const at = slots.indexOf(p.hour);
    if (at < 0) continue;
    const row = series.get(key) ?? new Array<number>(hours).fill(0);
    row[at] = (row[at] ?? 0) + value(p);
    series.set(key, row);
  }
  return { hours: slots, series };
}

export const EVENT_ACTIONS = ['publish', 'activate', 'rollback', 'canary', 'canary_stop', 'canary_promote', 'canary_rollback'] as const;

/** A p75 for the table: LCP and INP in ms (seconds from 10 s up), CLS to three places; a dash without samples. */
export function formatVital(metric: 'lcp' | 'inp' | 'cls', value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  if (metric === 'cls') return value.toFixed(3);
  return value >= 10_000 ? `${(value / 1000).toFixed(0)} s` : `${Math.round(value)} ms`;
}

/** A canary share the form may send: a whole number of percent from 0 (stop) to 100; null when the text is not one. */
export function canaryShare(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 100 ? n : null;
}

/** The audit page's filters as typed: the times are the browser's local `datetime-local` values. */
export interface AuditFilters {
  area: string;
  actor: string;
  from: string;
  to: string;
}

/** The `/ops/audit` query of the filters (times sent as ISO UTC), with the page's `before`. */
export function auditQuery(filters: AuditFilters, before?: number, limit = 50): string {
  const q = new URLSearchParams({ limit: String(limit) });
  if (filters.area) q.set('area', filters.area);
  if (filters.actor.trim()) q.set('actor', filters.actor.trim());
  for (const [key, value] of [
    ['since', filters.from],
    ['until', filters.to],
  ] as const) {
    const at = value ? new Date(value) : null;
    if (at && !Number.isNaN(at.getTime())) q.set(key, at.toISOString());
  }
  if (before) q.set('before', String(before));
  return q.toString();
}
