/**
 * Telegram mini-app mode (spec §1, integrations reference): detected when the address hash
 * carries `tgWebAppData`. The launch parameters are kept on first load, because hash routing can
 * lose them, and registration sends is_tg, id, username, hash, language_code and payload.
 */
export interface TelegramLaunch {
  /** The raw init data (`tgWebAppData`, decoded once), sent as `payload` for the server to verify. */
  initData: string;
  version: string | null;
  platform: string | null;
  startParam: string | null;
}

export function parseTelegramLaunch(hash: string): TelegramLaunch | null {
  if (!hash.includes('tgWebAppData')) return null;
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const initData = params.get('tgWebAppData');
  if (!initData) return null;
  return {
    initData,
    version: params.get('tgWebAppVersion'),
    platform: params.get('tgWebAppPlatform'),
    startParam: params.get('tgWebAppStartParam'),
  };
}

export interface TelegramRegistration {
  is_tg: true;
  id: string;
  username?: string;
  hash: string;
  language_code?: string;
  payload: string;
}

/** The registration parameters of a launch, or null when its init data lacks a user or hash. */
export function telegramRegistration(launch: TelegramLaunch): TelegramRegistration | null {
  const data = new URLSearchParams(launch.initData);
  const hash = data.get('hash');
  let user: { id?: unknown; username?: unknown; language_code?: unknown };
  try {
    user = JSON.parse(data.get('user') ?? '');
  } catch {
    return null;
  }
  if (!hash || (typeof user?.id !== 'number' && typeof user?.id !== 'string')) return null;
  return {
    is_tg: true,
    id: String(user.id),
    ...(typeof user.username === 'string' ? { username: user.username } : {}),
    hash,
    ...(typeof user.language_code === 'string' ? { language_code: user.language_code } : {}),
    payload: launch.initData,
  };
}

export function serialiseLaunch(launch: TelegramLaunch): string {
  return JSON.stringify(launch);
}

export function deserialiseLaunch(raw: string | null): TelegramLaunch | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as TelegramLaunch;
    return typeof value?.initData === 'string' && value.initData ? value : null;
  } catch {
    return null;
  }
}
