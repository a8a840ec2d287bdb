import {
  addTranslations,
  i18n,
  initI18n,
  useLocaleStore,
  type Locale,
  type Platform,
  type RegistryEntry,
  type RemoteApp,
  type RemoteName,
} from '@casino/shared';
import { assertReleaseFits, assertRemoteApp, RemoteContractError } from './compatibility';
import { reportRemoteFailure, type RemoteFailure } from './failures';
import type { RegistryState } from './registry';
import { moduleOf, remoteLoadPlugins, RETRY_DELAYS_MS, unavailableError } from './plugins';
import { isSharedRefusal } from './shared-refusal';
import { createFederationRuntime, type FederationRuntime, type RuntimeRemote } from './runtime';
import { createStatusStore, setStatus, type RemoteStatusStore } from './status';

export interface RemoteLoaderOptions {
  /** The registry document read at start-up. */
  registry: RegistryState;
  /** What remotes receive in `start(platform)`. */
  platform: Platform;
  runtime?: FederationRuntime;
  /** Pauses before the retries of a load that failed on the network (backoff; their count is the number of retries). */
  retryDelaysMs?: readonly number[];
}

/** Loads the remotes the registry lists, once each, and keeps what the page knows about them. */
export interface RemoteLoader {
  /** Per-remote load status, read by the areas and slots that show a remote's fallback. */
  readonly status: RemoteStatusStore;
  /** Loads a remote's `./app` once; a failure is reported, shown as the area's fallback, and retried on demand. */
  load(name: RemoteName): Promise<RemoteApp>;
  /**
   * The remote's `./app` as soon as it arrived and fits, before its strings and its start (`load`
   * still decides when it may render): a piece of it can be fetched meanwhile.
   */
  appOf(name: RemoteName): Promise<RemoteApp>;
  loaded(name: RemoteName): RemoteApp | undefined;
  /** After a locale switch every loaded remote needs its strings in the new language. */
  loadTranslations(locale: Locale): Promise<void>;
  registry(): RegistryState;
  /**
   * Takes a registry document: remotes not loaded yet are (re)registered with the federation
   * runtime when their release changed; loaded ones are marked stale instead (no forced reload
   * mid-game). Nothing is downloaded until a remote is needed.
   */
  adoptRegistry(state: RegistryState): void;
  /** Rereads `/remotes.json` when the copy is older than `maxAgeMs` (cheap: revalidated with an ETag). */
  refreshRegistry(fetcher: () => Promise<RegistryState>, maxAgeMs: number): Promise<void>;
  /** True when a newer release of this loaded remote is live. */
  isStale(name: RemoteName): boolean;
  /** The release a failure belongs to: the one loaded, else the one about to load. */
  releaseOf(name: RemoteName): string | undefined;
  /** Reports a failure of a remote (beacon, bus, status), with the release it belongs to. */
  reportFailure(failure: Omit<RemoteFailure, 'release'>): void;
  /** Clears a failure so the next navigation or render loads the remote again (refetching the registry if it had failed). */
  prepareRetry(name: RemoteName, refetch: () => Promise<RegistryState>): Promise<void>;
}

const federationName = (name: RemoteName) => `mfe_${name}`;
const toRuntime = (r: RegistryEntry): RuntimeRemote => ({ name: federationName(r.name), alias: r.name, entry: r.entry });
const exposedApp = (name: RemoteName) => `${name}/app`;

const remoteOfId = (id: string) => id.slice(0, id.indexOf('/')) as RemoteName;

/**
 * The shell's one remote loader, created at start-up (in the bootstrap chunk, where shared
 * modules are ready). It registers the retry, fallback and failure-report plugins with the
 * federation runtime.
 */
export function createRemoteLoader({
  registry: initial,
  platform,
  runtime = createFederationRuntime(),
  retryDelaysMs = RETRY_DELAYS_MS,
}: RemoteLoaderOptions): RemoteLoader {
  const status = createStatusStore();
  let registry: RegistryState = { doc: { remotes: [] }, failed: false };
  let fetchedAt = 0;
  const loading = new Map<RemoteName, Promise<RemoteApp>>();
  const loaded = new Map<RemoteName, RemoteApp>();
  /** Each load's `./app` once it arrived and fits (before its strings). */
  const arrived = new Map<RemoteName, Promise<RemoteApp>>();
  /** Release each loaded remote runs; a page keeps its release until the player navigates anew. */
  const loadedRelease = new Map<RemoteName, string>();
  /** Loaded remotes whose active release has changed since: the next navigation into them reloads the page. */
  const stale = new Set<RemoteName>();
  /** The served token of every release the registry named (a page may still run one it no longer names). */
  const servedTokens = new Map<string, string>();

  const entryOf = (name: RemoteName) => registry.doc.remotes.find((r) => r.name === name);
  const releaseOf = (name: RemoteName) => loadedRelease.get(name) ?? entryOf(name)?.release;
  const reportFailure = (failure: Omit<RemoteFailure, 'release' | 'token'>) => {
    const release = releaseOf(failure.remote);
    const token = release && servedTokens.get(`${failure.remote}/${release}`);
    reportRemoteFailure(status, { ...failure, ...(release ? { release } : {}), ...(token ? { token } : {}) });
  };
  /** Failures the runtime's report plugin has told already (the load then throws the same error). */
  const reported = new WeakSet<object>();

  runtime.registerPlugins(
    remoteLoadPlugins({
      retryDelaysMs,
      remoteOf: (id) => {
        const entry = entryOf(remoteOfId(id));
        return entry && toRuntime(entry);
      },
      report: (id, error) => {
        if (error && typeof error === 'object') reported.add(error);
        const kind = isSharedRefusal(error) ? 'contract' : 'load';
        reportFailure({ remote: remoteOfId(id), kind, message: error instanceof Error ? error.message : String(error) });
      },
    }),
  );

  function adoptRegistry(state: RegistryState): void {
    const previous = registry;
    registry = state;
    for (const r of state.doc.remotes) if (r.token) servedTokens.set(`${r.name}/${r.release}`, r.token);
    fetchedAt = Date.now();
    const changed = state.doc.remotes.filter(
      (r) => !loaded.has(r.name) && !loading.has(r.name) && previous.doc.remotes.find((p) => p.name === r.name)?.entry !== r.entry,
    );
    if (changed.length) runtime.registerRemotes(changed.map(toRuntime), { force: true });
    for (const r of state.doc.remotes) {
      if (loaded.has(r.name) && loadedRelease.get(r.name) !== r.release) stale.add(r.name);
    }
  }

  async function loadStrings(name: RemoteName, app: RemoteApp, locale: Locale): Promise<void> {
    if (!app.translations) return;
    try {
      await initI18n(useLocaleStore.getState().locale);
      if (i18n.hasResourceBundle(locale, name)) return;
      addTranslations(name, locale, await app.translations(locale));
    } catch (error) {
      console.error('Failed locale loading', name, locale, error);
    }
  }

  async function loadFresh(name: RemoteName, onArrival: (app: RemoteApp) => void): Promise<RemoteApp> {
    const entry = entryOf(name);
    if (!entry) {
      throw Object.assign(new Error(registry.failed ? 'registry unavailable' : `${name} has no active release`), {
        kind: 'registry' as const,
      });
    }
    assertReleaseFits(entry);
    // Retries and the fallback happen inside the runtime (plugins.ts).
    const mod = await moduleOf(await runtime.loadRemote<unknown>(exposedApp(name)));
    const unavailable = unavailableError(mod);
    if (unavailable) throw unavailable.error;
    if (!mod) throw new Error(`${exposedApp(name)} could not be loaded`);
    const app = assertRemoteApp(name, mod);
    loadedRelease.set(name, entry.release);
    onArrival(app);
    const locale = useLocaleStore.getState().locale;
    await loadStrings(name, app, locale);
    // The page may have switched language while this remote was loading.
    const now = useLocaleStore.getState().locale;
    if (now !== locale) await loadStrings(name, app, now);
    app.start?.(platform);
    return app;
  }

  function load(name: RemoteName): Promise<RemoteApp> {
    const pending = loading.get(name);
    if (pending) return pending;
    setStatus(status, name, { state: 'loading' });
    let onArrival!: (app: RemoteApp) => void;
    arrived.set(name, new Promise<RemoteApp>((resolve) => (onArrival = resolve)));
    const promise = loadFresh(name, onArrival).then(
      (app) => {
        loaded.set(name, app);
        setStatus(status, name, { state: 'ready' });
        return app;
      },
      (error: unknown) => {
        loading.delete(name);
        if (!(error && typeof error === 'object' && reported.has(error))) {
          const message = error instanceof Error ? error.message : String(error);
          const kind = (error as { kind?: 'registry' } | null)?.kind ?? (error instanceof RemoteContractError ? 'contract' : 'load');
          reportFailure({ remote: name, kind, message });
        }
        throw error;
      },
    );
    loading.set(name, promise);
    return promise;
  }

  adoptRegistry(initial);

  return {
    status,
    load,
    appOf(name) {
      const done = load(name);
      // A load that fails before its `./app` arrived rejects here too.
      return Promise.race([arrived.get(name)!, done]);
    },
    loaded: (name) => loaded.get(name),
    loadTranslations: async (locale) => {
      await Promise.all([...loaded].map(([name, app]) => loadStrings(name, app, locale)));
    },
    registry: () => registry,
    adoptRegistry,
    async refreshRegistry(fetcher, maxAgeMs) {
      if (Date.now() - fetchedAt < maxAgeMs) return;
      fetchedAt = Date.now();
      const state = await fetcher();
      if (!state.failed) adoptRegistry(state);
    },
    isStale: (name) => stale.has(name),
    releaseOf,
    reportFailure,
    async prepareRetry(name, refetch) {
      if (registry.failed || !entryOf(name)) {
        const state = await refetch();
        if (!state.failed) adoptRegistry(state);
        else registry = state;
      }
      loading.delete(name);
      setStatus(status, name, { state: 'idle' });
    },
  };
}
