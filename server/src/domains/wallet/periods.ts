/**
 * Deposit-limit periods as pure functions of time (integrations: 24 h, 7 days, one month; the
 * lowest applies; a decrease at once, an increase after the cooling-off).
 */
import type { LimitPeriod } from '../../db/schema';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export interface Window {
  start: Date;
  end: Date;
}

function addMonthsUtc(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  // 31 January + 1 month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/**
 * The period containing `now`, counted from `anchor` (when the limit was first set): the limit
 * renews at `anchor + k × period`. A day is 24 h, a week 7 days, a month a calendar month.
 */
export function periodWindow(anchor: Date, period: LimitPeriod, now: Date): Window {
  const a = anchor.getTime();
  const t = Math.max(now.getTime(), a);
  if (period === 'day' || period === 'week') {
    const len = period === 'day' ? DAY : 7 * DAY;
    const k = Math.floor((t - a) / len);
    return { start: new Date(a + k * len), end: new Date(a + (k + 1) * len) };
  }
  const nowDate = new Date(t);
  let k = (nowDate.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (nowDate.getUTCMonth() - anchor.getUTCMonth());
  if (k < 0) k = 0;
  while (k > 0 && addMonthsUtc(anchor, k).getTime() > t) k--;
  while (addMonthsUtc(anchor, k + 1).getTime() <= t) k++;
  return { start: addMonthsUtc(anchor, k), end: addMonthsUtc(anchor, k + 1) };
}

export interface LimitState {
  period: LimitPeriod;
  amount: number;
  anchored_at: Date | string;
  pending_amount: number | null;
  pending_remove: boolean;
  pending_at: Date | string | null;
}

export interface EffectiveLimit {
  /** The amount in force now; null when a removal has taken effect. */
  amount: number | null;
  /** A raise or removal still waiting out its cooling-off. */
  pending: { amount: number | null; at: Date } | null;
}

/** What a stored limit means at `now`: a pending change whose time has come is in force. */
export function effectiveLimit(row: LimitState, now: Date): EffectiveLimit {
  if (row.pending_at !== null) {
    const at = new Date(row.pending_at);
    if (at.getTime() <= now.getTime()) return { amount: row.pending_remove ? null : row.pending_amount, pending: null };
    return { amount: row.amount, pending: { amount: row.pending_remove ? null : row.pending_amount, at } };
  }
  return { amount: row.amount, pending: null };
}

export type LimitChange =
  | { kind: 'none' }
  | { kind: 'set'; amount: number }
  | { kind: 'lower'; amount: number }
  | { kind: 'keep'; amount: number }
  | { kind: 'raise'; amount: number; at: Date }
  | { kind: 'remove'; at: Date };

/**
 * What asking for `wanted` (null: no limit) does to a limit now at `current` (null: none set):
 * setting or lowering applies at once; raising or removing waits `coolingOffMs`; asking for
 * the current amount keeps it (and drops a pending raise).
 */
export function planLimitChange(current: number | null, wanted: number | null, now: Date, coolingOffMs: number): LimitChange {
  const later = new Date(now.getTime() + coolingOffMs);
  if (current === null) return wanted === null ? { kind: 'none' } : { kind: 'set', amount: wanted };
  if (wanted === null) return { kind: 'remove', at: later };
  if (wanted < current) return { kind: 'lower', amount: wanted };
  if (wanted === current) return { kind: 'keep', amount: wanted };
  return { kind: 'raise', amount: wanted, at: later };
}

export interface LimitUsage {
  period: LimitPeriod;
  limit: number;
  used: number;
  window: Window;
}

/** The limit that binds: the one with the least left (the lowest applies); null when none. */
export function bindingLimit<T extends LimitUsage>(limits: readonly T[]): T | null {
  let best: T | null = null;
  for (const l of limits) {
    const left = Math.max(0, l.limit - l.used);
    if (!best || left < Math.max(0, best.limit - best.used)) best = l;
  }
  return best;
}
