import { localeOfPath, localePath, stripLocale } from './locale';

describe('locale by URL prefix (spec §2)', () => {
  it('Russian lives under /ru, Uzbek has no prefix', () => {
    expect(localeOfPath('/ru')).toBe('ru');
    expect(localeOfPath('/ru/gamehall')).toBe('ru');
    expect(localeOfPath('/gamehall')).toBe('uz');
    expect(localeOfPath('/rules')).toBe('uz');
  });

  it('strips and adds the prefix', () => {
    expect(stripLocale('/ru/cashier/deposit')).toBe('/cashier/deposit');
    expect(stripLocale('/ru')).toBe('/');
    expect(stripLocale('/rules')).toBe('/rules');
    expect(localePath('ru', '/')).toBe('/ru');
    expect(localePath('ru', 'gamehall')).toBe('/ru/gamehall');
    expect(localePath('uz', '/gamehall')).toBe('/gamehall');
  });
});
