import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: 'gamehall', lazy: () => import('./features/game-hall').then((m) => ({ Component: m.GameHallPage })) },
  { path: 'gamehall/:id', lazy: () => import('./features/game-hall').then((m) => ({ Component: m.GameHallPage })) },
];
