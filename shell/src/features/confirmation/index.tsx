import type { RouteObject } from 'react-router';
import { ConfirmationPage } from './ConfirmationPage';
import { ConfirmationSuccessPage } from './SuccessPage';

/** Contact confirmation (spec §2): the code page and its success page, relative to the locale root. */
export const confirmationRoutes: RouteObject[] = [
  { path: 'confirmation', element: <ConfirmationPage /> },
  { path: 'confirmation/success', element: <ConfirmationSuccessPage /> },
];

export { ConfirmationPage, ConfirmationSuccessPage };
