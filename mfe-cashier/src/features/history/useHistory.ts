import { useCallback, useEffect, useRef, useState } from 'react';
import type { AsyncStatus } from '@casino/shared';
import { loadHistory, type HistoryItem } from './api';
import { mergeById, replaceById, type HistoryTab } from './merge';

export interface HistoryState {
  items: HistoryItem[];
  total: number;
  status: AsyncStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
  replace(item: HistoryItem): void;
}

/** One tab's list: switching tabs clears and reloads it; each load appends `pageSize` rows without duplicates. */
export function useHistory(tab: HistoryTab, pageSize: number): HistoryState {
  const [state, setState] = useState<{ items: HistoryItem[]; total: number; offset: number; status: AsyncStatus; error: unknown }>({
    items: [],
    total: 0,
    offset: 0,
    status: 'pending',
    error: null,
  });
  // Answers of an older tab (or an older load) are dropped.
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(
    (offset: number, fresh: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const mine = ++generation.current;
      setState((s) => (fresh ? { items: [], total: 0, offset: 0, status: 'pending', error: null } : { ...s, status: 'pending', error: null }));
      loadHistory(tab, offset, pageSize, current.signal).then(
        (page) => {
          if (mine !== generation.current) return;
          setState((s) => ({
            items: mergeById(fresh ? [] : s.items, page.items),
            total: page.total,
            offset: offset + page.items.length,
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
    [tab, pageSize],
  );

  useEffect(() => {
    load(0, true);
    return () => controller.current?.abort();
  }, [load]);

  return {
    items: state.items,
    total: state.total,
    status: state.status,
    error: state.error,
    hasMore: state.offset < state.total,
    loadMore: () => load(state.offset, false),
    retry: () => load(state.offset, state.items.length === 0),
    replace: (item) => setState((s) => ({ ...s, items: replaceById(s.items, item) })),
  };
}
