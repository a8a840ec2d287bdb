import { formatPlayed, minutesPlayed, nextCheckIn, startedOnThisClock } from './schedule';

const MIN = 60_000;

describe('reality check schedule', () => {
  it('comes every interval after sign-in, whenever the page was opened, and never when off', () => {
    expect(nextCheckIn(0, 0, 15)).toBe(15 * MIN);
    expect(nextCheckIn(0, 37 * MIN, 15)).toBe(8 * MIN);
    expect(nextCheckIn(0, 45 * MIN, 15)).toBe(15 * MIN);
    expect(nextCheckIn(10 * MIN, 0, 30)).toBe(30 * MIN + 10 * MIN);
    expect(nextCheckIn(0, 5 * MIN, 0)).toBeNull();
  });

  it('measures the time played on the server clock', () => {
    // The browser is 5 minutes ahead of the server.
    const started = startedOnThisClock({ started_at: 1_000, now: 1_600 }, 1_900_000);
    expect(started).toBe(1_300_000);
    expect(minutesPlayed(started, 1_900_000)).toBe(10);
    expect(minutesPlayed(started, 0)).toBe(0);
  });

  it('says the time played in both languages', () => {
    expect(formatPlayed(15, 'uz')).toBe('15 daqiqa');
    expect(formatPlayed(75, 'uz')).toBe('1 soat 15 daqiqa');
    expect(formatPlayed(120, 'uz')).toBe('2 soat');
    expect(formatPlayed(0, 'uz')).toBe('0 daqiqa');
    expect(formatPlayed(21, 'ru')).toBe('21 минуту');
    expect(formatPlayed(62, 'ru')).toBe('1 час 2 минуты');
    expect(formatPlayed(300, 'ru')).toBe('5 часов');
  });
});
