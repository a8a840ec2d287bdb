import { afterAuthTarget, externalReturnTarget, redirectTarget, withQueryParam } from './redirect';

const origin = 'https://oltin.example';

describe('where a player goes after signing in (spec §2, §4)', () => {
  it('sign-in goes to the locale home', () => {
    expect(afterAuthTarget('login', { current: '/gamehall', origin, locale: 'uz' })).toBe('/');
    expect(afterAuthTarget('login', { current: '/ru/gamehall', origin, locale: 'ru' })).toBe('/ru');
  });

  it('a safe backUrl brings the player back after sign-in; an unsafe one is ignored', () => {
    expect(redirectTarget('?backUrl=%2Fru%2Fpromotions', origin)).toBe('/ru/promotions');
    expect(redirectTarget('?backUrl=https%3A%2F%2Fevil.example%2F', origin)).toBeNull();
    expect(redirectTarget('?redirectUrl=%2Fcashier&backUrl=%2Fpromotions', origin)).toBe('/cashier');
    expect(afterAuthTarget('register', { current: '/gamehall?backUrl=%2Floyalty', origin, locale: 'uz' })).toBe('/loyalty?register=success');
  });

  it('a safe redirectUrl is the round trip of the guest guard', () => {
    const current = '/ru?redirectUrl=%2Fru%2Fcashier%2Fdeposit%3Famount%3D50';
    expect(afterAuthTarget('login', { current, origin, locale: 'ru' })).toBe('/ru/cashier/deposit?amount=50');
    expect(redirectTarget('?redirectUrl=%2F%2Fevil.example', origin)).toBeNull();
    expect(afterAuthTarget('login', { current: '/?redirectUrl=https%3A%2F%2Fevil.example', origin, locale: 'uz' })).toBe('/');
  });

  it('a social sign-in returns to the saved page', () => {
    expect(afterAuthTarget('login', { current: '/', origin, locale: 'uz' }, '/offers/welcome?x=1')).toBe('/offers/welcome?x=1');
    expect(afterAuthTarget('login', { current: '/', origin, locale: 'uz' }, 'https://evil.example/')).toBe('/');
  });

  it('registration stays on the page with register=success, without the popup flags', () => {
    expect(afterAuthTarget('register', { current: '/gamehall?show_popup_reg=1&prevent_close=1&category=slot', origin, locale: 'uz' })).toBe(
      '/gamehall?category=slot&register=success',
    );
    expect(afterAuthTarget('register', { current: '/game/x#real', origin, locale: 'uz' })).toBe('/game/x?register=success#real');
    expect(afterAuthTarget('register', { current: '/?redirectUrl=%2Fprofile', origin, locale: 'uz' })).toBe('/profile?register=success');
  });

  it('withQueryParam keeps the hash', () => {
    expect(withQueryParam('/a?b=1#c', 'd', '2')).toBe('/a?b=1&d=2#c');
  });
});

describe('the partner page a sign-in returns to (spec §2 backUrl)', () => {
  const allowed = ['https://partner.example'];
  const place = (current: string) => ({ current, origin, locale: 'uz' as const });
  const back = (url: string) => `/?backUrl=${encodeURIComponent(url)}`;

  it('is an allowed origin, path and query kept', () => {
    expect(externalReturnTarget(place(back('https://partner.example/tg?start=abc')), allowed)).toBe('https://partner.example/tg?start=abc');
  });

  it('is nothing for other origins, or while the operator allowed none', () => {
    for (const url of [
      'https://partner.example.evil.com/',
      'https://evilpartner.example/',
      'https://partner.example@evil.com/',
      'javascript:alert(1)',
      'http://partner.example/',
    ]) {
      expect([url, externalReturnTarget(place(back(url)), allowed)]).toEqual([url, null]);
    }
    expect(externalReturnTarget(place(back('https://partner.example/')), [])).toBeNull();
  });

  it("gives way to the guest guard's redirectUrl, and follows a social sign-in back to its page", () => {
    expect(externalReturnTarget(place(`${back('https://partner.example/')}&redirectUrl=%2Fcashier`), allowed)).toBeNull();
    expect(externalReturnTarget(place('/'), allowed, back('https://partner.example/x'))).toBe('https://partner.example/x');
  });
});
