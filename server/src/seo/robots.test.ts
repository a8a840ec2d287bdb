import { DEFAULT_ROBOTS_TXT, isDisallowed, withNoindex } from './robots';

const ROBOTS = [
  'User-agent: *',
  'Disallow: /cashier',
  'Disallow: /profile/',
  'Disallow: /*?redirectUrl=',
  'Allow: /profile/public',
  '',
  'User-agent: BadBot',
  'Disallow: /',
].join('\n');

describe('robots rules (spec §9: noindex for Disallow)', () => {
  it.each([
    ['/cashier', true],
    ['/cashier/deposit/visa', true],
    ['/ru/cashier/deposit', true],
    ['/profile/settings', true],
    ['/ru/profile/settings', true],
    ['/profile/public', false],
    ['/profile', false],
    ['/?redirectUrl=%2Fprofile', true],
    ['/gamehall', false],
    ['/ru', false],
    ['/', false],
    ['/game/cashier', false],
  ])('%s disallowed: %s', (path, expected) => {
    expect(isDisallowed(ROBOTS, path)).toBe(expected);
  });

  it('reads the group of a named agent', () => {
    expect(isDisallowed(ROBOTS, '/gamehall', 'BadBot')).toBe(true);
  });

  it('allows everything by default and with an empty file', () => {
    expect(isDisallowed(DEFAULT_ROBOTS_TXT, '/cashier')).toBe(false);
    expect(isDisallowed('', '/cashier')).toBe(false);
  });

  it('puts noindex in place of index directives', () => {
    expect(withNoindex('index, follow')).toBe('noindex, follow');
    expect(withNoindex('INDEX,FOLLOW,max-image-preview:large')).toBe('noindex, FOLLOW, max-image-preview:large');
    expect(withNoindex('all')).toBe('noindex');
    expect(withNoindex('noindex, nofollow')).toBe('noindex, nofollow');
    expect(withNoindex('')).toBe('noindex');
  });
});
