import type { MouseEvent } from 'react';
import type { RouteObject } from '@casino/shared';
import { shellDialogs } from '../../platform/dialogs';
import { operatorSettings } from '../../platform/operator';
import { AUTH_COMPLETE_DIALOG, AUTH_CONFIRM_EMAIL_DIALOG, AUTH_DIALOG, type AuthView } from './constants';
import { captureTelegramLaunch } from './launch';
import { openAuthDialog } from './useAuthService';

// Forms, zod and react-hook-form arrive only when a popup or form page first shows.
shellDialogs[AUTH_DIALOG] = () => import('./components/AuthDialog');
shellDialogs[AUTH_COMPLETE_DIALOG] = () => import('./components/CompleteRegistrationDialog');
shellDialogs[AUTH_CONFIRM_EMAIL_DIALOG] = () => import('./components/ConfirmEmailDialog');

// Before the router touches the address: the mini-app's launch parameters live in the hash.
captureTelegramLaunch();

/** The sign-in and sign-up pages of spec §2 (empty layout), rendering the same forms as the popup. */
export const authRoutes: RouteObject[] = [
  { path: 'forms/sign_in', handle: { layout: 'empty' }, lazy: () => import('./components/AuthPage').then((m) => ({ Component: m.SignInPage })) },
  { path: 'forms/sign_up', handle: { layout: 'empty' }, lazy: () => import('./components/AuthPage').then((m) => ({ Component: m.SignUpPage })) },
];

/**
 * Click handler for sign-in and sign-up links: opens the popup instead of leaving the page.
 * A click with a modifier (new tab, new window) follows the link to the form page, and so does
 * every click when the operator switched the popup off (`popups.authPopupEnabled` false, spec §3).
 */
export function openAuthFromLink(event: MouseEvent<HTMLAnchorElement>, view: AuthView): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (!operatorSettings().authPopupEnabled) return;
  event.preventDefault();
  openAuthDialog(view);
}

export { openAuthDialog, useAuthService } from './useAuthService';
export { logout } from './flow';
export { AUTH_DIALOG, AUTH_COMPLETE_DIALOG, type AuthView } from './constants';
