import { returnTarget } from './index';

const origin = 'https://casino.example';
const allowed = ['https://partner.example', 'https://bot.partner.example:8443'];
const away = (url: string) => returnTarget(url, origin, allowed);

describe('returnTarget: where a backUrl may send the player (spec §2)', () => {
  it('an allowed origin, with its path, query and hash kept', () => {
    expect(away('https://partner.example/return?order=7&lang=uz#done')).toEqual({
      kind: 'external',
      url: 'https://partner.example/return?order=7&lang=uz#done',
    });
    expect(away('https://PARTNER.example')).toEqual({ kind: 'external', url: 'https://partner.example/' });
    expect(away('https://partner.example:443/x')).toEqual({ kind: 'external', url: 'https://partner.example/x' });
  });

  it('a page of this site stays a page of this site', () => {
    expect(away('/ru/promotions?x=1')).toEqual({ kind: 'internal', path: '/ru/promotions?x=1' });
    expect(away('https://casino.example/gamehall')).toEqual({ kind: 'internal', path: '/gamehall' });
  });

  it.each([
    'https://partner.example.evil.com/',
    'https://evilpartner.example/',
    'https://evil.partner.example/',
    'https://partner.example@evil.com/',
    'https://partner.example:pw@evil.com/',
    'https://user@partner.example/',
    '//partner.example/',
    '/\\partner.example/',
    'partner.example/return',
  ])('refuses a look-alike or borrowed host: %s', (url) => {
    expect(away(url)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://partner.example/',
    'ftp://partner.example/',
    'https:partner.example',
  ])('refuses another scheme: %s', (url) => {
    expect(away(url)?.kind).not.toBe('external');
  });

  it('takes the port as part of the origin', () => {
    expect(away('https://partner.example:8443/')).toBeNull();
    expect(away('https://bot.partner.example/')).toBeNull();
    expect(away('https://bot.partner.example:8443/back?chat=1')).toEqual({ kind: 'external', url: 'https://bot.partner.example:8443/back?chat=1' });
  });

  it('refuses everything external while the operator allowed nothing', () => {
    expect(returnTarget('https://partner.example/', origin)).toBeNull();
    expect(returnTarget('https://partner.example/', origin, [])).toBeNull();
    expect(returnTarget(null, origin, allowed)).toBeNull();
    expect(returnTarget('', origin, allowed)).toBeNull();
  });

  it('allows http only for an origin listed with http', () => {
    expect(returnTarget('http://partner.example/x', origin, ['http://partner.example'])).toEqual({ kind: 'external', url: 'http://partner.example/x' });
    expect(returnTarget('https://partner.example/x', origin, ['http://partner.example'])).toBeNull();
  });
});
