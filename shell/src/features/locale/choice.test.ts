import { browserLocale, chooseInitialLocale, initialLocaleRedirect, localeCookie, readLocaleCookie } from './choice';

describe('locale of a first visit (spec §2, §4)', () => {
  it('the /ru prefix decides', () => {
    expect(chooseInitialLocale({ path: '/ru/gamehall', cookie: 'uz', browserLanguages: ['uz'] })).toBe('ru');
  });

  it('without prefix: the saved cookie, then browser languages, then Uzbek', () => {
    expect(chooseInitialLocale({ path: '/gamehall', cookie: 'ru', browserLanguages: ['uz'] })).toBe('ru');
    expect(chooseInitialLocale({ path: '/gamehall', cookie: 'uz', browserLanguages: ['ru'] })).toBe('uz');
    expect(chooseInitialLocale({ path: '/', cookie: null, browserLanguages: ['en-US', 'ru-RU'] })).toBe('ru');
    expect(chooseInitialLocale({ path: '/', cookie: null, browserLanguages: ['en-US', 'de'] })).toBe('uz');
  });

  it('redirects an address without prefix to the chosen Russian page, keeping query and hash', () => {
    const loc = { pathname: '/gamehall', search: '?category=slot', hash: '#top' };
    expect(initialLocaleRedirect(loc, 'ru', [])).toBe('/ru/gamehall?category=slot#top');
    expect(initialLocaleRedirect(loc, null, ['uz-Latn-UZ'])).toBeNull();
    expect(initialLocaleRedirect({ pathname: '/ru', search: '', hash: '' }, 'uz', [])).toBeNull();
  });

  it('reads browser language tags by their base language', () => {
    expect(browserLocale(['RU'])).toBe('ru');
    expect(browserLocale(['uz-Cyrl'])).toBe('uz');
    expect(browserLocale([])).toBeNull();
  });
});

describe('locale cookie', () => {
  it('lives 365 days on path / with SameSite=Lax; Secure only when configured', () => {
    expect(localeCookie('ru', false)).toBe('locale=ru; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(localeCookie('uz', true)).toBe('locale=uz; Max-Age=31536000; Path=/; SameSite=Lax; Secure');
  });

  it('is read among other cookies and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; locale=ru; b=2')).toBe('ru');
    expect(readLocaleCookie('locale=en')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});
