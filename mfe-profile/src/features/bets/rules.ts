import type { Params } from '@casino/shared';
import type { HistoryExport } from './api';

/** Entries per load of the history ("show more" adds as many). */
export const HISTORY_PAGE_SIZE = 20;
/** How often the exports page asks again while a file is being prepared, ms. */
export const EXPORT_POLL_MS = 3000;

export type MoneyFilter = '' | 'real' | 'bonus' | 'demo';

/** The history filters as the form holds them: days as `yyyy-mm-dd` in the player's time ('' for none). */
export interface HistoryFilterValues {
  from: string;
  to: string;
  game: string;
  money: MoneyFilter;
}

export const NO_FILTERS: HistoryFilterValues = { from: '', to: '', game: '', money: '' };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A local day's first second (unix seconds), or undefined for '' or a malformed day. */
export function dayStart(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (date.getDate() !== Number(m[3])) return undefined;
  return Math.floor(date.getTime() / 1000);
}

/** A local day's last second (unix seconds). */
export function dayEnd(day: string): number | undefined {
  const m = DAY.exec(day);
  if (!m) return undefined;
  const start = dayStart(day);
  if (start === undefined) return undefined;
  const next = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1);
  return Math.floor(next.getTime() / 1000) - 1;
}

/** A date as the day inputs write it (`yyyy-mm-dd`, local). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The call's parameters for the filters (an empty filter is left out). */
export function historyParams(values: HistoryFilterValues): Params<'games.getHistory'> {
  const params: Params<'games.getHistory'> = {};
  const from = dayStart(values.from);
  const to = dayEnd(values.to);
  if (from !== undefined) params.from = from;
  if (to !== undefined) params.to = to;
  if (values.game) params.sysname = values.game;
  if (values.money) params.money = values.money;
  return params;
}

export type PeriodError = 'required' | 'future' | 'order' | 'tooLong';

/** What is wrong with a history range (both optional): an end before the start. */
export function checkRange(values: Pick<HistoryFilterValues, 'from' | 'to'>): Partial<Record<'to', PeriodError>> {
  const from = dayStart(values.from);
  const to = dayEnd(values.to);
  return from !== undefined && to !== undefined && to < from ? { to: 'order' } : {};
}

/** What is wrong with an export period: both days needed, none after today, in order, at most `maxDays` days. */
export function checkExportPeriod(values: { from: string; to: string }, maxDays: number, now: Date): Partial<Record<'from' | 'to', PeriodError>> {
  const errors: Partial<Record<'from' | 'to', PeriodError>> = {};
  const from = dayStart(values.from);
  const to = dayStart(values.to);
  const today = dayStart(isoDay(now))!;
  if (from === undefined) errors.from = 'required';
  else if (from > today) errors.from = 'future';
  if (to === undefined) errors.to = 'required';
  else if (to > today) errors.to = 'future';
  if (errors.from || errors.to || from === undefined || to === undefined) return errors;
  if (to < from) return { to: 'order' };
  // Days counted inclusively: from 1 to 1 is one day.
  if (Math.round((to - from) / 86_400) + 1 > maxDays) return { to: 'tooLong' };
  return {};
}

/** The request of an export: whole local days, today's end cut to now (the server refuses the future). */
export function exportParams(values: { from: string; to: string }, now: Date): Params<'games.createhistoryexportrequest'> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  return {
    from: dayStart(values.from)!,
    to: Math.min(dayEnd(values.to)!, nowSeconds),
    utc_offset: -now.getTimezoneOffset(),
  };
}

/** The last 30 days up to today, the form's first choice. */
export function defaultExportPeriod(now: Date): { from: string; to: string } {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29);
  return { from: isoDay(from), to: isoDay(now) };
}

export const isPending = (e: Pick<HistoryExport, 'status'>) => e.status === 'queued' || e.status === 'processing';

/** A file size for people: bytes, KB or MB with one decimal. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Answers merged by id, the newer answer winning, newest first. */
export function mergeExports(current: readonly HistoryExport[], incoming: readonly HistoryExport[]): HistoryExport[] {
  const byId = new Map(current.map((e) => [e.id, e]));
  for (const e of incoming) byId.set(e.id, e);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}
