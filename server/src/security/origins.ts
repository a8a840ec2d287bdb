/**
 * The site's own origin for absolute links (canonical, hreflang, og:image) and the domain SEO
 * settings (robots.txt). Built from configuration, never from request headers: a forged Host or
 * X-Forwarded-Host must not put another site's address into a page or robots file a cache keeps.
 */
import type { Config } from '../config';

export interface SiteOrigin {
  origin: string;
  /** `host[:port]` of the origin, the key of its domain SEO settings. */
  host: string;
  protocol: 'http' | 'https';
}

function parts(origin: string): SiteOrigin {
  const url = new URL(origin);
  return { origin: url.origin, host: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http' };
}

/**
 * The configured public origin the request's Host names, else the first one (`PUBLIC_ORIGINS`);
 * without any (only the demo may start so), the address the server listens on.
 */
export function siteOrigin(config: Pick<Config, 'publicOrigins' | 'host' | 'port'>, requestHost: string | undefined): SiteOrigin {
  const configured = config.publicOrigins.map(parts);
  const asked = (requestHost ?? '').toLowerCase();
  const named = configured.find((o) => o.host === asked);
  if (named) return named;
  if (configured[0]) return configured[0];
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return parts(`http://${host.includes(':') ? `[${host}]` : host}:${config.port}`);
}
