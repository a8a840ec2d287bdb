import { createContext, useContext, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { RemoteName } from '@casino/shared';
import type { RemoteLoader } from './loader';
import type { RemoteStatus } from './status';

export const RemotesContext = createContext<RemoteLoader | null>(null);

/** Hands the page's one remote loader to every area, slot and boundary below. */
export function RemotesProvider({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  return <RemotesContext.Provider value={loader}>{children}</RemotesContext.Provider>;
}

export function useRemotes(): RemoteLoader {
  const loader = useContext(RemotesContext);
  if (!loader) throw new Error('useRemotes needs a RemotesProvider');
  return loader;
}

/** The load status of one remote (undefined until it is first needed). */
export function useRemoteStatus(name: RemoteName): RemoteStatus | undefined {
  return useStore(useRemotes().status, (s) => s.byName[name]);
}

/**
 * The page an error of a remote's page shows when it is no failure to load (spec §8: a fatal
 * error's page, 404, else the errors slot); the app hands it in, the federation layer knows no
 * feature. Without it the area's fallback shows.
 */
export const PageErrorContext = createContext<((error: unknown) => ReactNode) | null>(null);
