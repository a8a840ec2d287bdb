/** Spec §4: a favourite toggles — removed when present, else added. */
export function toggleFavourite(list: readonly string[], sysname: string): { next: string[]; action: 'add' | 'remove' } {
  return list.includes(sysname) ? { next: list.filter((s) => s !== sysname), action: 'remove' } : { next: [sysname, ...list], action: 'add' };
}
