import { localePath, returnTarget, safeRedirectTarget, type Locale } from '@casino/shared';

/**
 * The in-site page a `redirectUrl` (the guest guard's) or `backUrl` (a link's "come back here",
 * spec §2) query sends the player to after sign-in, when it is safe.
 */
export function redirectTarget(search: string, origin: string): string | null {
  const query = new URLSearchParams(search);
  for (const name of ['redirectUrl', 'backUrl']) {
    const target = safeRedirectTarget(query.get(name), origin);
    if (target?.kind === 'internal') return target.path;
  }
  return null;
}

/** `path` (with query and hash) with `name=value` set in its query. */
export function withQueryParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://site.invalid');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` without the named query parameters. */
export function withoutQueryParams(path: string, names: readonly string[]): string {
  const url = new URL(path, 'http://site.invalid');
  for (const name of names) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Query parameters that only asked for something the finished sign-in did. */
const TRANSIENT_PARAMS = ['redirectUrl', 'backUrl', 'show_popup_reg', 'show_popup_auth', 'prevent_close', 'social_auth', 'social_error'] as const;

export interface Place {
  /** pathname + search + hash of the page the player is on. */
  current: string;
  origin: string;
  locale: Locale;
}

/**
 * Where the player goes after signing in or registering (spec §2, §4):
 * - a social sign-in returns to the page it was started from;
 * - a safe `redirectUrl` wins next (the guest guard's round trip);
 * - sign-in otherwise goes to the locale's home;
 * - registration stays on the page and marks it with `register=success`.
 */
export function afterAuthTarget(kind: 'login' | 'register', place: Place, returnTo?: string | null): string {
  const back = returnTo ? safeRedirectTarget(returnTo, place.origin) : null;
  const search = place.current.includes('?') ? place.current.slice(place.current.indexOf('?')).split('#')[0]! : '';
  const target = back?.kind === 'internal' ? back.path : redirectTarget(search, place.origin);
  if (kind === 'login') return target ?? localePath(place.locale, '/');
  return withQueryParam(target ?? withoutQueryParams(place.current, TRANSIENT_PARAMS), 'register', 'success');
}

/**
 * The partner page a sign-in sends the player back to (spec §2 `backUrl`, an external return
 * target): only an origin the operator allowed, and only when neither the guest guard's
 * `redirectUrl` nor a social sign-in's saved page names a page here. Null: stay on the site.
 */
export function externalReturnTarget(place: Place, allowedOrigins: readonly string[], returnTo?: string | null): string | null {
  const saved = returnTo ? safeRedirectTarget(returnTo, place.origin) : null;
  // A social sign-in comes back to the page it started on: that page's backUrl still counts.
  const address = saved?.kind === 'internal' ? saved.path : place.current;
  const query = new URLSearchParams(address.includes('?') ? address.slice(address.indexOf('?')).split('#')[0] : '');
  if (safeRedirectTarget(query.get('redirectUrl'), place.origin)?.kind === 'internal') return null;
  const target = returnTarget(query.get('backUrl'), place.origin, allowedOrigins);
  return target?.kind === 'external' ? target.url : null;
}
