/**
 * Safe navigation (spec §5, §8) and locale-aware paths (spec §2). Pure and tiny: part of the
 * core entry so every part resolves links the same way.
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { normalizeInternalPath } from './internal-path';

export { normalizeInternalPath };

export type NavigationTarget = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

export interface ResolveOptions {
  /** Leaving the site is allowed only when the caller marks the link external. */
  external?: boolean;
  /** The site's origin, e.g. `window.location.origin`. */
  origin: string;
}

/** Protocols a link may use; everything else (javascript:, data:, vbscript:, file:, blob:, …) is refused. */
export const ALLOWED_PROTOCOLS: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

export const EXTERNAL_NOT_ALLOWED = 'Navigating to an external URL is not allowed by default';
export const protocolNotAllowed = (protocol: string) => `Cannot navigate to a URL with '${protocol}' protocol`;

const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Parses like the browser does (tabs and newlines inside "java\tscript:" vanish, backslashes
 * count as slashes), so what we check is what the browser would open.
 */
function parse(url: string, origin: string): URL {
  try {
    return new URL(url, origin);
  } catch {
    throw new Error(`Cannot navigate to an invalid URL`);
  }
}

/**
 * Decides where a link goes: an in-site path for the router, or an external URL for a full
 * navigation. Throws for dangerous protocols always, and for other sites unless `external`.
 */
export function resolveNavigation(url: string, { external = false, origin }: ResolveOptions): NavigationTarget {
  const target = parse(url, origin);
  if (!ALLOWED_PROTOCOLS.includes(target.protocol)) throw new Error(protocolNotAllowed(target.protocol));
  const site = new URL(origin);
  if ((target.protocol === 'http:' || target.protocol === 'https:') && target.origin === site.origin) {
    return { kind: 'internal', path: pathOf(target) };
  }
  if (!external) throw new Error(EXTERNAL_NOT_ALLOWED);
  return { kind: 'external', url: target.href };
}

/**
 * Where a `redirectUrl`/`backUrl` query value may send the visitor: a same-origin path, or a
 * full URL on an allow-listed host (exact host name, http/https only). Anything else — other
 * hosts, `//evil.example`, `/\evil.example`, javascript: — gives null, so the caller falls back.
 */
export function safeRedirectTarget(redirectUrl: string | null | undefined, origin: string, allowlistHosts: readonly string[] = []): NavigationTarget | null {
  const path = normalizeInternalPath(redirectUrl, origin);
  if (path) return { kind: 'internal', path };
  const raw = redirectUrl?.replace(/[\t\n\r]/g, '').trim();
  if (!raw || allowlistHosts.length === 0 || !/^https?:\/\//i.test(raw)) return null;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.username || target.password) return null; // https://site@evil.example tricks
  const host = target.hostname.toLowerCase();
  return allowlistHosts.some((h) => h.toLowerCase() === host) ? { kind: 'external', url: target.href } : null;
}

/**
 * Where a `backUrl` may send the visitor (spec §2: "an external return target"): a page of this
 * site, or a full http(s) URL whose origin (scheme, host and port) is exactly one the operator
 * allowed (`RETURN_ORIGINS`); its path, query and hash are kept. Look-alike hosts, user info
 * (`https://partner.example@evil.example`), other schemes and ports give null: the caller falls back.
 */
export function returnTarget(value: string | null | undefined, origin: string, allowedOrigins: readonly string[] = []): NavigationTarget | null {
  const internal = safeRedirectTarget(value, origin);
  if (internal?.kind === 'internal') return internal;
  const raw = value?.replace(/[\t\n\r]/g, '').trim();
  if (!raw || allowedOrigins.length === 0 || !/^https?:\/\//i.test(raw)) return null;
  let target: URL;
  try {
    target = new URL(raw);
  } catch {
    return null;
  }
  if (target.username || target.password) return null;
  const allowed = allowedOrigins.some((entry) => {
    try {
      return new URL(entry).origin === target.origin;
    } catch {
      return false;
    }
  });
  return allowed ? { kind: 'external', url: target.href } : null;
}

// ---- locale-aware paths (Uzbek without prefix, Russian under /ru) ----------------------------

const RU_PREFIX = /^\/ru(?=$|[/?#])/;

/** The locale a path belongs to: `/ru`, `/ru/…`, `/ru?…` are Russian, everything else Uzbek. */
export function localeOfPath(path: string): Locale {
  return RU_PREFIX.test(path) ? 'ru' : DEFAULT_LOCALE;
}

/** The path without its locale prefix, always starting with '/'. */
export function stripLocale(path: string): string {
  const rest = path.replace(RU_PREFIX, '');
  if (rest === '' || rest[0] === '?' || rest[0] === '#') return `/${rest}`;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The path of `path` in `locale`; `path` may be written with or without a prefix, so this also
 * switches a page to the other language (`localePath('uz', '/ru/gamehall')` → '/gamehall').
 */
export function localePath(locale: Locale, path: string): string {
  const bare = stripLocale(path.startsWith('/') || path === '' ? path : `/${path}`);
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/ru' : bare.startsWith('/?') || bare.startsWith('/#') ? `/ru${bare.slice(1)}` : `/ru${bare}`;
}
