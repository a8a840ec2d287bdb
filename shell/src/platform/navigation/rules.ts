import { localeOfPath, localePath, normalizeInternalPath, stripLocale, type Locale } from '@casino/shared';

import { GUEST_RESTRICTED_SEGMENTS } from '@casino/contract/registry/pages';

/** Path segments a guest may not open (spec §2, §6): one list with the server's, in the contract. */
export { GUEST_RESTRICTED_SEGMENTS };

export function isGuestRestricted(path: string): boolean {
  return stripLocale(path.split(/[?#]/)[0] ?? '/')
    .split('/')
    .some((segment) => (GUEST_RESTRICTED_SEGMENTS as readonly string[]).includes(segment));
}

/** Home of the path's locale with `redirectUrl` holding the encoded full path (spec §2). */
export function guestRedirect(fullPath: string): string {
  const home = localePath(localeOfPath(fullPath), '/');
  return `${home}?redirectUrl=${encodeURIComponent(fullPath)}`;
}

/** Fixed redirects of the route table (spec §2). Paths without locale prefix. */
const STATIC_REDIRECTS: Record<string, string> = {
  '/profile/bets': '/profile/bets/history',
};

export interface ServerRedirect {
  from_url: string;
  to_url: string;
}

export type RedirectDecision = { kind: 'internal'; to: string } | { kind: 'external'; url: string };

/** `*` matches any run of characters; everything else literally. */
function wildcardRegExp(pattern: string): RegExp {
  const escaped = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('(.*)')}$`);
}

/**
 * Server-configured redirects (spec §2): `from_url` is written without locale prefix and may use
 * `*`; a `*` in `to_url` receives what the first `*` matched. Internal targets keep the locale of
 * the current address; absolute URLs on another site are left by a full navigation.
 */
export function matchServerRedirect(path: string, redirects: readonly ServerRedirect[], origin: string): RedirectDecision | null {
  const locale = localeOfPath(path);
  const bare = stripLocale(path);
  for (const rule of redirects) {
    if (!rule.from_url || !rule.to_url) continue;
    const match = wildcardRegExp(rule.from_url.replace(/\/+$/, '') || '/').exec(bare.replace(/\/+$/, '') || '/');
    if (!match) continue;
    const target = rule.to_url.includes('*') ? rule.to_url.replace('*', match[1] ?? '') : rule.to_url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(rule.to_url) || rule.to_url.startsWith('//')) {
      let url: URL;
      let configured: URL;
      try {
        url = new URL(target, origin);
        configured = new URL(rule.to_url.replace('*', ''), origin);
      } catch {
        continue;
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') continue; // never javascript: and the like
      // What the wildcard matched is the visitor's text: it may not change the configured site.
      if (url.origin !== configured.origin || url.username || url.password) continue;
      if (url.origin !== origin) return { kind: 'external', url: url.href };
      const path = normalizeInternalPath(`${url.pathname}${url.search}`);
      if (path) return { kind: 'internal', to: localePath(locale, path) };
      continue;
    }
    const path = normalizeInternalPath(/^[/\\]/.test(target) ? target : `/${target}`);
    if (path) return { kind: 'internal', to: localePath(locale, path) };
  }
  return null;
}

/**
 * The one decision made before every page renders. Order: fixed redirects, server redirects,
 * a stray default-locale prefix (`/uz/...` → `/...`), then the guest guard.
 */
export function decideNavigation(
  url: URL,
  { authenticated, redirects }: { authenticated: boolean | null; redirects: readonly ServerRedirect[] },
): RedirectDecision | null {
  const path = url.pathname;
  const locale: Locale = localeOfPath(path);
  const bare = stripLocale(path).replace(/\/+$/, '') || '/';
  const fixed = STATIC_REDIRECTS[bare];
  if (fixed) return { kind: 'internal', to: `${localePath(locale, fixed)}${url.search}` };
  const server = matchServerRedirect(path, redirects, url.origin);
  if (server) return server;
  if (path === '/uz' || path.startsWith('/uz/')) {
    // What follows the prefix may be `//evil.example/`: only a path of this site is kept.
    return { kind: 'internal', to: normalizeInternalPath(`${path.slice(3) || '/'}${url.search}${url.hash}`) ?? '/' };
  }
  if (authenticated === false && isGuestRestricted(path)) {
    return { kind: 'internal', to: guestRedirect(`${path}${url.search}${url.hash}`) };
  }
  return null;
}
