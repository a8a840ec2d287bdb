import type { OperatorLoader } from './settings';

/** Marks the loader the server draws inside the root (server/src/static/first-loader.ts). */
export const FIRST_LOADER_ATTR = 'data-operator-loader';

let firstLoader: { image: string; name: string } | null = null;

/**
 * Keeps the operator's loader the server drew for the first paint, before React renders over it:
 * the page loader goes on showing the same logo until the content settings arrive.
 */
export function rememberFirstLoader(doc: Document = document): void {
  const img = doc.querySelector<HTMLImageElement>(`[${FIRST_LOADER_ATTR}] img`);
  const image = img?.getAttribute('src');
  firstLoader = image ? { image, name: img?.getAttribute('alt') ?? '' } : null;
}

/** The logo the page loader shows: the content settings' when read, else the first paint's; null for the spinner. */
export function loaderLogo(settings: OperatorLoader | null, siteName = ''): { image: string; name: string } | null {
  if (settings) return settings.type === 'logo' && settings.image ? { image: settings.image, name: siteName } : null;
  return firstLoader;
}
