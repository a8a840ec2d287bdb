import type { Params } from '@casino/shared';
import { usePagedList, type PagedList } from '@casino/shared/remote';
import { loadHistory, type HistoryEntry, type HistoryPage } from './api';

export interface BetHistoryState extends Omit<PagedList<HistoryEntry, HistoryPage>, 'last' | 'replace'> {
  totals: HistoryPage['totals'];
  /** The games the player has played, for the game filter (kept while new filters load). */
  games: HistoryPage['games'];
}

/**
 * The history for the filters, a page at a time: new filters clear and reload it, "show more"
 * appends the next page (entries already shown are not repeated). Answers of older filters are
 * dropped.
 */
export function useBetHistory(params: Params<'games.getHistory'>, pageSize: number): BetHistoryState {
  const {
    last,
    replace: _replace,
    ...list
  } = usePagedList<HistoryEntry, HistoryPage>((offset, count, signal) => loadHistory({ ...params, offset, count }, signal), JSON.stringify(params), pageSize);
  return { ...list, totals: list.status === 'pending' && list.items.length === 0 ? [] : (last?.totals ?? []), games: last?.games ?? [] };
}
