import { bus } from '@casino/shared';

/** The dialog content id the shell's queue opens (spec §2 dialog contents: games search). */
export const SEARCH_DIALOG = 'casino:games-search';

export function openGamesSearch(query?: string): void {
  bus.emit('dialog:open', { id: SEARCH_DIALOG, type: 'popup', ...(query ? { props: { initialQuery: query } } : {}) });
}
