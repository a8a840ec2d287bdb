import { ApiError } from '@casino/shared';
import type { Cashback } from './api';

/** Days, hours and minutes left (minutes rounded up, so the last minute still shows 1). */
export function timeLeft(seconds: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.ceil(seconds / 60));
  return { days: Math.floor(minutesTotal / 1440), hours: Math.floor((minutesTotal % 1440) / 60), minutes: minutesTotal % 60 };
}

/** The period's first and last moment (unix seconds); `end_date` is the first moment after it. */
export function periodOf(item: Cashback): { from: number | null; to: number } {
  return { from: item.period_start ?? null, to: item.end_date - 1 };
}

/** Why the server refused a take or a removal (`fields.cashback_id`), as a key under `cashback.refused`. */
export function refusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.is('InvalidParameter')) return null;
  const reason = error.fields?.cashback_id;
  const code = Array.isArray(reason) ? reason[0] : reason;
  return code && ['cashback_expired', 'cashback_removed', 'cashback_paid_out', 'cashback_not_found'].includes(code) ? code : null;
}

/** Appends a page without repeating records already listed. */
export function appendPage(items: readonly Cashback[], page: readonly Cashback[]): Cashback[] {
  const seen = new Set(items.map((i) => i.id));
  return [...items, ...page.filter((i) => !seen.has(i.id))];
}
