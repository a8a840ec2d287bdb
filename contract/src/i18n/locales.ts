export const LOCALES = ['uz', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
/** Uzbek is the site's default language and has no URL prefix (spec §2). */
export const DEFAULT_LOCALE: Locale = 'uz';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language the message layer (i18next) falls back to for a string missing in the page's
 * language. Deliberate deviation from spec §9 ("Default locale in the message layer en-US"): the
 * site has no English strings (spec §1: Uzbek and Russian only), so an en-US fallback would show
 * raw keys; it falls back to the site's default language, Uzbek, whose strings are complete.
 */
export const MESSAGE_FALLBACK_LOCALE: Locale = DEFAULT_LOCALE;
