import type { Locale, Result } from '@casino/shared';
import { api } from '../../lib/platform';
import { BANNERS_COUNT } from './rules';

type Banners = Result<'banners.get'>;
let prefetched: { locale: Locale; promise: Promise<Banners> } | null = null;

/**
 * Asks for the banners as soon as the remote starts on the home page, so the request runs while
 * the banner strip's code is still downloading (the first banner is the page's largest paint).
 */
export function prefetchBanners(locale: Locale): void {
  const promise = api().call('banners.get', { offset: 0, count: BANNERS_COUNT });
  promise.catch(() => {}); // the strip asks again if this one failed
  prefetched = { locale, promise };
}

/** The prefetched answer for this locale, once; null when there is none. */
export function takePrefetchedBanners(locale: Locale): Promise<Banners> | null {
  const hit = prefetched?.locale === locale ? prefetched.promise : null;
  prefetched = null;
  return hit;
}
