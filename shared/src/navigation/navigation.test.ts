import { localeOfPath, localePath, resolveNavigation, safeRedirectTarget, stripLocale } from './index';

const origin = 'https://casino.example';

describe('resolveNavigation', () => {
  it('keeps same-origin links inside the site', () => {
    expect(resolveNavigation('/gamehall?category=3#top', { origin })).toEqual({ kind: 'internal', path: '/gamehall?category=3#top' });
    expect(resolveNavigation('https://casino.example/ru/offers', { origin })).toEqual({ kind: 'internal', path: '/ru/offers' });
    expect(resolveNavigation('promotions', { origin })).toEqual({ kind: 'internal', path: '/promotions' });
  });

  it('refuses other sites unless marked external', () => {
    for (const url of [
      'https://other.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'http://casino.example/x',
      'mailto:help@casino.example',
      'tel:+998901234567',
    ]) {
      expect(() => resolveNavigation(url, { origin })).toThrow(new Error('Navigating to an external URL is not allowed by default'));
    }
    expect(resolveNavigation('https://other.example/x', { origin, external: true })).toEqual({ kind: 'external', url: 'https://other.example/x' });
    expect(resolveNavigation('mailto:help@casino.example', { origin, external: true })).toEqual({
      kind: 'external',
      url: 'mailto:help@casino.example',
    });
    expect(resolveNavigation('tel:+998901234567', { origin, external: true }).kind).toBe('external');
  });

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:'],
    [' java\tscript:alert(1)', 'javascript:'],
    ['data:text/html,<script>alert(1)</script>', 'data:'],
    ['vbscript:msgbox(1)', 'vbscript:'],
    ['file:///etc/passwd', 'file:'],
    ['blob:https://casino.example/1234', 'blob:'],
    ['ftp://files.example/x', 'ftp:'],
    ['chrome://settings', 'chrome:'],
  ])('refuses %j even when marked external', (url, protocol) => {
    const expected = new Error(`Cannot navigate to a URL with '${protocol}' protocol`);
    expect(() => resolveNavigation(url, { origin })).toThrow(expected);
    expect(() => resolveNavigation(url, { origin, external: true })).toThrow(expected);
  });
});

describe('safeRedirectTarget', () => {
  const allow = ['pay.partner.example'];

  it('accepts same-origin paths', () => {
    expect(safeRedirectTarget('/profile/settings?tab=1', origin)).toEqual({ kind: 'internal', path: '/profile/settings?tab=1' });
    expect(safeRedirectTarget('https://casino.example/ru/cashier', origin)).toEqual({ kind: 'internal', path: '/ru/cashier' });
    expect(safeRedirectTarget(decodeURIComponent('%2Fru%2Fcashier%2Fdeposit'), origin)).toEqual({ kind: 'internal', path: '/ru/cashier/deposit' });
  });

  it('refuses other hosts, protocol-relative and dangerous targets', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://casino.example@evil.example/',
      'https://casino.example.evil.example/',
      'http://casino.example/x',
    ]) {
      expect([url, safeRedirectTarget(url, origin, allow)]).toEqual([url, null]);
    }
  });

  it('accepts allow-listed hosts exactly', () => {
    expect(safeRedirectTarget('https://pay.partner.example/return?id=1', origin, allow)).toEqual({
      kind: 'external',
      url: 'https://pay.partner.example/return?id=1',
    });
    expect(safeRedirectTarget('https://PAY.partner.example/', origin, allow)?.kind).toBe('external');
    expect(safeRedirectTarget('https://evil.pay.partner.example/', origin, allow)).toBeNull();
    expect(safeRedirectTarget('https://pay.partner.example.evil.example/', origin, allow)).toBeNull();
    expect(safeRedirectTarget('https://user:pw@pay.partner.example/', origin, allow)).toBeNull();
  });

  it('reads scheme-only relative URLs as the browser does (a path of this site)', () => {
    expect(safeRedirectTarget('https:evil.example', origin)).toEqual({ kind: 'internal', path: '/evil.example' });
  });

  it('ignores empty values', () => {
    expect(safeRedirectTarget(null, origin)).toBeNull();
    expect(safeRedirectTarget(undefined, origin)).toBeNull();
    expect(safeRedirectTarget('   ', origin)).toBeNull();
  });
});

describe('locale paths', () => {
  it('reads the locale from the prefix', () => {
    expect(localeOfPath('/ru')).toBe('ru');
    expect(localeOfPath('/ru/gamehall')).toBe('ru');
    expect(localeOfPath('/ru?x=1')).toBe('ru');
    expect(localeOfPath('/')).toBe('uz');
    expect(localeOfPath('/rules')).toBe('uz');
    expect(localeOfPath('/gamehall/ru')).toBe('uz');
  });

  it('strips the prefix, keeping a leading slash', () => {
    expect(stripLocale('/ru')).toBe('/');
    expect(stripLocale('/ru/')).toBe('/');
    expect(stripLocale('/ru/game/book-of-ra')).toBe('/game/book-of-ra');
    expect(stripLocale('/ru?x=1')).toBe('/?x=1');
    expect(stripLocale('/rules')).toBe('/rules');
    expect(stripLocale('/')).toBe('/');
  });

  it('builds paths: Uzbek without prefix, Russian under /ru', () => {
    expect(localePath('uz', '/gamehall')).toBe('/gamehall');
    expect(localePath('uz', 'gamehall')).toBe('/gamehall');
    expect(localePath('ru', '/gamehall')).toBe('/ru/gamehall');
    expect(localePath('ru', 'gamehall')).toBe('/ru/gamehall');
    expect(localePath('ru', '/')).toBe('/ru');
    expect(localePath('uz', '/')).toBe('/');
    expect(localePath('ru', '/?show_popup_reg=1')).toBe('/ru?show_popup_reg=1');
    expect(localePath('ru', '/rules')).toBe('/ru/rules');
  });

  it('switches a path between languages', () => {
    expect(localePath('uz', '/ru/gamehall?category=3')).toBe('/gamehall?category=3');
    expect(localePath('ru', '/ru/gamehall')).toBe('/ru/gamehall');
    expect(localePath('uz', '/ru')).toBe('/');
  });
});
