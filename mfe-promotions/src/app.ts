import { pageRenderedOnServer, type RemoteApp } from '@casino/shared';
import contract from '@casino/contract/contract.json';
import { routes } from './routes';
import { startPlatform } from './lib/platform';
import { prefetchBanners } from './features/banners/prefetch';

/** The promotions remote's public face: the contract object the shell loads as `promotions/app`. */
const app: RemoteApp = {
  name: 'promotions',
  contract: contract.major,
  routes,
  slots: {
    // On every visitor's first page: the banner strip alone, nothing of the offers pages.
    'home.banners': () => import('./features/banners').then((m) => ({ default: m.HomeBanners })),
    // The promo code field, also on the profile's bonuses page: one form, owned here.
    'promotions.promo-code': () => import('./features/promo-code').then((m) => ({ default: m.PromoCodeForm })),
  },
  // Opened by the shell's dialog queue as `promotions:<id>`.
  dialogs: {
    campaign: () => import('./features/dialogs').then((m) => ({ default: m.CampaignDialog })),
    'unseen-cashback': () => import('./features/dialogs').then((m) => ({ default: m.UnseenCashbackDialog })),
    'promo-code-activated': () => import('./features/dialogs').then((m) => ({ default: m.PromoCodeActivatedDialog })),
  },
  translations: (locale) => import(`./i18n/${locale}.json`).then((m) => m.default),
  start(platform) {
    const stop = startPlatform(platform);
    // In the browser on the home page only, unless the page arrived server-rendered with its banners.
    if (typeof window !== 'undefined' && !pageRenderedOnServer() && /^\/(ru\/?)?$/.test(window.location.pathname)) prefetchBanners(platform.locale());
    return stop;
  },
};

export default app;
