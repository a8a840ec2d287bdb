import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { create } from 'zustand';
import {
  addTranslations,
  bus,
  i18n,
  initI18n,
  useLocaleStore,
  type Locale,
  type Platform,
  type RegistryEntry,
  type RemoteApp,
  type RemoteName,
} from '@casino/shared';
import { assertRemoteApp, RemoteContractError } from './compatibility';
import { reportFailure } from './beacon';
import type { RegistryState } from './registry';

export type RemoteStatus =
  | { state: 'idle' | 'loading' | 'ready' }
  | { state: 'failed'; kind: 'load' | 'contract' | 'registry'; message: string };

/** Per-remote load status, read by the areas and slots that show a remote's fallback. */
export const useRemoteStatus = create<{ byName: Partial<Record<RemoteName, RemoteStatus>> }>()(() => ({ byName: {} }));

const setStatus = (name: RemoteName, status: RemoteStatus) =>
  useRemoteStatus.setState((s) => ({ byName: { ...s.byName, [name]: status } }));

const federationName = (name: RemoteName) => `mfe_${name}`;

let registry: RegistryState = { doc: { remotes: [] }, failed: false };
let platform: Platform | null = null;
const loading = new Map<RemoteName, Promise<RemoteApp>>();
const loaded = new Map<RemoteName, RemoteApp>();

export function entryOf(name: RemoteName): RegistryEntry | undefined {
  return registry.doc.remotes.find((r) => r.name === name);
}

/** Hands the registry to the federation runtime; nothing is downloaded until a remote is needed. */
export function useRegistry(state: RegistryState, platformApi: Platform): void {
  registry = state;
  platform = platformApi;
  const remotes = state.doc.remotes.map((r) => ({ name: federationName(r.name), alias: r.name, entry: r.entry }));
  if (remotes.length) registerRemotes(remotes, { force: true });
}

async function loadTranslations(name: RemoteName, app: RemoteApp, locale: Locale): Promise<void> {
  if (!app.translations) return;
  try {
    await initI18n(useLocaleStore.getState().locale);
    if (i18n.hasResourceBundle(locale, name)) return;
    addTranslations(name, locale, await app.translations(locale));
  } catch (error) {
    console.error('Failed locale loading', name, locale, error);
  }
}

async function loadFresh(name: RemoteName): Promise<RemoteApp> {
  const entry = entryOf(name);
  if (!entry) {
    throw Object.assign(new Error(registry.failed ? 'registry unavailable' : `${name} has no active release`), {
      kind: 'registry' as const,
    });
  }
  const mod = await loadRemote<unknown>(`${name}/app`);
  const app = assertRemoteApp(name, mod, entry);
  await loadTranslations(name, app, useLocaleStore.getState().locale);
  if (app.start && platform) app.start(platform);
  return app;
}

/** Loads a remote's `./app` once; a failure is reported, shown as the area's fallback, and retried on demand. */
export function loadRemoteApp(name: RemoteName): Promise<RemoteApp> {
  const pending = loading.get(name);
  if (pending) return pending;
  setStatus(name, { state: 'loading' });
  const promise = loadFresh(name).then(
    (app) => {
      loaded.set(name, app);
      setStatus(name, { state: 'ready' });
      return app;
    },
    (error: unknown) => {
      loading.delete(name);
      const message = error instanceof Error ? error.message : String(error);
      const kind =
        (error as { kind?: 'registry' }).kind ?? (error instanceof RemoteContractError ? 'contract' : 'load');
      setStatus(name, { state: 'failed', kind, message });
      if (kind !== 'registry') {
        reportFailure({ remote: name, release: entryOf(name)?.release, kind, message });
        bus.emit('remote:failed', { name, kind, message, release: entryOf(name)?.release });
      }
      throw error;
    },
  );
  loading.set(name, promise);
  return promise;
}

export function loadedRemote(name: RemoteName): RemoteApp | undefined {
  return loaded.get(name);
}

/** After a locale switch every loaded remote needs its strings in the new language. */
export async function loadRemoteTranslations(locale: Locale): Promise<void> {
  await Promise.all([...loaded].map(([name, app]) => loadTranslations(name, app, locale)));
}

/** Clears a failure so the next navigation or render loads the remote again (refetching the registry if it had failed). */
export async function prepareRetry(name: RemoteName, refetch: () => Promise<RegistryState>): Promise<void> {
  if (registry.failed || !entryOf(name)) {
    const state = await refetch();
    if (!state.failed && platform) useRegistry(state, platform);
    else registry = state;
  }
  loading.delete(name);
  setStatus(name, { state: 'idle' });
}

export function currentRegistry(): RegistryState {
  return registry;
}
