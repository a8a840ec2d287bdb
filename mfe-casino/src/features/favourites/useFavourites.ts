import { useEffect } from 'react';
import { isAuthenticated, useSessionStore } from '@casino/shared';
import { useFavouritesStore } from './store';

/** Keeps the favourites in step with who is signed in (loads after sign-in, clears after sign-out). */
export function useFavourites() {
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const state = useFavouritesStore();
  useEffect(() => {
    const store = useFavouritesStore.getState();
    if (store.uid === uid && store.status !== 'idle' && store.status !== 'error') return;
    if (uid === 0 && store.uid === 0) return;
    store.load().catch(() => undefined);
  }, [uid]);
  return state;
}
