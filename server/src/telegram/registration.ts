/** What the Telegram mini-app's registration (`auth.registerTelegram`) names and answers. */
export const TELEGRAM_PROVIDER = 'telegram';

/** The wrong-registration text of spec §8, in the caller's language; the browser shows it in a toast. */
export const WRONG_REGISTRATION = {
  uz: 'Telegram orqali roʻyxatdan oʻtib boʻlmadi: maʼlumotlar tasdiqlanmadi. Ilovani qayta oching.',
  ru: 'Не удалось зарегистрироваться через Telegram: данные не прошли проверку. Откройте приложение заново.',
} as const;
