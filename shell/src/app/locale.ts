import { addTranslations, bus, i18n, initI18n, useLocaleStore, type Locale } from '@casino/shared';

// Path helpers live in @casino/shared so every part builds links the same way.
export { localeOfPath, localePath, stripLocale } from '@casino/shared';
import { loadRemoteTranslations } from '../federation/remotes';

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
