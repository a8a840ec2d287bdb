import { decideNavigation, guestRedirect, isGuestRestricted, matchServerRedirect } from './rules';

const origin = 'https://oltin.example';
const decide = (path: string, authenticated: boolean | null = false, redirects = [] as { from_url: string; to_url: string }[]) =>
  decideNavigation(new URL(path, origin), { authenticated, redirects });

describe('guest guard (spec §2, §6)', () => {
  it('restricts bets, cashier, confirmation and profile (with its responsible-game page) in both locales', () => {
    for (const p of [
      '/cashier',
      '/cashier/deposit',
      '/ru/profile/settings',
      '/bets/123',
      '/profile/responsible-game',
      '/ru/profile/responsible-game',
      '/profile/bets/history',
      '/confirmation',
      '/ru/confirmation/success',
    ]) {
      expect(isGuestRestricted(p)).toBe(true);
    }
    for (const p of ['/', '/gamehall', '/ru/offers', '/cashiers-guide', '/promotions/profile-bonus', '/responsible-game', '/ru/responsible-game']) {
      expect(isGuestRestricted(p)).toBe(false);
    }
  });

  it('sends a guest home with redirectUrl holding the encoded full path', () => {
    expect(guestRedirect('/ru/cashier/deposit?amount=10')).toBe('/ru?redirectUrl=%2Fru%2Fcashier%2Fdeposit%3Famount%3D10');
    expect(decide('/profile/settings?from=x')).toEqual({ kind: 'internal', to: '/?redirectUrl=%2Fprofile%2Fsettings%3Ffrom%3Dx' });
  });

  it('lets a guest read the public responsible-gaming page', () => {
    expect(decide('/responsible-game')).toBeNull();
    expect(decide('/ru/responsible-game')).toBeNull();
  });

  it('lets players through and waits while the session is unknown', () => {
    expect(decide('/cashier/deposit', true)).toBeNull();
    expect(decide('/cashier/deposit', null)).toBeNull();
  });
});

describe('fixed redirects', () => {
  it('/profile/bets goes to /profile/bets/history, keeping locale and query', () => {
    expect(decide('/ru/profile/bets?x=1', true)).toEqual({ kind: 'internal', to: '/ru/profile/bets/history?x=1' });
  });

  it('a stray /uz prefix is dropped: Uzbek has none', () => {
    expect(decide('/uz/gamehall?category=slot')).toEqual({ kind: 'internal', to: '/gamehall?category=slot' });
  });

  it.each(['/uz//evil.example/', '/uz/\\evil.example/', '/uz/.//evil.example', '/uz/%2F%2Fevil.example/', '/uz/%5C%5Cevil.example'])(
    'dropping /uz never leaves the site: %j',
    (path) => {
      const decision = decide(path);
      expect(decision?.kind).toBe('internal');
      const to = decision?.kind === 'internal' ? decision.to : '';
      expect(to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')).toBe(true);
      expect(new URL(to, origin).origin).toBe(origin);
    },
  );
});

describe('server-configured redirects', () => {
  const rules = [
    { from_url: '/old-promo', to_url: '/offers' },
    { from_url: '/games/*', to_url: '/game/*' },
    { from_url: '/partner', to_url: 'https://partner.example/landing' },
    { from_url: '/evil', to_url: 'javascript:alert(1)' },
  ];

  it('maps paths with wildcards and keeps the locale prefix', () => {
    expect(matchServerRedirect('/old-promo', rules, origin)).toEqual({ kind: 'internal', to: '/offers' });
    expect(matchServerRedirect('/ru/old-promo/', rules, origin)).toEqual({ kind: 'internal', to: '/ru/offers' });
    expect(matchServerRedirect('/ru/games/lucky-seven', rules, origin)).toEqual({ kind: 'internal', to: '/ru/game/lucky-seven' });
  });

  it('external targets cause a full navigation; dangerous ones are ignored', () => {
    expect(matchServerRedirect('/partner', rules, origin)).toEqual({ kind: 'external', url: 'https://partner.example/landing' });
    expect(matchServerRedirect('/evil', rules, origin)).toBeNull();
  });

  it('a wildcard never carries the visitor to another site', () => {
    const open = [
      { from_url: '/go/*', to_url: '/*' },
      { from_url: '/out/*', to_url: 'https://partner.example/*' },
      { from_url: '/p/*', to_url: 'https://partner.example*' },
    ];
    for (const path of ['/go//evil.example/', '/go/\\evil.example', '/go/%2F%2Fevil.example', '/ru/go//evil.example', '/go/.//evil.example']) {
      const decision = matchServerRedirect(path, open, origin);
      const stays = decision === null || (decision.kind === 'internal' && !decision.to.startsWith('//') && new URL(decision.to, origin).origin === origin);
      expect([path, stays]).toEqual([path, true]);
    }
    expect(matchServerRedirect('/p/.evil.example', open, origin)).toBeNull();
    expect(matchServerRedirect('/p/:443@evil.example', open, origin)).toBeNull();
    expect(matchServerRedirect('/out/landing', open, origin)).toEqual({ kind: 'external', url: 'https://partner.example/landing' });
    expect(matchServerRedirect('/go/offers', open, origin)).toEqual({ kind: 'internal', to: '/offers' });
  });

  it('come before the guest guard', () => {
    expect(decide('/old-promo', false, rules)).toEqual({ kind: 'internal', to: '/offers' });
  });
});
