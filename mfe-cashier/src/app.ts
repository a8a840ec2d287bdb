import type { RemoteApp } from '@casino/shared';
import contract from '@casino/shared/contract.json';
import { routes } from './routes';

/** The cashier remote's public face: the contract object the shell loads as `cashier/app`. */
const app: RemoteApp = {
  name: 'cashier',
  contract: contract.major,
  routes,
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
};

export default app;
