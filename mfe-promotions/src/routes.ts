import type { RouteObject } from 'react-router';

const offersPage = () => import('./features/offers').then((m) => ({ Component: m.OffersPage }));

export const routes: RouteObject[] = [
  { path: 'offers', lazy: offersPage },
  { path: 'promotions', lazy: offersPage },
];
