import { useCallback, useEffect, useRef, useState } from 'react';
import type { AsyncStatus } from '@casino/shared';
import type { JackpotWinner } from '@casino/shared/api/schemas';
import { appendUnique } from '../catalogue';
import { fetchWinners } from './api';

export const WINNERS_PAGE = 20;

/** Jackpot winners (of one jackpot or all), page by page by offset, without duplicates. */
export function useWinners(jackpotId?: number) {
  const [state, setState] = useState<{ items: JackpotWinner[]; total: number | null; status: AsyncStatus; error: unknown }>({
    items: [],
    total: null,
    status: 'pending',
    error: null,
  });
  const generation = useRef(0);
  const load = useCallback(
    (offset: number) => {
      const gen = generation.current;
      setState((s) => ({ ...s, status: 'pending', error: null }));
      fetchWinners({ offset, count: WINNERS_PAGE, ...(jackpotId ? { jackpotId } : {}) }).then(
        (page) =>
          gen === generation.current &&
          setState((s) => ({ items: appendUnique(offset === 0 ? [] : s.items, page.items), total: page.total, status: 'success', error: null })),
        (error: unknown) => gen === generation.current && setState((s) => ({ ...s, status: 'error', error })),
      );
    },
    [jackpotId],
  );
  useEffect(() => {
    generation.current++;
    load(0);
  }, [load]);
  const more = state.total !== null && state.items.length < state.total;
  return { ...state, more, loadMore: () => load(state.items.length), retry: () => load(state.items.length) };
}
