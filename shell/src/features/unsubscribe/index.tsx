import type { RouteObject } from 'react-router';

/** The unsubscribe page of marketing e-mails' links (spec §2), relative to the locale root; loaded when opened. */
export const unsubscribeRoutes: RouteObject[] = [
  { path: 'unsubscribe', lazy: () => import('./UnsubscribePage').then((m) => ({ Component: m.UnsubscribePage })) },
];
