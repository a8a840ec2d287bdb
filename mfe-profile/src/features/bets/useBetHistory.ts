import { useCallback, useEffect, useRef, useState } from 'react';
import type { AsyncStatus, Params } from '@casino/shared';
import { loadHistory, type HistoryEntry, type HistoryPage } from './api';

export interface BetHistoryState {
  items: HistoryEntry[];
  total: number;
  totals: HistoryPage['totals'];
  games: HistoryPage['games'];
  status: AsyncStatus;
  error: unknown;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

interface Loaded {
  items: HistoryEntry[];
  total: number;
  totals: HistoryPage['totals'];
  games: HistoryPage['games'];
  offset: number;
  status: AsyncStatus;
  error: unknown;
}

const EMPTY: Loaded = { items: [], total: 0, totals: [], games: [], offset: 0, status: 'pending', error: null };

/**
 * The history for the filters, a page at a time: new filters clear and reload it, "show more"
 * appends the next page (entries already shown are not repeated). Answers of older filters are
 * dropped.
 */
export function useBetHistory(params: Params<'games.getHistory'>, pageSize: number): BetHistoryState {
  const [state, setState] = useState<Loaded>(EMPTY);
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);
  const key = JSON.stringify(params);

  const load = useCallback(
    (offset: number, fresh: boolean) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const mine = ++generation.current;
      setState((s) => (fresh ? { ...EMPTY, games: s.games } : { ...s, status: 'pending', error: null }));
      loadHistory({ ...(JSON.parse(key) as Params<'games.getHistory'>), offset, count: pageSize }, current.signal).then(
        (page) => {
          if (mine !== generation.current) return;
          setState((s) => {
            const seen = new Set(fresh ? [] : s.items.map((i) => i.id));
            const items = [...(fresh ? [] : s.items), ...page.items.filter((i) => !seen.has(i.id))];
            return { items, total: page.total, totals: page.totals, games: page.games, offset: offset + page.items.length, status: 'success', error: null };
          });
        },
        (error: unknown) => {
          if (mine !== generation.current || current.signal.aborted) return;
          setState((s) => ({ ...s, status: 'error', error }));
        },
      );
    },
    [key, pageSize],
  );

  useEffect(() => {
    load(0, true);
    return () => controller.current?.abort();
  }, [load]);

  return {
    items: state.items,
    total: state.total,
    totals: state.totals,
    games: state.games,
    status: state.status,
    error: state.error,
    hasMore: state.offset < state.total,
    loadMore: () => load(state.offset, false),
    retry: () => load(state.offset, state.items.length === 0),
  };
}
