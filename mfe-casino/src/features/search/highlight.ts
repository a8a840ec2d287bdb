/** A text cut into the parts that match the query (case-insensitive) and the rest, for highlighting. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const q = query.trim().toLowerCase();
  if (!q) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(q); at !== -1; at = lower.indexOf(q, at + q.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + q.length), match: true });
    from = at + q.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts.length ? parts : [{ text, match: false }];
}

/** Search settings of the `search-config` content section, with defaults. */
export interface SearchSettings {
  minQueryLength: number;
  debounceMs: number;
  resultsLimit: number;
  popularQueries: string[];
}

export const DEFAULT_SEARCH: SearchSettings = { minQueryLength: 2, debounceMs: 250, resultsLimit: 30, popularQueries: [] };

/**
 * The section's settings; `popularQueries` is the page language's list (the content service merges
 * each language's section over the shared one), or a list per language keyed by locale.
 */
export function searchSettings(section: Partial<Record<keyof SearchSettings, unknown>> | undefined, locale?: string): SearchSettings {
  const s = section ?? {};
  const int = (v: unknown, fallback: number, max: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? Math.min(v, max) : fallback);
  return {
    minQueryLength: int(s.minQueryLength, DEFAULT_SEARCH.minQueryLength, 10) || 1,
    debounceMs: int(s.debounceMs, DEFAULT_SEARCH.debounceMs, 2000),
    resultsLimit: int(s.resultsLimit, DEFAULT_SEARCH.resultsLimit, 100) || DEFAULT_SEARCH.resultsLimit,
    popularQueries: queryList(s.popularQueries, locale),
  };
}

function queryList(value: unknown, locale: string | undefined): string[] {
  const list = !Array.isArray(value) && value && typeof value === 'object' && locale ? (value as Record<string, unknown>)[locale] : value;
  return Array.isArray(list) ? list.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, 10) : [];
}
