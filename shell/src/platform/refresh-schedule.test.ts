import { BALANCE_REFRESH_DEFAULTS, balanceRefreshSettings, intervalRefreshAllowed, isGamePage } from './refresh-schedule';

describe('balance refresh (spec §4, §9)', () => {
  const settings = BALANCE_REFRESH_DEFAULTS;

  it('defaults: every 10 s, 1 s after a click, off after 5 minutes', () => {
    expect(balanceRefreshSettings(undefined)).toEqual({
      isEnabledInterval: true,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: true,
      countSecondsForDelayBetweenClick: 1,
    });
    expect(balanceRefreshSettings({ countSecondsForInterval: 30, isEnabledInterval: false, countMinutesAfterWhichRequestsTurnedOff: -1 })).toMatchObject({
      countSecondsForInterval: 30,
      isEnabledInterval: false,
      countMinutesAfterWhichRequestsTurnedOff: 5,
    });
  });

  it('stops after the configured minutes without activity and is skipped on game pages', () => {
    const base = { now: 1_000_000, lastActivity: 1_000_000, onGamePage: false };
    expect(intervalRefreshAllowed(settings, base)).toBe(true);
    expect(intervalRefreshAllowed(settings, { ...base, lastActivity: base.now - 4 * 60_000 })).toBe(true);
    expect(intervalRefreshAllowed(settings, { ...base, lastActivity: base.now - 5 * 60_000 })).toBe(false);
    expect(intervalRefreshAllowed({ ...settings, isEnabledTurnOffRequests: false }, { ...base, lastActivity: 0 })).toBe(true);
    expect(intervalRefreshAllowed(settings, { ...base, onGamePage: true })).toBe(false);
  });

  it('knows game pages in both locales', () => {
    expect(isGamePage('/game/lucky-seven')).toBe(true);
    expect(isGamePage('/ru/game/lucky-seven')).toBe(true);
    expect(isGamePage('/gamehall')).toBe(false);
  });
});
