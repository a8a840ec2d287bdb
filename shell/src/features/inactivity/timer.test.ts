import { inactivityState, nextCheckIn } from './timer';

describe('inactivity logout (spec §4, §9)', () => {
  const limit = 100; // seconds

  it('is quiet for the first 80 %', () => {
    expect(inactivityState(0, limit)).toEqual({ phase: 'active' });
    expect(inactivityState(79_999, limit)).toEqual({ phase: 'active' });
  });

  it('warns at 80 % with the seconds left of the last 20 %', () => {
    expect(inactivityState(80_000, limit)).toEqual({ phase: 'warning', secondsLeft: 20 });
    expect(inactivityState(95_500, limit)).toEqual({ phase: 'warning', secondsLeft: 5 });
  });

  it('expires at the full time', () => {
    expect(inactivityState(100_000, limit)).toEqual({ phase: 'expired' });
  });

  it('wakes up exactly when the warning starts, then every second', () => {
    expect(nextCheckIn(0, limit)).toBe(80_000);
    expect(nextCheckIn(80_000, limit)).toBe(1000);
    expect(nextCheckIn(95_500, limit)).toBe(500);
  });
});
