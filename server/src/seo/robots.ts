import robotsParser from 'robots-parser';
import { stripLocale } from '@casino/contract';

/** Served when the host's domain settings carry no robots.txt: everything may be crawled. */
export const DEFAULT_ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

// robots-parser wants absolute URLs on the robots file's origin; only the path matters here.
const BASE = 'http://site.invalid';

/**
 * True when a crawler (`User-agent: *`, or the group for `agent`) may not fetch the path
 * (spec §9: such URLs get `noindex`). Rules are written without the locale prefix, since every
 * page exists in both languages: `/ru/cashier` falls under `Disallow: /cashier` too.
 */
export function isDisallowed(robotsTxt: string, path: string, agent = '*'): boolean {
  const robots = robotsParser(`${BASE}/robots.txt`, robotsTxt);
  const candidates = new Set([path, stripLocale(path)]);
  for (const candidate of candidates) {
    if (robots.isDisallowed(`${BASE}${candidate.startsWith('/') ? candidate : `/${candidate}`}`, agent)) return true;
  }
  return false;
}

/** A robots meta value with `noindex` in place of any index directive (`index, follow` → `noindex, follow`). */
export function withNoindex(robots: string): string {
  const rest = robots
    .split(',')
    .map((d) => d.trim())
    .filter((d) => d && !/^(no)?index$/i.test(d) && !/^all$/i.test(d) && !/^none$/i.test(d));
  return ['noindex', ...rest].join(', ');
}
