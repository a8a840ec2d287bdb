import type { RemoteApp } from '@casino/shared';
import contract from '@casino/shared/contract.json';
import { routes } from './routes';

/** The loyalty remote's public face: the contract object the shell loads as `loyalty/app`. */
const app: RemoteApp = {
  name: 'loyalty',
  contract: contract.major,
  routes,
  slots: {
    // Embedded by the profile's loyalty tab.
    'profile.loyalty': () => import('./features/programme').then((m) => ({ default: m.LoyaltySummary })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
};

export default app;
