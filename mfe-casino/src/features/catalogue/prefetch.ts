import { fetchGames, type GameFilters, type GameSort, type GamesPage } from './api';
import { itemView } from './rules';

/**
 * A first page asked for early (by a route loader, while the page's code is still downloading)
 * and taken by the page when it renders, so the list does not wait for the code first.
 */
const pending = new Map<string, { promise: Promise<GamesPage>; at: number }>();
const FRESH_MS = 10_000;

type Page = { offset: number; count: number; sort?: GameSort };
const keyOf = (filters: GameFilters, page: Page) => JSON.stringify([filters, page.offset, page.count, page.sort ?? 'position']);

/** Pictures of the first cards, fetched as soon as the list is known (they are cached for a year). */
export const WARM_PICTURES = 16;

export function warmPictures(page: GamesPage, count = WARM_PICTURES): void {
  if (typeof Image === 'undefined') return;
  for (const game of page.items.slice(0, count)) {
    const img = new Image();
    img.decoding = 'async';
    img.src = itemView(game).image;
  }
}

export function prefetchGames(filters: GameFilters, page: Page): void {
  // On the server the page loads its first page itself, per request (this cache is the browser's).
  if (typeof window === 'undefined') return;
  const key = keyOf(filters, page);
  const known = pending.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const promise = fetchGames(filters, page);
  // The page asks again if it fails; when it answers, the first pictures start loading.
  promise.then(
    (answer) => warmPictures(answer),
    () => undefined,
  );
  pending.set(key, { promise, at: Date.now() });
}

/** The prefetched answer for exactly these filters and page, else a fresh call. */
export function fetchGamesOnce(filters: GameFilters, page: Page, signal?: AbortSignal): Promise<GamesPage> {
  if (typeof window === 'undefined') return fetchGames(filters, page, signal);
  const key = keyOf(filters, page);
  const known = pending.get(key);
  pending.delete(key);
  if (known && Date.now() - known.at < FRESH_MS) return known.promise;
  return fetchGames(filters, page, signal);
}
