import { i18n } from '@casino/shared';
import { setupTestI18n } from '@casino/shared/testing';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { formatPlayed, minutesPlayed, nextCheckIn, startedOnThisClock } from './schedule';

/** The shell's texts in `locale`, as the dialog has them. */
async function tIn(locale: 'uz' | 'ru') {
  await setupTestI18n(locale, { shell: locale === 'ru' ? ru : uz });
  return i18n.getFixedT(locale, 'shell');
}

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

  it('says the time played in both languages', async () => {
    const t = await tIn('uz');
    expect(formatPlayed(15, t)).toBe('15 daqiqa');
    expect(formatPlayed(75, t)).toBe('1 soat 15 daqiqa');
    expect(formatPlayed(120, t)).toBe('2 soat');
    expect(formatPlayed(0, t)).toBe('0 daqiqa');
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => formatPlayed(n, t))).toEqual([
      '1 daqiqa',
      '2 daqiqa',
      '5 daqiqa',
      '11 daqiqa',
      '21 daqiqa',
      '22 daqiqa',
      '25 daqiqa',
    ]);
    const ruT = await tIn('ru');
    expect(formatPlayed(21, ruT)).toBe('21 минуту');
    expect(formatPlayed(62, ruT)).toBe('1 час 2 минуты');
    expect(formatPlayed(300, ruT)).toBe('5 часов');
  });

  it('takes the Russian plural forms from the texts: 1, 2, 5, 11, 21, 22, 25', async () => {
    const t = await tIn('ru');
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => formatPlayed(n, t))).toEqual([
      '1 минуту',
      '2 минуты',
      '5 минут',
      '11 минут',
      '21 минуту',
      '22 минуты',
      '25 минут',
    ]);
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => formatPlayed(n * 60, t))).toEqual(['1 час', '2 часа', '5 часов', '11 часов', '21 час', '22 часа', '25 часов']);
  });
});
