import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageData, type AsyncStatus } from '@casino/shared';
import type { GameItem } from '@casino/shared/api/schemas';
import { appendUnique, fetchGames, fetchGamesOnce, nextPage, type GameFilters, type GameSort } from '../catalogue';

export interface PagedGames {
  items: GameItem[];
  total: number | null;
  status: AsyncStatus;
  error: unknown;
  /** True while a page beyond the first is loading. */
  loadingMore: boolean;
  /** Everything (or the virtual list's limit) is loaded. */
  done: boolean;
  loadMore(): void;
  retry(): void;
}

interface State {
  items: GameItem[];
  total: number | null;
  status: AsyncStatus;
  error: unknown;
  loadingMore: boolean;
}

const EMPTY: State = { items: [], total: null, status: 'idle', error: null, loadingMore: false };

/**
 * The hall's games, loaded page by page by offset (offset = what is already loaded) up to the
 * virtual list's limit. New filters start over; answers for older filters are dropped; a page
 * never adds a game twice.
 */
export function usePagedGames(request: GameFilters | null, sort: GameSort, pageSize: number, limit: number): PagedGames {
  const key = request ? JSON.stringify([request, sort, pageSize, limit]) : null;
  // A server-rendered page carries the first page of games: the list starts from it.
  const fromPage = usePageData((signal) => fetchGamesOnce(request!, { offset: 0, count: Math.min(pageSize, limit), sort }, signal), [key], request !== null);
  const [state, setState] = useState<State>(() =>
    fromPage ? { ...EMPTY, items: appendUnique([], fromPage.value.items), total: fromPage.value.total, status: 'success' } : EMPTY,
  );
  const skipFirst = useRef(fromPage !== null);
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  const fetchPage = useCallback(
    (first: boolean) => {
      if (!request) return;
      const current = stateRef.current;
      const page = first ? { offset: 0, count: Math.min(pageSize, limit) } : nextPage(current.items.length, current.total, pageSize, limit);
      if (!page) return;
      const gen = generation.current;
      const controller = new AbortController();
      inFlight.current = controller;
      setState((s) => (first ? { ...EMPTY, status: 'pending' } : { ...s, loadingMore: true, error: null }));
      // The first page may have been asked for already by the route's loader.
      (first ? fetchGamesOnce : fetchGames)(request, { ...page, sort }, controller.signal).then(
        (answer) => {
          if (gen !== generation.current) return;
          setState((s) => ({
            items: appendUnique(first ? [] : s.items, answer.items),
            total: answer.total,
            status: 'success',
            error: null,
            loadingMore: false,
          }));
        },
        (error: unknown) => {
          if (gen !== generation.current || controller.signal.aborted) return;
          setState((s) => ({ ...s, status: first ? 'error' : s.status, error, loadingMore: false }));
        },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for request, sort and the sizes (a new request object with the same values must not reload)
    [key],
  );

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    generation.current++;
    inFlight.current?.abort();
    if (!key) {
      setState(EMPTY);
      return;
    }
    fetchPage(true);
    return () => inFlight.current?.abort();
  }, [key, fetchPage]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (s.status !== 'success' || s.loadingMore) return;
    fetchPage(false);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const s = stateRef.current;
    fetchPage(s.status === 'error' || s.items.length === 0);
  }, [fetchPage]);

  const done = state.status === 'success' && nextPage(state.items.length, state.total, pageSize, limit) === null;
  return { ...state, done, loadMore, retry };
}
