import { normalizeInternalPath } from './internal-path';

const origin = 'https://casino.example';

describe('normalizeInternalPath: hostile targets give null', () => {
  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/.//evil.example/',
    '/./\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example',
    '%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%5cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\r\n//evil.example',
    ' //evil.example',
    'https://evil.example/',
    'HTTPS://evil.example/',
    'https://casino.example@evil.example/',
    'https://casino.example.evil.example/',
    'http://casino.example/x',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,x',
    'evil.example',
    'relative/path',
    '',
    '   ',
    '/ok\u0000/x',
    'https://casino.example//evil.example/',
    '/a/../..//evil.example',
  ])('%j', (value) => {
    expect(normalizeInternalPath(value, origin)).toBeNull();
  });

  it('refuses non-strings and full URLs when no origin is known', () => {
    expect(normalizeInternalPath(null)).toBeNull();
    expect(normalizeInternalPath(undefined)).toBeNull();
    expect(normalizeInternalPath(42)).toBeNull();
    expect(normalizeInternalPath('https://casino.example/ru')).toBeNull();
  });
});

describe('normalizeInternalPath: pages of this site', () => {
  it.each([
    ['/', '/'],
    ['/profile/settings?tab=1#x', '/profile/settings?tab=1#x'],
    ['/ru/cashier/deposit', '/ru/cashier/deposit'],
    ['/ru/', '/ru/'],
    ['/a//b', '/a/b'],
    ['/a/\\b', '/a/b'],
    ['/a/%2F/b', '/a/b'],
    ['/a/./b/../c', '/a/c'],
    ['/a/%2e%2e/b', '/b'],
    ['/../../x', '/x'],
    ['/..', '/'],
    ['/gamehall/\t', '/gamehall/'],
    ['/?redirectUrl=%2F%2Fevil.example', '/?redirectUrl=%2F%2Fevil.example'],
    ['/search?q=a b', '/search?q=a%20b'],
    ['/ру', '/%D1%80%D1%83'],
    ['https://casino.example/ru/offers?x=1', '/ru/offers?x=1'],
  ])('%j → %j', (value, expected) => {
    expect(normalizeInternalPath(value, origin)).toBe(expected);
  });

  it('always gives exactly one leading slash', () => {
    for (const value of ['/a', '/.//b', '/\\/c', '/%2e/%2f/d', '/x/../..//e']) {
      const path = normalizeInternalPath(value, origin);
      expect(path === null || (path.startsWith('/') && !path.startsWith('//'))).toBe(true);
    }
  });
});
