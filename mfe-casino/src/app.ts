import type { RemoteApp } from '@casino/shared';
import contract from '@casino/shared/contract.json';
import { routes } from './routes';

/** The casino remote's public face: the contract object the shell loads as `casino/app`. */
const app: RemoteApp = {
  name: 'casino',
  // Read from the contract file at build time, so the shell can tell which major this release was built for.
  contract: contract.major,
  routes,
  slots: {
    'home.games': () => import('./features/home-games').then((m) => ({ default: m.HomeGames })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
};

export default app;
