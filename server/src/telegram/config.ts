export interface TelegramConfig {
  /** The bot token that signs mini-app init data (`TELEGRAM_BOT_TOKEN`); null turns Telegram sign-in off. */
  botToken: string | null;
  /** Init data older than this many seconds is refused (`TELEGRAM_INIT_DATA_MAX_AGE`, default 10 minutes): it is a bearer credential. */
  maxAgeSeconds: number;
}

export function loadTelegramConfig(env: NodeJS.ProcessEnv): TelegramConfig {
  const maxAge = Number.parseInt(env.TELEGRAM_INIT_DATA_MAX_AGE ?? '', 10);
  return {
    botToken: env.TELEGRAM_BOT_TOKEN?.trim() || null,
    maxAgeSeconds: Number.isFinite(maxAge) && maxAge > 0 ? maxAge : 10 * 60,
  };
}
