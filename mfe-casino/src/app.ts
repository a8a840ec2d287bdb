import type { RemoteApp } from '@casino/shared';
import contract from '@casino/contract/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';

/** The casino remote's public face: the contract object the shell loads as `casino/app`. */
const app: RemoteApp = {
  name: 'casino',
  // Read from the contract file at build time, so the shell can tell which major this release was built for.
  contract: contract.major,
  routes,
  slots: {
    'home.games': () => import('./features/home-games').then((m) => ({ default: m.HomeGames })),
    // On every page's header: only the button itself (the dialog arrives when it is opened).
    'header.search': () => import('./features/search/SearchButton'),
  },
  dialogs: {
    'games-search': () => import('./features/search').then((m) => ({ default: m.SearchDialog })),
    'demo-mode': () => import('./features/demo-mode').then((m) => ({ default: m.DemoModeDialog })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    return startPlatform(platform);
  },
};

export default app;
