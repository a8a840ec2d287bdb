import type { RouteObject } from 'react-router';

const cashierPage = () => import('./features/cashier-home').then((m) => ({ Component: m.CashierPage }));

export const routes: RouteObject[] = [
  { path: 'cashier', lazy: cashierPage },
  { path: 'cashier/:section', lazy: cashierPage },
];
