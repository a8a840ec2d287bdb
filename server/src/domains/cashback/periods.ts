/**
 * Cashback periods as pure functions of time: a day, a week from Monday or a calendar month, each
 * starting at midnight of the operator's time zone (an offset from UTC, minutes).
 */
import type { CashbackPeriod } from './settings';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface Period {
  /** First instant of the period. */
  start: Date;
  /** First instant after it. */
  end: Date;
  /** The local date it starts on, `YYYY-MM-DD`. */
  day: string;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` that names a real date. */
export function isDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The period holding a local midnight given as UTC fields (`local` is the local wall time read as UTC). */
function periodOfLocal(local: Date, period: CashbackPeriod, offsetMinutes: number): Period {
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let start: number;
  let end: number;
  if (period === 'day') {
    start = Date.UTC(y, m, d);
    end = start + DAY;
  } else if (period === 'week') {
    const monday = (local.getUTCDay() + 6) % 7;
    start = Date.UTC(y, m, d) - monday * DAY;
    end = start + 7 * DAY;
  } else {
    start = Date.UTC(y, m, 1);
    end = Date.UTC(y, m + 1, 1);
  }
  const shift = offsetMinutes * MINUTE;
  return { start: new Date(start - shift), end: new Date(end - shift), day: new Date(start).toISOString().slice(0, 10) };
}

/** The period that holds `instant`. */
export function periodAt(instant: Date, period: CashbackPeriod, offsetMinutes: number): Period {
  return periodOfLocal(new Date(instant.getTime() + offsetMinutes * MINUTE), period, offsetMinutes);
}

/** The period that holds the local date `day` (`YYYY-MM-DD`). */
export function periodOfDay(day: string, period: CashbackPeriod, offsetMinutes: number): Period {
  if (!isDay(day)) throw new Error(`Not a date: ${day}`);
  return periodOfLocal(new Date(`${day}T00:00:00Z`), period, offsetMinutes);
}

/** The latest period that has ended by `now`. */
export function lastEnded(now: Date, period: CashbackPeriod, offsetMinutes: number): Period {
  const current = periodAt(now, period, offsetMinutes);
  return periodAt(new Date(current.start.getTime() - 1), period, offsetMinutes);
}

/** Whether a period overlaps a campaign window (null ends are open). */
export function overlaps(p: Period, startsAt: string | null, endsAt: string | null): boolean {
  if (startsAt !== null && p.end.getTime() <= Date.parse(startsAt)) return false;
  if (endsAt !== null && p.start.getTime() >= Date.parse(endsAt)) return false;
  return true;
}
