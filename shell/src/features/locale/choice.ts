import { DEFAULT_LOCALE, isLocale, localeOfPath, localePath, type Locale } from '@casino/shared';

export const LOCALE_COOKIE = 'locale';
/** The locale cookie lives 365 days (spec §4, §9). */
export const LOCALE_COOKIE_DAYS = 365;

export function readLocaleCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** `locale=ru; Max-Age=…; Path=/; SameSite=Lax` (+ `Secure` when the site is served over HTTPS). */
export function localeCookie(locale: Locale, secure: boolean): string {
  const maxAge = LOCALE_COOKIE_DAYS * 24 * 60 * 60;
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The first browser language we speak (`ru-RU` → ru, `uz-Latn-UZ` → uz). */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/**
 * The language of a first page load (spec §2, §4): a `/ru` prefix decides; an address without
 * prefix follows the saved cookie, then the browser's languages, then Uzbek.
 */
export function chooseInitialLocale(input: { path: string; cookie: Locale | null; browserLanguages: readonly string[] }): Locale {
  if (localeOfPath(input.path) === 'ru') return 'ru';
  return input.cookie ?? browserLocale(input.browserLanguages) ?? DEFAULT_LOCALE;
}

/** Where a first load must go instead, when its address lacks the prefix of the chosen language. */
export function initialLocaleRedirect(
  location: { pathname: string; search: string; hash: string },
  cookie: Locale | null,
  browserLanguages: readonly string[],
): string | null {
  const chosen = chooseInitialLocale({ path: location.pathname, cookie, browserLanguages });
  if (chosen === localeOfPath(location.pathname)) return null;
  return `${localePath(chosen, location.pathname)}${location.search}${location.hash}`;
}
