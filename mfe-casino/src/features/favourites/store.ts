import { create } from 'zustand';
import { bus, isAuthenticated, useSessionStore, type AsyncStatus } from '@casino/shared';
import { askToSignIn } from '@casino/shared/remote';
import { api } from '../../lib/platform';
import { toggleFavourite } from './rules';

export interface FavouritesState {
  /** The player's liked game sysnames (spec §3), newest first. */
  sysnames: string[];
  status: AsyncStatus;
  /** Whose list this is (0 for a guest). */
  uid: number;
  /** Sysnames with a toggle on its way. */
  pending: string[];
  load(): Promise<void>;
  toggle(sysname: string): Promise<void>;
}

const currentUid = () => {
  const account = useSessionStore.getState().account;
  return isAuthenticated(account) ? account.uid : 0;
};

/**
 * The player's favourites, private to the casino remote. A toggle shows at once, calls
 * games.addLike or games.removeLike and reloads the list (spec §4); a failure puts it back.
 * Guests are asked to sign in.
 */
export const useFavouritesStore = create<FavouritesState>()((set, get) => ({
  sysnames: [],
  status: 'idle',
  uid: 0,
  pending: [],
  async load() {
    const uid = currentUid();
    if (!uid) {
      set({ sysnames: [], status: 'idle', uid: 0 });
      return;
    }
    set({ status: 'pending', uid });
    try {
      const { items } = await api().call('games.getLikes');
      if (currentUid() === uid) set({ sysnames: items, status: 'success' });
    } catch (error) {
      if (currentUid() === uid) set({ status: 'error' });
      throw error;
    }
  },
  async toggle(sysname) {
    if (!currentUid()) {
      askToSignIn('login');
      return;
    }
    if (get().pending.includes(sysname)) return;
    const before = get().sysnames;
    const { next, action } = toggleFavourite(before, sysname);
    set((s) => ({ sysnames: next, pending: [...s.pending, sysname] }));
    try {
      await api().call(action === 'add' ? 'games.addLike' : 'games.removeLike', { sysname });
      await get().load();
      bus.emit('favourites:changed', { sysnames: get().sysnames });
    } catch (error) {
      set({ sysnames: before });
      throw error;
    } finally {
      set((s) => ({ pending: s.pending.filter((p) => p !== sysname) }));
    }
  },
}));
