import type { RemoteApp } from '@casino/shared';
import contract from '@casino/shared/contract.json';
import { routes } from './routes';

/** The promotions remote's public face: the contract object the shell loads as `promotions/app`. */
const app: RemoteApp = {
  name: 'promotions',
  contract: contract.major,
  routes,
  slots: {
    'home.banners': () => import('./features/banners').then((m) => ({ default: m.HomeBanners })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
};

export default app;
