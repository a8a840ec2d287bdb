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
 *
 * A server-rendered page carries only the games of its first view (`firstView`: the cards the
 * grid renders before it is measured), not the whole first page: the rest of that page loads as
 * soon as the page has hydrated, so the HTML stays small and the list is as long as without it.
 */
export function usePagedGames(request: GameFilters | null, sort: GameSort, pageSize: number, limit: number, firstView = pageSize): PagedGames {
  const key = request ? JSON.stringify([request, sort, pageSize, limit]) : null;
  const carried = Math.min(firstView, pageSize, limit);
  const fromPage = usePageData((signal) => fetchGamesOnce(request!, { offset: 0, count: carried, sort }, signal), [key, carried], request !== null);
  const [state, setState] = useState<State>(() =>
    fromPage ? { ...EMPTY, items: appendUnique([], fromPage.value.items), total: fromPage.value.total, status: 'success' } : EMPTY,
  );
  const skipFirst = useRef(fromPage !== null);
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The offset of the page beyond the first on its way. A ref, not state: a render of higher
  // priority can show the state from before `loadingMore` was set (the list's end in sight as the
  // page hydrates asked for the same page twice).
  const moreFrom = useRef<number | null>(null);

  const fetchPage = useCallback(
    (first: boolean) => {
      if (!request) return;
      const current = stateRef.current;
      const page = first ? { offset: 0, count: Math.min(pageSize, limit) } : nextPage(current.items.length, current.total, pageSize, limit);
      if (!page) return;
      if (!first && moreFrom.current === page.offset) return;
      moreFrom.current = first ? null : page.offset;
      const gen = generation.current;
      const controller = new AbortController();
      inFlight.current = controller;
      setState((s) => (first ? { ...EMPTY, status: 'pending' } : { ...s, loadingMore: true, error: null }));
      const settled = () => {
        if (!first && moreFrom.current === page.offset) moreFrom.current = null;
      };
      // The first page may have been asked for already by the route's loader.
      (first ? fetchGamesOnce : fetchGames)(request, { ...page, sort }, controller.signal).then(
        (answer) => {
          if (gen !== generation.current) return;
          settled();
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
          settled();
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
      // The page carried its first view only: the rest of the first page follows at once.
      const s = stateRef.current;
      if (s.items.length < Math.min(pageSize, limit) && nextPage(s.items.length, s.total, pageSize, limit)) fetchPage(false);
      return () => inFlight.current?.abort();
    }
    generation.current++;
    moreFrom.current = null;
    inFlight.current?.abort();
    if (!key) {
      setState(EMPTY);
      return;
    }
    fetchPage(true);
    return () => inFlight.current?.abort();
  }, [key, fetchPage, pageSize, limit]);

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
