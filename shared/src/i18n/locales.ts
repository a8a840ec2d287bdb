export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
/** Uzbek is the site's default language and has no URL prefix (spec §2). */
export const DEFAULT_LOCALE: Locale = 'uz';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
