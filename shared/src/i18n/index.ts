import i18next, { type i18n as I18n } from 'i18next';
import type { Resources } from '../contracts';
import { LOCALES, MESSAGE_FALLBACK_LOCALE, type Locale } from './locales';

export * from './locales';

/** The page's one i18next instance; every part adds its own namespace to it. */
export const i18n: I18n = i18next.createInstance();

let initialising: Promise<unknown> | null = null;

/** Initialises the instance once (store methods such as addResourceBundle exist only after init). */
export async function initI18n(locale: Locale): Promise<I18n> {
  if (!initialising) {
    initialising = i18n.init({
      lng: locale,
      // Uzbek, not the spec's en-US: see MESSAGE_FALLBACK_LOCALE.
      fallbackLng: MESSAGE_FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [],
      defaultNS: 'shell',
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      resources: {},
    });
  }
  await initialising;
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  return i18n;
}

/**
 * Adds a part's bundled strings for one locale. Operator overrides from the content service
 * are added on top afterwards (deep, overwrite), so a text changes without a release.
 */
export function addTranslations(namespace: string, locale: Locale, resources: Resources, overwrite = false): void {
  i18n.addResourceBundle(locale, namespace, resources, true, overwrite);
}
export * from './format';
export * from './pointsAlias';
export * from './uzbek';
