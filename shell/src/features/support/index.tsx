import type { RouteObject } from 'react-router';

/** The support page (spec §2), relative to the locale root; its code arrives when it is opened. */
export const supportRoutes: RouteObject[] = [{ path: 'support', lazy: () => import('./SupportPage').then((m) => ({ Component: m.SupportPage })) }];
