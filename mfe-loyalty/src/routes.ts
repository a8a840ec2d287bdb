import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: 'loyalty', lazy: () => import('./features/programme').then((m) => ({ Component: m.ProgrammePage })) },
];
