import { useConfigStore, type ContentConfig, type Locale } from '@casino/shared';
import type { ServerRedirect } from './navigation';

const loaded = new Map<Locale, Promise<void>>();

/**
 * Content settings of spec §1 for a locale. A failure is logged and the site goes on with empty
 * defaults (spec §8), so the content service can never take the site down.
 */
export function loadContentConfig(locale: Locale, fetchImpl: typeof fetch = fetch): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = fetchImpl(`/nfx/cms-config/${locale}`, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        useConfigStore.getState().setConfig((await res.json()) as ContentConfig);
      })
      .catch((error: unknown) => {
        console.error('[content] config unavailable', error);
        loaded.delete(locale);
        if (!useConfigStore.getState().loaded) useConfigStore.getState().setConfig({});
      });
    loaded.set(locale, pending);
  }
  return pending;
}

/** The content settings a server-rendered page carried for its locale (set into the store already): not fetched again. */
export function adoptContentConfig(locale: Locale): void {
  loaded.set(locale, Promise.resolve());
}

/** Server-configured redirects (spec §2, §3), kept in the SEO settings section. */
export function configuredRedirects(config: ContentConfig): ServerRedirect[] {
  const list = (config['settings-seo'] as { redirects?: unknown } | undefined)?.redirects;
  return Array.isArray(list) ? list.filter((r): r is ServerRedirect => typeof r?.from_url === 'string' && typeof r?.to_url === 'string') : [];
}
