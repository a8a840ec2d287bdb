import type { GameFilters, GameSort } from '../catalogue';

/** The hall's own category of the player's favourites (beside the catalogue's categories). */
export const FAVOURITES = 'favourites';
export const SORTS: readonly GameSort[] = ['position', 'popularity', 'name', 'released_at'];

/** What the hall shows, as its address says (spec §2: `?category=`, `?providers=a,b`; `sort` is the hall's own). */
export interface HallFilters {
  category: string;
  providers: string[];
  sort: GameSort;
}

export const DEFAULT_FILTERS: HallFilters = { category: 'all', providers: [], sort: 'position' };

const ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** Reads the filters from a query string; unknown or malformed values fall back to the defaults. */
export function parseHallQuery(search: string | URLSearchParams): HallFilters {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const category = q.get('category')?.trim() ?? '';
  const providers = [
    ...new Set(
      (q.get('providers') ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => ID.test(p)),
    ),
  ].slice(0, 50);
  const sort = q.get('sort') as GameSort | null;
  return {
    category: ID.test(category) ? category : DEFAULT_FILTERS.category,
    providers,
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_FILTERS.sort,
  };
}

/** The query string of filters ('' for the defaults), stable: providers sorted, defaults left out. */
export function hallSearch(filters: HallFilters): string {
  const q = new URLSearchParams();
  if (filters.category !== DEFAULT_FILTERS.category) q.set('category', filters.category);
  if (filters.providers.length) q.set('providers', [...filters.providers].sort().join(','));
  if (filters.sort !== DEFAULT_FILTERS.sort) q.set('sort', filters.sort);
  const s = q.toString().replace(/%2C/g, ',');
  return s ? `?${s}` : '';
}

export const isFiltered = (filters: HallFilters): boolean => hallSearch({ ...filters, sort: DEFAULT_FILTERS.sort }) !== '';

export function withProvider(filters: HallFilters, sysname: string, on: boolean): HallFilters {
  const rest = filters.providers.filter((p) => p !== sysname);
  return { ...filters, providers: on ? [...rest, sysname] : rest };
}

/**
 * The games.get filters of the hall; null while the favourites are not known yet. The favourites
 * view asks for the liked sysnames (at most 300 per call; the rest are beyond a player's view).
 */
export function hallRequest(filters: HallFilters, favourites: readonly string[] | null): GameFilters | null {
  const base: GameFilters = filters.providers.length ? { providers: filters.providers } : {};
  if (filters.category === FAVOURITES) {
    if (favourites === null) return null;
    return { ...base, sysnames: favourites.slice(0, 300) };
  }
  return filters.category === 'all' ? base : { ...base, category: filters.category };
}

/**
 * `/gamehall/{id}` (spec §2): the category redirect rule — an id the content config maps
 * (`games-config.categoryRedirects`, e.g. `slots` → `slot`) or a category id itself goes to the
 * hall with that category.
 */
export function categoryRedirect(id: string, redirects: Record<string, unknown> = {}): string {
  const mapped = redirects[id];
  const category = typeof mapped === 'string' && ID.test(mapped) ? mapped : ID.test(id) ? id : DEFAULT_FILTERS.category;
  return `/gamehall${hallSearch({ ...DEFAULT_FILTERS, category })}`;
}
