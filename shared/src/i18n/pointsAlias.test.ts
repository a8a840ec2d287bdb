import { parsePointsAlias, pointsWord } from './pointsAlias';

const RU = { one: 'звезда', few: 'звезды', many: 'звёзд', other: 'звезды' };
const UZ = { one: 'yulduz', other: 'yulduz' };

describe('points alias (spec §3 pointsAlias) with plural forms', () => {
  it('gives the Russian three forms by count', () => {
    expect([1, 2, 5, 21, 500, 11, 22, 1.5].map((n) => pointsWord(RU, n, 'ru'))).toEqual([
      'звезда',
      'звезды',
      'звёзд',
      'звезда',
      'звёзд',
      'звёзд',
      'звезды',
      'звезды',
    ]);
  });
  it('keeps the Uzbek noun singular after a number', () => {
    expect([1, 2, 5, 21, 500].map((n) => pointsWord(UZ, n, 'uz'))).toEqual(['yulduz', 'yulduz', 'yulduz', 'yulduz', 'yulduz']);
  });
  it('keeps a plain string working for every count, and falls back to `other` for a missing form', () => {
    expect(pointsWord(parsePointsAlias('stars'), 5, 'ru')).toBe('stars');
    expect(pointsWord(parsePointsAlias({ one: 'звезда', other: 'звезды' }), 5, 'ru')).toBe('звезды');
  });
  it('reads nothing malformed as an alias', () => {
    expect(parsePointsAlias('')).toBeNull();
    expect(parsePointsAlias({ few: 'x' })).toBeNull();
    expect(parsePointsAlias(7)).toBeNull();
    expect(pointsWord(null, 1, 'uz')).toBeNull();
  });
});
