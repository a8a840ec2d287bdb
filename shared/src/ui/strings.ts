import { useLocaleStore, type Locale } from '@casino/shared';

/** The few words the primitives say themselves; every text can also be passed as a prop. */
export const UI_STRINGS = {
  uz: {
    loading: 'Yuklanmoqda…',
    showPassword: 'Parolni koʻrsatish',
    hidePassword: 'Parolni yashirish',
  },
  ru: {
    loading: 'Загрузка…',
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type UiStringKey = keyof (typeof UI_STRINGS)['uz'];

/** The primitives' strings in the page's current language. */
export function useUiStrings(): Record<UiStringKey, string> {
  const locale = useLocaleStore((s) => s.locale);
  return UI_STRINGS[locale] ?? UI_STRINGS.uz;
}
