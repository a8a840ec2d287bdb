/** Refresh settings of `prazer-config` (spec §3) with the defaults of spec §9: the header balance and the unread count of notifications follow them. */
export interface BalanceRefreshSettings {
  isEnabledInterval: boolean;
  countSecondsForInterval: number;
  isEnabledTurnOffRequests: boolean;
  countMinutesAfterWhichRequestsTurnedOff: number;
  isEnabledRequestsAfterClick: boolean;
  countSecondsForDelayBetweenClick: number;
}

export const BALANCE_REFRESH_DEFAULTS: BalanceRefreshSettings = {
  isEnabledInterval: true,
  countSecondsForInterval: 10,
  isEnabledTurnOffRequests: true,
  countMinutesAfterWhichRequestsTurnedOff: 5,
  isEnabledRequestsAfterClick: true,
  countSecondsForDelayBetweenClick: 1,
};

export function balanceRefreshSettings(raw: unknown): BalanceRefreshSettings {
  const r = (raw ?? {}) as Partial<Record<keyof BalanceRefreshSettings, unknown>>;
  const bool = (k: keyof BalanceRefreshSettings) => (typeof r[k] === 'boolean' ? (r[k] as boolean) : (BALANCE_REFRESH_DEFAULTS[k] as boolean));
  const num = (k: keyof BalanceRefreshSettings) =>
    typeof r[k] === 'number' && (r[k] as number) > 0 ? (r[k] as number) : (BALANCE_REFRESH_DEFAULTS[k] as number);
  return {
    isEnabledInterval: bool('isEnabledInterval'),
    countSecondsForInterval: num('countSecondsForInterval'),
    isEnabledTurnOffRequests: bool('isEnabledTurnOffRequests'),
    countMinutesAfterWhichRequestsTurnedOff: num('countMinutesAfterWhichRequestsTurnedOff'),
    isEnabledRequestsAfterClick: bool('isEnabledRequestsAfterClick'),
    countSecondsForDelayBetweenClick: num('countSecondsForDelayBetweenClick'),
  };
}

/**
 * Whether the periodic refresh may run now (spec §4): enabled, not on a game page (the game keeps
 * the balance itself), and — when turning off is enabled — the player was active within the
 * configured minutes; the next click turns it back on.
 */
export function intervalRefreshAllowed(
  settings: BalanceRefreshSettings,
  { now, lastActivity, onGamePage }: { now: number; lastActivity: number; onGamePage: boolean },
): boolean {
  if (!settings.isEnabledInterval || onGamePage) return false;
  if (!settings.isEnabledTurnOffRequests) return true;
  return now - lastActivity < settings.countMinutesAfterWhichRequestsTurnedOff * 60_000;
}

/** Game pages (spec §2 `/game/{sysname}`) in either locale. */
export function isGamePage(pathname: string): boolean {
  return /^(\/ru)?\/game\//.test(pathname);
}
