import type { RouteObject } from 'react-router';

/** Contact confirmation (spec §2): the code page and its success page, relative to the locale root; loaded when opened. */
export const confirmationRoutes: RouteObject[] = [
  { path: 'confirmation', lazy: () => import('./ConfirmationPage').then((m) => ({ Component: m.ConfirmationPage })) },
  { path: 'confirmation/success', lazy: () => import('./SuccessPage').then((m) => ({ Component: m.ConfirmationSuccessPage })) },
];
