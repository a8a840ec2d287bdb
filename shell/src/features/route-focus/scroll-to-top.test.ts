import { startsAtTop } from './scroll-to-top';

describe('startsAtTop', () => {
  it('starts a page reached by a link or a redirect at its top', () => {
    expect(startsAtTop('/', { pathname: '/responsible-game', hash: '' }, 'PUSH')).toBe(true);
    expect(startsAtTop('/cashier', { pathname: '/cashier/deposit', hash: '' }, 'REPLACE')).toBe(true);
  });

  it('leaves the position alone going back or forward, for a query or hash change on the same page, and for an anchor', () => {
    expect(startsAtTop('/gamehall', { pathname: '/', hash: '' }, 'POP')).toBe(false);
    expect(startsAtTop('/gamehall', { pathname: '/gamehall', hash: '' }, 'PUSH')).toBe(false);
    expect(startsAtTop('/game/x', { pathname: '/game/x', hash: '#demo' }, 'PUSH')).toBe(false);
    expect(startsAtTop('/', { pathname: '/terms', hash: '#bonuses' }, 'PUSH')).toBe(false);
  });
});
