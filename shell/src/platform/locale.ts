import { addTranslations, bus, i18n, initI18n, useLocaleStore, type Locale } from '@casino/shared';

/** Loads more strings of a locale (the remotes' ones); registered by whoever owns them. */
export type StringsLoader = (locale: Locale) => Promise<void>;

const loaders = new Set<StringsLoader>();

/** Lets a part add its strings to every locale switch; answers the way to stop. */
export function addStringsLoader(loader: StringsLoader): () => void {
  loaders.add(loader);
  return () => void loaders.delete(loader);
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
  await Promise.all([loadShellStrings(locale), ...[...loaders].map((load) => load(locale))]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
  if (previous !== locale) {
    useLocaleStore.getState().setLocale(locale);
    bus.emit('locale:changed', { locale });
  }
}
