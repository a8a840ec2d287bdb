import { useCallback, useEffect, useRef, useState } from 'react';
import type { AsyncStatus } from '@casino/shared';

/**
 * Spec §4: a page loaded is appended to what is shown, without duplicates by id (a row that
 * arrives again, because new rows moved the pages, keeps its first place). Answers a new list.
 */
export function mergeById<T extends { id: number | string }>(shown: readonly T[], loaded: readonly T[]): T[] {
  const seen = new Set(shown.map((item) => item.id));
  const out = [...shown];
  for (const item of loaded) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

export interface ListPage<T> {
  items: readonly T[];
  total: number;
}

export interface PagedList<T, P extends ListPage<T>> {
  items: T[];
  total: number;
  /** The newest answer, for what a list's pages carry beside the items (totals, filters…). */
  last: P | null;
  status: AsyncStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  /** Loads again what failed: the first page, or the page "show more" could not load. */
  retry(): void;
  /** Replaces one row in place (after an action on it). */
  replace(item: T): void;
}

/**
 * A list read a page at a time ("show more"): a change of `key` (the filters, the tab) clears it
 * and loads the first page again; answers to an older key or an older load are dropped, and the
 * load in flight is aborted.
 */
export function usePagedList<T extends { id: number | string }, P extends ListPage<T>>(
  load: (offset: number, count: number, signal: AbortSignal) => Promise<P>,
  key: string,
  pageSize: number,
): PagedList<T, P> {
  const [state, setState] = useState<{ items: T[]; total: number; offset: number; last: P | null; status: AsyncStatus; error: unknown }>({
    items: [],
    total: 0,
    offset: 0,
    last: null,
    status: 'pending',
    error: null,
  });
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  const fetchPage = useCallback(
    (offset: number, fresh: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const mine = ++generation.current;
      setState((s) => (fresh ? { items: [], total: 0, offset: 0, last: s.last, status: 'pending', error: null } : { ...s, status: 'pending', error: null }));
      loadRef.current(offset, pageSize, current.signal).then(
        (page) => {
          if (mine !== generation.current) return;
          setState((s) => ({
            items: mergeById(fresh ? [] : s.items, page.items),
            total: page.total,
            offset: offset + page.items.length,
            last: page,
            status: 'success',
            error: null,
          }));
        },
        (error: unknown) => {
          if (mine !== generation.current || current.signal.aborted) return;
          setState((s) => ({ ...s, status: 'error', error }));
        },
      );
    },
    // A new key (or page size) starts the list again; `load` is read through a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for what `load` reads
    [key, pageSize],
  );

  useEffect(() => {
    fetchPage(0, true);
    return () => controller.current?.abort();
  }, [fetchPage]);

  return {
    items: state.items,
    total: state.total,
    last: state.last,
    status: state.status,
    error: state.error,
    hasMore: state.offset < state.total,
    loadMore: () => fetchPage(state.offset, false),
    retry: () => fetchPage(state.offset, state.items.length === 0),
    replace: (item) => setState((s) => ({ ...s, items: s.items.map((i) => (i.id === item.id ? item : i)) })),
  };
}
