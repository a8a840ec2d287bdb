import { createPlatformStore } from '../render/states';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';

export interface LocaleState {
  locale: Locale;
  setLocale(locale: Locale): void;
}

/** The page's language; the shell sets it from the URL prefix. */
export const useLocaleStore = createPlatformStore<LocaleState>('locale', (set) => ({
  locale: DEFAULT_LOCALE,
  setLocale: (locale) => set({ locale }),
}));
