import type { Params, Result } from '@casino/shared';
import { api } from '../../lib/platform';

export type GamesPage = Result<'games.get'>;

/** Filters of games.get, sent in its `options` JSON (spec §7). */
export interface GameFilters {
  category?: string;
  providers?: string[];
  query?: string;
  sysnames?: string[];
  types?: string[];
  tags?: string[];
}

export type GameSort = 'position' | 'popularity' | 'name' | 'released_at';

export function fetchGames(filters: GameFilters, page: { offset: number; count: number; sort?: GameSort }, signal?: AbortSignal): Promise<GamesPage> {
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(filters)) {
    if (v === undefined || (Array.isArray(v) && v.length === 0) || v === '') continue;
    options[k] = Array.isArray(v) ? v.join(',') : v;
  }
  const params: Params<'games.get'> = { offset: page.offset, count: page.count, sort: page.sort ?? 'position' };
  if (Object.keys(options).length) (params as Record<string, unknown>).options = options;
  return api().call('games.get', params, signal ? { signal } : {});
}

export const fetchCategories = (signal?: AbortSignal) => api().call('games.getCategories', {}, signal ? { signal } : {});

export const fetchProviders = (signal?: AbortSignal) =>
  api().call('games.getProviders', { fields: 'game_params', types: ['casino', 'slot', 'live', 'fast'] }, signal ? { signal } : {});
