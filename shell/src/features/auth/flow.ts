import {
  ApiError,
  bus,
  i18n,
  isAuthenticated,
  localePath,
  useDialogsStore,
  useLocaleStore,
  useSessionStore,
  useToastsStore,
  type AccountInfo,
} from '@casino/shared';
import { api } from '../../platform/api';
import { loadSession, signOut } from '../../platform/session';
import { AUTH_DIALOG, STORAGE_KEYS, type AuthKind, type AuthMethod } from './constants';
import { signedInEvents, track } from './rules/analytics';
import { errorCode } from './rules/errors';
import { promoErrorCode } from './rules/promo';
import { afterAuthTarget, externalReturnTarget } from './rules/redirect';
import { local } from './storage';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

const fullNavigation: Navigate = (to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to));
let navigateTo: Navigate = fullNavigation;

/** The router's navigation, handed over by the auth service once the router exists. */
export function setAuthNavigator(navigate: Navigate): () => void {
  navigateTo = navigate;
  return () => {
    if (navigateTo === navigate) navigateTo = fullNavigation;
  };
}

/** A full navigation to another site (replaced in tests: jsdom cannot leave the page). */
let leaveSite = (url: string) => window.location.assign(url);
export function setLeaveSite(leave: (url: string) => void): void {
  leaveSite = leave;
}

export function navigate(to: string, options?: { replace?: boolean }): void {
  navigateTo(to, options);
}

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`shell:${key}`, options ?? {});

export interface FinishOptions {
  kind: AuthKind;
  method: AuthMethod;
  /** A page to return to (social sign-in); otherwise redirectUrl, home or the current page. */
  returnTo?: string | null;
  /** A promo code entered at registration, activated once the account exists. */
  promoCode?: string | null;
}

/**
 * What follows every sign-in and registration (spec §4): the account goes into the session,
 * analytics identify the player, the auth popup closes, every part hears `auth:login` or
 * `auth:register` (they reload what depends on the player), the player is sent on, and a
 * promo code entered at registration is activated.
 */
export async function finishAuth(account: AccountInfo, { kind, method, returnTo, promoCode }: FinishOptions): Promise<void> {
  useSessionStore.getState().setAccount(account);
  for (const event of signedInEvents(kind, account.uid, method)) track(event);
  // Every auth popup, also those other parts opened through the bus (they get their own ids).
  const dialogs = useDialogsStore.getState();
  for (const dialog of dialogs.queue.filter((d) => d.component === AUTH_DIALOG)) dialogs.close(dialog.id, true);
  if (kind === 'register') local.remove(STORAGE_KEYS.showPopupReg);
  bus.emit(kind === 'register' ? 'auth:register' : 'auth:login', { uid: account.uid });
  const { pathname, search, hash, origin } = window.location;
  const place = { current: `${pathname}${search}${hash}`, origin, locale: useLocaleStore.getState().locale };
  // A sign-in from a partner's link goes back to the partner when the operator allows its origin.
  const partner = kind === 'login' ? externalReturnTarget(place, useSessionStore.getState().general?.return_origins ?? [], returnTo) : null;
  if (partner) leaveSite(partner);
  else navigateTo(afterAuthTarget(kind, place, returnTo));
  if (kind === 'register' && promoCode) await activatePromoCode(promoCode);
}

/** Activates a promo code for the signed-in player; the outcome is told in a toast (spec §8). */
export async function activatePromoCode(code: string): Promise<boolean> {
  const toasts = useToastsStore.getState();
  try {
    const offer = await api.call('campaigns.activateOffer', { promo_code: code });
    const text = t('auth.promo.activated', { code });
    toasts.show({ text, type: 'success', component: 'bonus-credited', data: { title: text } });
    bus.emit('balance:changed', { reason: 'promo_code' });
    // Spec §2: the promotions part's dialog tells which offer the code brought (its bonuses wait on /profile/bonuses).
    bus.emit('dialog:open', { id: 'promotions:promo-code-activated', type: 'popup', props: { offer } });
    return true;
  } catch (error) {
    const reason = error instanceof ApiError ? promoErrorCode(error.fields) : null;
    toasts.show({ text: reason ? t(`auth.promo.errors.${reason}`, { defaultValue: t('auth.promo.invalid') }) : t('auth.promo.invalid'), type: 'error' });
    return false;
  } finally {
    local.remove(STORAGE_KEYS.promoCode);
  }
}

/** Signs out (spec §4: every part hears auth:logout) and goes to the locale's home; a failed call is reported (§8). */
export async function logout(): Promise<void> {
  const failure = await signOut('user');
  if (failure) track({ event: 'auth_logout_error', error_code: errorCode(failure.error) });
  navigateTo(localePath(useLocaleStore.getState().locale, '/'));
}

/**
 * The server ended the player's sessions (a time-out or self-exclusion taken in the profile):
 * home, and signed out in the browser too; every part hears auth:logout.
 */
export async function sessionEnded(): Promise<void> {
  navigateTo(localePath(useLocaleStore.getState().locale, '/'), { replace: true });
  await signOut('expired');
}

/** Reloads the session after a sign-in that happened outside this page's API calls (a provider popup). */
export async function refreshedAccount(): Promise<AccountInfo | null> {
  await loadSession();
  const account = useSessionStore.getState().account;
  return isAuthenticated(account) ? account : null;
}
