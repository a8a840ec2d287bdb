import { useEffect, useRef } from 'react';
import { bus, isAuthenticated, localePath, useDialogsStore, useLocaleStore, useLocation, useNavigate, useSessionStore } from '@casino/shared';
import { operatorSettings } from '../../platform/operator';
import { AUTH_COMPLETE_DIALOG, AUTH_DIALOG, STORAGE_KEYS, type AuthView } from './constants';
import { navigate, sessionEnded, setAuthNavigator } from './flow';
import { signedOutEvents, track } from './rules/analytics';
import { decideAuthPopup, hasRegistrationFlag, withoutPopupFlags } from './rules/popups';
import { promoCodeFromQuery } from './rules/promo';
import { withoutQueryParams } from './rules/redirect';
import { SOCIAL_POPUP, SOCIAL_QUERY_KEYS, socialOutcome } from './rules/social';
import { local } from './storage';

export interface OpenAuthOptions {
  preventClose?: boolean;
  onClose?: () => void;
}

/**
 * Opens the auth popup on a view (one at a time; a second request while it is open is ignored).
 * When the operator switched the popup off (spec §3 popup fallbacks) the form page opens instead.
 */
export function openAuthDialog(view: AuthView, { preventClose = false, onClose }: OpenAuthOptions = {}): string {
  if (!operatorSettings().authPopupEnabled) {
    const { pathname, search } = window.location;
    // The page takes the remembered registration flag's place (the popup would drop it on close).
    local.remove(STORAGE_KEYS.showPopupReg);
    if (/\/forms\/sign_(in|up)\/?$/.test(pathname)) return '';
    navigate(`${localePath(useLocaleStore.getState().locale, view === 'registration' ? '/forms/sign_up' : '/forms/sign_in')}${withoutPopupFlags(search)}`);
    return '';
  }
  return useDialogsStore.getState().open({
    id: AUTH_DIALOG,
    component: AUTH_DIALOG,
    props: { view },
    preventClose,
    ...(onClose ? { onClose } : {}),
  });
}

/**
 * The page-long side of sign-in (mounted once inside the router):
 * - keeps `promo_code` and `show_popup_reg` from the address in local storage (spec §2);
 * - opens the auth popup the address asks for (query flags, #real on a game page, redirectUrl);
 * - takes back the outcome of a social login (in its popup, or in this window);
 * - opens the non-closable registration completion when the account needs it (spec §4);
 * - anonymises analytics on sign-out.
 */
export function useAuthService(): void {
  const routerNavigate = useNavigate();
  const location = useLocation();
  const status = useSessionStore((s) => s.status);
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const incomplete = useSessionStore((s) => isAuthenticated(s.account) && s.account.is_registration_completed === false);
  /** The address a popup was last opened for: closing it must not reopen it for the same address. */
  const openedFor = useRef<string | null>(null);

  useEffect(() => setAuthNavigator((to, options) => void routerNavigate(to, options)), [routerNavigate]);

  useEffect(
    () =>
      bus.on('auth:logout', ({ reason }) => {
        for (const event of signedOutEvents(reason ?? 'user')) track(event);
      }),
    [],
  );

  // A part says the server ended the session (a self-exclusion): sign out here too.
  useEffect(() => bus.on('session:ended', () => void sessionEnded()), []);

  // Remember what the address brings for later pages (the query has priority).
  useEffect(() => {
    const code = promoCodeFromQuery(location.search);
    if (code) local.set(STORAGE_KEYS.promoCode, code);
    if (hasRegistrationFlag(location.search)) local.set(STORAGE_KEYS.showPopupReg, '1');
  }, [location.search]);

  // A social login came back to this address.
  useEffect(() => {
    const outcome = socialOutcome(location.search);
    if (!outcome) return;
    // Only pages a provider sent back here need the social login code.
    void import('./social-login').then(({ completeSocialLogin, deliverSocialOutcome, isSocialPopupWindow }) => {
      if (isSocialPopupWindow()) {
        deliverSocialOutcome(outcome);
        return;
      }
      void routerNavigate(`${location.pathname}${withoutQueryParams(location.search, SOCIAL_QUERY_KEYS)}${location.hash}`, { replace: true });
      void completeSocialLogin(outcome);
    });
  }, [location.search, location.pathname, location.hash, routerNavigate]);

  // Pop-ups the address asks for, once the session is known.
  const { pathname, search, hash } = location;
  useEffect(() => {
    if (status === 'idle' || status === 'pending') return;
    if (signedIn) {
      local.remove(STORAGE_KEYS.showPopupReg);
      return;
    }
    const address = `${pathname}${search}${hash}`;
    if (openedFor.current === address) return;
    const decision = decideAuthPopup({
      path: pathname,
      search,
      hash,
      authenticated: signedIn,
      rememberedRegistration: local.get(STORAGE_KEYS.showPopupReg) !== null,
      origin: window.location.origin,
    });
    if (!decision) return;
    openedFor.current = address;
    const locale = useLocaleStore.getState().locale;
    if (decision.kind === 'game-real') {
      openAuthDialog('registration', {
        onClose: () => {
          if (!isAuthenticated(useSessionStore.getState().account)) navigate(localePath(locale, '/'));
        },
      });
    } else if (decision.kind === 'query') {
      openAuthDialog(decision.view, {
        preventClose: decision.preventClose,
        onClose: () => {
          local.remove(STORAGE_KEYS.showPopupReg);
          navigate(`${pathname}${withoutPopupFlags(search)}${hash}`, { replace: true });
        },
      });
    } else {
      openAuthDialog('login');
    }
  }, [status, signedIn, pathname, search, hash]);

  // Accounts made by a social or Telegram sign-in finish their registration first (non-closable).
  useEffect(() => {
    const dialogs = useDialogsStore.getState();
    // Not in the popup of a social login: it hands the outcome over and closes.
    if (incomplete && window.name !== SOCIAL_POPUP.name) dialogs.open({ id: AUTH_COMPLETE_DIALOG, component: AUTH_COMPLETE_DIALOG, preventClose: true });
    else dialogs.close(AUTH_COMPLETE_DIALOG, true);
  }, [incomplete]);
}
