import { usePagedList, type PagedList } from '@casino/shared/remote';
import { loadHistory, type HistoryItem } from './api';
import type { HistoryTab } from './merge';

export type HistoryState = Omit<PagedList<HistoryItem, Awaited<ReturnType<typeof loadHistory>>>, 'last'>;

/** One tab's list: switching tabs clears and reloads it; each load appends `pageSize` rows without duplicates. */
export function useHistory(tab: HistoryTab, pageSize: number): HistoryState {
  return usePagedList((offset, count, signal) => loadHistory(tab, offset, count, signal), tab, pageSize);
}
