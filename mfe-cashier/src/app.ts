import type { RemoteApp } from '@casino/shared';
import contract from '@casino/contract/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';

/** The cashier remote's public face: the contract object the shell loads as `cashier/app`. */
const app: RemoteApp = {
  name: 'cashier',
  contract: contract.major,
  routes,
  slots: {
    // Deposit limits where another part shows them (the profile's responsible-game page).
    'cashier.deposit-limits': () => import('./features/limits/DepositLimitsSlot'),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    return startPlatform(platform);
  },
};

export default app;
