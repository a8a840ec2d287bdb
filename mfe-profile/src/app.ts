import type { RemoteApp } from '@casino/shared';
import contract from '@casino/contract/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';

/** The profile remote's public face: the contract object the shell loads as `profile/app`. */
const app: RemoteApp = {
  name: 'profile',
  contract: contract.major,
  routes,
  // Opened by the shell's dialog queue as `profile:<id>`.
  dialogs: {
    // The cashier's refused withdrawal opens this one.
    'identity-verification': () => import('./features/verification').then((m) => ({ default: m.IdentityVerificationDialog })),
    // The confirm dialog of a time-out or self-exclusion (the responsible-game page opens it through the bus).
    'exclusion-confirm': () => import('./features/responsible-gaming/ExclusionConfirm'),
    'bonus-confirm': () => import('./features/bonuses').then((m) => ({ default: m.BonusConfirmDialog })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    return startPlatform(platform);
  },
};

export default app;
