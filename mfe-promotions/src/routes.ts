import type { RouteObject } from 'react-router';

const offers = () => import('./features/offers');

/** /offers, /offers/:id, /promotions, /promotions/:id (spec §2); :id is the offer's id or sysname. */
export const routes: RouteObject[] = [
  { path: 'offers', lazy: () => offers().then((m) => ({ Component: m.OffersPage })) },
  { path: 'offers/:id', lazy: () => offers().then((m) => ({ Component: m.OfferPage })) },
  { path: 'promotions', lazy: () => offers().then((m) => ({ Component: m.OffersPage })) },
  { path: 'promotions/:id', lazy: () => offers().then((m) => ({ Component: m.OfferPage })) },
];
