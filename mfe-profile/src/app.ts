import type { RemoteApp } from '@casino/shared';
import contract from '@casino/shared/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';

/** The profile remote's public face: the contract object the shell loads as `profile/app`. */
const app: RemoteApp = {
  name: 'profile',
  contract: contract.major,
  routes,
  // Opened by the shell's dialog queue as `profile:<id>`.
  dialogs: {
    'bonus-confirm': () => import('./features/bonuses').then((m) => ({ default: m.BonusConfirmDialog })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    return startPlatform(platform);
  },
};

export default app;
