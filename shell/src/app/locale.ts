import { bus, DEFAULT_LOCALE, i18n, initI18n, addTranslations, useLocaleStore, type Locale } from '@casino/shared';
import { loadRemoteTranslations } from '../federation/remotes';

/** The locale a path belongs to: `/ru/...` is Russian, everything else Uzbek (spec §2). */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/ru' || pathname.startsWith('/ru/') ? 'ru' : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(pathname: string): string {
  if (pathname === '/ru') return '/';
  return pathname.startsWith('/ru/') ? pathname.slice(3) : pathname;
}

/** A path inside the site for the given locale (`to` without prefix). */
export function localePath(locale: Locale, to: string): string {
  const path = to.startsWith('/') ? to : `/${to}`;
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? '/ru' : `/ru${path}`;
}

async function loadShellStrings(locale: Locale): Promise<void> {
  if (i18n.hasResourceBundle(locale, 'shell')) return;
  try {
    const strings = await import(/* webpackChunkName: "shell-i18n-[request]" */ `../i18n/${locale}.json`);
    addTranslations('shell', locale, strings.default);
  } catch (error) {
    console.error('Failed locale loading', locale, error);
  }
}

/** Makes every string of the locale ready before the page in that locale renders. */
export async function ensureLocale(locale: Locale): Promise<void> {
  const previous = useLocaleStore.getState().locale;
  await initI18n(locale);
  await Promise.all([loadShellStrings(locale), loadRemoteTranslations(locale)]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  if (previous !== locale) {
    useLocaleStore.getState().setLocale(locale);
    bus.emit('locale:changed', { locale });
  }
}
