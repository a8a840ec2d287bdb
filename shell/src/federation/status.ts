import { createStore, type StoreApi } from 'zustand';
import type { RemoteName } from '@casino/shared';

export type RemoteStatus = { state: 'idle' | 'loading' | 'ready' } | { state: 'failed'; kind: 'load' | 'contract' | 'registry'; message: string };

/** Per-remote load status, read by the areas and slots that show a remote's fallback. */
export type RemoteStatusStore = StoreApi<{ byName: Partial<Record<RemoteName, RemoteStatus>> }>;

export const createStatusStore = (): RemoteStatusStore => createStore(() => ({ byName: {} }));

export function setStatus(store: RemoteStatusStore, name: RemoteName, status: RemoteStatus): void {
  store.setState((s) => ({ byName: { ...s.byName, [name]: status } }));
}
