import type { RouteObject } from 'react-router';

/** `/responsible-game` (spec §2), relative to the locale root; its code arrives when it is opened. */
export const responsibleGamingRoutes: RouteObject[] = [
  { path: 'responsible-game', lazy: () => import('./ResponsibleGamingPage').then((m) => ({ Component: m.ResponsibleGamingPage })) },
];

export { ResponsibleGamingPage } from './ResponsibleGamingPage';
