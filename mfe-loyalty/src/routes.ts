import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: 'loyalty', lazy: () => import('./features/programme').then((m) => ({ Component: m.ProgrammePage })) },
  { path: 'loyalty/shop', lazy: () => import('./features/shop').then((m) => ({ Component: m.ShopPage })) },
  { path: 'loyalty/:sysname', lazy: () => import('./features/programme').then((m) => ({ Component: m.ProgramPage })) },
];
