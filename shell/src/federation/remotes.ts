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

/** The release a failure belongs to: the one loaded, else the one about to load. */
export function releaseOf(name: RemoteName): string | undefined {
  return loadedRelease.get(name) ?? entryOf(name)?.release;
}

/** Release each loaded remote runs; a page keeps its release until the player navigates anew. */
const loadedRelease = new Map<RemoteName, string>();
/** Loaded remotes whose active release has changed since: the next navigation into them reloads the page. */
const stale = new Set<RemoteName>();
let fetchedAt = 0;

const toRuntime = (r: RegistryEntry) => ({ name: federationName(r.name), alias: r.name, entry: r.entry });

/**
 * Takes a registry document: remotes not loaded yet are (re)registered with the federation
 * runtime when their release changed; loaded ones are marked stale instead (no forced reload
 * mid-game). Nothing is downloaded until a remote is needed.
 */
export function adoptRegistry(state: RegistryState, platformApi?: Platform): void {
  const previous = registry;
  registry = state;
  fetchedAt = Date.now();
  if (platformApi) platform = platformApi;
  const changed = state.doc.remotes.filter(
    (r) => !loaded.has(r.name) && !loading.has(r.name) && previous.doc.remotes.find((p) => p.name === r.name)?.entry !== r.entry,
  );
  if (changed.length) registerRemotes(changed.map(toRuntime), { force: true });
  for (const r of state.doc.remotes) {
    if (loaded.has(r.name) && loadedRelease.get(r.name) !== r.release) stale.add(r.name);
  }
}

/** Rereads `/remotes.json` when the copy is older than `maxAgeMs` (cheap: revalidated with an ETag). */
export async function refreshRegistry(fetcher: () => Promise<RegistryState>, maxAgeMs: number): Promise<void> {
  if (Date.now() - fetchedAt < maxAgeMs) return;
  fetchedAt = Date.now();
  const state = await fetcher();
  if (!state.failed) adoptRegistry(state);
}

/** True when a newer release of this loaded remote is live. */
export function isStale(name: RemoteName): boolean {
  return stale.has(name);
}

const RETRY_DELAY_MS = 600;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One retry after a short pause (a dropped connection, a CDN hiccup) before the area shows its fallback. */
async function loadWithRetry(name: RemoteName, entry: RegistryEntry): Promise<unknown> {
  try {
    const mod = await loadRemote<unknown>(`${name}/app`);
    if (mod) return mod;
  } catch {
    /* retried below */
  }
  await delay(RETRY_DELAY_MS);
  registerRemotes([toRuntime(entry)], { force: true });
  const mod = await loadRemote<unknown>(`${name}/app`);
  if (!mod) throw new Error(`${name}/app could not be loaded`);
  return mod;
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
  const mod = await loadWithRetry(name, entry);
  const app = assertRemoteApp(name, mod, entry);
  loadedRelease.set(name, entry.release);
  const locale = useLocaleStore.getState().locale;
  await loadTranslations(name, app, locale);
  // The page may have switched language while this remote was loading.
  const now = useLocaleStore.getState().locale;
  if (now !== locale) await loadTranslations(name, app, now);
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
        const release = entryOf(name)?.release;
        reportFailure({ remote: name, ...(release ? { release } : {}), kind, message });
        bus.emit('remote:failed', { name, kind, message, ...(release ? { release } : {}) });
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
    if (!state.failed) adoptRegistry(state);
    else registry = state;
  }
  loading.delete(name);
  setStatus(name, { state: 'idle' });
}

export function currentRegistry(): RegistryState {
  return registry;
}
