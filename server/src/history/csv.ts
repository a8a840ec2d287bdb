/**
 * The bet history as CSV for spreadsheets: UTF-8 with a byte order mark (Excel reads the file as
 * UTF-8 only then), comma-separated, CRLF line ends, amounts in major units beside their currency.
 * Text that a spreadsheet would run as a formula is made inert.
 */
import type { HistoryMoney, HistoryStatus } from './query';
import { fromMinor } from '@casino/contract/money';

export const BOM = '\uFEFF';
const EOL = '\r\n';

/**
 * One cell of text. A value starting with `=`, `+`, `-`, `@` (or a tab or carriage return, which
 * some spreadsheets skip before reading one) gets a leading apostrophe, so it is shown, never
 * evaluated (OWASP CSV injection); a value with a comma, quote or line break is quoted.
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** An amount in minor units as major units with 2 decimals ("-12.50"): written by us, never text of a player. */
export function amountCell(minor: number): string {
  return fromMinor(minor).toFixed(2);
}

/** A moment as `yyyy-mm-dd hh:mm:ss +hh:mm` in the given offset east of UTC (minutes). */
export function timeCell(at: Date, utcOffsetMinutes: number): string {
  const shifted = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  const sign = utcOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMinutes);
  return `${day} ${time} ${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

type Locale = 'uz' | 'ru';

const WORDS: Record<
  Locale,
  {
    header: string[];
    kind: Record<'round' | 'sportsbook', string>;
    money: Record<HistoryMoney, string>;
    status: Record<HistoryStatus, string>;
  }
> = {
  uz: {
    header: ['Sana va vaqt', 'Turi', 'Oʻyin', 'Raund yoki kupon', 'Pul', 'Holati', 'Tikish', 'Yutuq', 'Natija', 'Valyuta'],
    kind: { round: 'Kazino raundi', sportsbook: 'Sport tikish' },
    money: { real: 'Haqiqiy', bonus: 'Bonus', demo: 'Demo' },
    status: { settled: 'Yakunlangan', open: 'Kutilmoqda', won: 'Yutgan', lost: 'Yutqazgan' },
  },
  ru: {
    header: ['Дата и время', 'Тип', 'Игра', 'Раунд или купон', 'Деньги', 'Статус', 'Ставка', 'Выигрыш', 'Итог', 'Валюта'],
    kind: { round: 'Раунд казино', sportsbook: 'Ставка на спорт' },
    money: { real: 'Реальные', bonus: 'Бонусные', demo: 'Демо' },
    status: { settled: 'Завершён', open: 'В игре', won: 'Выигрыш', lost: 'Проигрыш' },
  },
};

export interface CsvEntry {
  kind: 'round' | 'sportsbook';
  created_at: Date;
  game: string;
  round_key: string;
  money: HistoryMoney;
  status: HistoryStatus;
  /** Minor units. */
  bet: number;
  win: number;
  currency: string;
}

/** The first line, in the player's language (the byte order mark goes before it when the file is sent). */
export const csvHeader = (locale: Locale): string => WORDS[locale].header.map(textCell).join(',') + EOL;

export function csvLine(entry: CsvEntry, locale: Locale, utcOffsetMinutes: number): string {
  const w = WORDS[locale];
  return (
    [
      timeCell(entry.created_at, utcOffsetMinutes),
      textCell(w.kind[entry.kind]),
      textCell(entry.game),
      textCell(entry.round_key),
      textCell(w.money[entry.money]),
      textCell(w.status[entry.status]),
      amountCell(entry.bet),
      amountCell(entry.win),
      amountCell(entry.win - entry.bet),
      textCell(entry.currency),
    ].join(',') + EOL
  );
}

/** The file's name: the period's days in the player's time. */
export function csvFileName(from: Date, to: Date, utcOffsetMinutes: number): string {
  const day = (d: Date) => timeCell(d, utcOffsetMinutes).slice(0, 10);
  return `bets-${day(from)}-${day(to)}.csv`;
}
