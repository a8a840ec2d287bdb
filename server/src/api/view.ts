import type { Locale } from './handler';
import type { Localised } from '../db/schema';

/** Seconds since the epoch, as the API answers times. */
export const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** The locale's block of a localised description (the other locale's when missing). */
export function describe<T>(value: Localised<T> | null | undefined, locale: Locale): T | Record<string, never> {
  return value?.[locale] ?? value?.uz ?? value?.ru ?? {};
}

/** The text for the locale, else the other locale's, else ''. */
export function localised<T extends string>(value: Partial<Record<Locale, T>> | null | undefined, locale: Locale): string {
  if (!value) return '';
  return value[locale] ?? value.uz ?? value.ru ?? '';
}
