import type { RemoteApp } from '@casino/shared';
import contract from '@casino/contract/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';
import { startNotices } from './features/notices';

/** The loyalty remote's public face: the contract object the shell loads as `loyalty/app`. */
const app: RemoteApp = {
  name: 'loyalty',
  contract: contract.major,
  routes,
  slots: {
    // Embedded by the profile's loyalty tab: level, points, progress and character.
    'profile.loyalty': () => import('./features/standing').then((m) => ({ default: m.LoyaltyStanding })),
    // A compact level-and-points badge the shell's header may embed.
    'header.loyalty': () => import('./features/badge').then((m) => ({ default: m.HeaderBadge })),
    // The registration form's character select (auth-config's `characterSelect`).
    'auth.character': () => import('./features/characters').then((m) => ({ default: m.CharacterSelect })),
  },
  // Opened by the shell's dialog queue as `loyalty:<id>`.
  dialogs: {
    'shop-buy': () => import('./features/shop').then((m) => ({ default: m.BuyDialog })),
    'shop-confirm': () => import('./features/shop').then((m) => ({ default: m.ConfirmDialog })),
    'shop-insufficient': () => import('./features/shop').then((m) => ({ default: m.InsufficientDialog })),
    'character-change': () => import('./features/characters').then((m) => ({ default: m.CharacterChangeDialog })),
    'character-confirm': () => import('./features/characters').then((m) => ({ default: m.CharacterConfirmDialog })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    const stop = startPlatform(platform);
    const stopNotices = startNotices(platform);
    return () => {
      stopNotices();
      stop?.();
    };
  },
};

export default app;
