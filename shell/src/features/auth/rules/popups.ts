import { safeRedirectTarget, stripLocale } from '@casino/shared';

/**
 * Which auth popup a page opens by itself (spec §2): registration or sign-in by query flag
 * (`show_popup_reg`, also remembered in local storage; `show_popup_auth`; `prevent_close=1`),
 * registration for a guest on a game page with `#real`, sign-in for a guest sent home from a
 * guarded page (`redirectUrl`). Pop-ups never open on game item and cashier deposit pages.
 */
export const POPUP_FLAGS = ['show_popup_reg', 'show_popup_auth', 'prevent_close'] as const;

const bare = (path: string) => stripLocale(path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';

/** A game item page: `/game/{sysname}` in either locale. */
export function isGamePage(path: string): boolean {
  return /^\/game\/[^/]+$/.test(bare(path));
}

/** The cashier's deposit pages: `/cashier/deposit` and `/cashier/deposit/{sysname}`. */
export function isDepositPage(path: string): boolean {
  return /^\/cashier\/deposit(\/[^/]+)?$/.test(bare(path));
}

export function popupsAllowed(path: string): boolean {
  return !isGamePage(path) && !isDepositPage(path);
}

/** A flag counts when present with any value but 0 or false (`?show_popup_reg`, `?show_popup_reg=1`). */
function flag(params: URLSearchParams, name: string): boolean {
  const value = params.get(name);
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

export type PopupDecision =
  /** Registration for a guest on a game page with #real; closing it goes home. */
  | { kind: 'game-real' }
  /** Opened by a query flag (or the remembered registration flag); closing it removes the flags. */
  | { kind: 'query'; view: 'registration' | 'login'; preventClose: boolean }
  /** Sign-in for a guest who came with a safe `redirectUrl`; after sign-in they go there. */
  | { kind: 'redirect' };

export interface PopupInput {
  path: string;
  search: string;
  hash: string;
  authenticated: boolean;
  /** `show_popup_reg` is remembered in local storage. */
  rememberedRegistration: boolean;
  origin: string;
}

export function decideAuthPopup({ path, search, hash, authenticated, rememberedRegistration, origin }: PopupInput): PopupDecision | null {
  if (authenticated) return null;
  if (isGamePage(path) && hash === '#real') return { kind: 'game-real' };
  if (!popupsAllowed(path)) return null;
  const params = new URLSearchParams(search);
  const preventClose = params.get('prevent_close') === '1';
  if (flag(params, 'show_popup_reg') || rememberedRegistration) return { kind: 'query', view: 'registration', preventClose };
  if (flag(params, 'show_popup_auth')) return { kind: 'query', view: 'login', preventClose };
  if (safeRedirectTarget(params.get('redirectUrl'), origin)?.kind === 'internal') return { kind: 'redirect' };
  return null;
}

/** The query without the popup flags (`?` included when something is left, else ''). */
export function withoutPopupFlags(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of POPUP_FLAGS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function hasRegistrationFlag(search: string): boolean {
  return flag(new URLSearchParams(search), 'show_popup_reg');
}
