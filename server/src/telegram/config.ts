import { readSettings } from '../settings';

export interface TelegramConfig {
  /** The bot token that signs mini-app init data (`TELEGRAM_BOT_TOKEN`); null turns Telegram sign-in off. */
  botToken: string | null;
  /** Init data older than this many seconds is refused (`TELEGRAM_INIT_DATA_MAX_AGE`, default 10 minutes): it is a bearer credential. */
  maxAgeSeconds: number;
}

/** Read through the settings schema (src/settings): a bad value refuses the start by name. */
export function loadTelegramConfig(env: NodeJS.ProcessEnv): TelegramConfig {
  const s = readSettings(env);
  return { botToken: s.TELEGRAM_BOT_TOKEN ?? null, maxAgeSeconds: s.TELEGRAM_INIT_DATA_MAX_AGE };
}
