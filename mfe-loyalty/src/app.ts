import type { RemoteApp } from '@casino/shared';
import contract from '@casino/shared/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';

/** The loyalty remote's public face: the contract object the shell loads as `loyalty/app`. */
const app: RemoteApp = {
  name: 'loyalty',
  contract: contract.major,
  routes,
  slots: {
    // Embedded by the profile's loyalty tab: level, points and progress to the next level.
    'profile.loyalty': () => import('./features/standing').then((m) => ({ default: m.LoyaltyStanding })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    return startPlatform(platform);
  },
};

export default app;
