import { TELEGRAM_LAUNCH_KEY } from './constants';
import { deserialiseLaunch, parseTelegramLaunch, serialiseLaunch, type TelegramLaunch } from './rules/telegram';
import { session } from './storage';

/** Keeps the Telegram launch parameters of the first load (hash routing can lose them). */
export function captureTelegramLaunch(hash: string = typeof window === 'undefined' ? '' : window.location.hash): void {
  const launch = parseTelegramLaunch(hash);
  if (launch) session.set(TELEGRAM_LAUNCH_KEY, serialiseLaunch(launch));
}

/** The launch of this tab in the Telegram mini-app, or null outside Telegram. */
export function telegramLaunch(): TelegramLaunch | null {
  return deserialiseLaunch(session.get(TELEGRAM_LAUNCH_KEY));
}
