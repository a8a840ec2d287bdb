/** History tabs of spec §2, §4 (`?tab=`). */
export const HISTORY_TABS = ['deposit', 'withdrawal', 'bonuses', 'cashbacks'] as const;
export type HistoryTab = (typeof HISTORY_TABS)[number];

/** The tab a `?tab=` value names; anything else is the deposit tab. */
export function tabFromQuery(value: string | null | undefined): HistoryTab {
  return (HISTORY_TABS as readonly string[]).includes(value ?? '') ? (value as HistoryTab) : 'deposit';
}

/**
 * Spec §9: recent transactions — payments and bonuses merged, newest first, `limit` of them
 * (ids of different kinds may repeat, so rows are told apart by kind and id).
 */
export function recentTransactions<T extends { id: number; created_at: number; type: string }>(lists: ReadonlyArray<readonly T[]>, limit = 4): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      const key = `${item.type}:${item.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      all.push(item);
    }
  }
  return all.sort((a, b) => b.created_at - a.created_at || b.id - a.id).slice(0, limit);
}
