import { addTranslations, LOCALES, type Locale, type RemoteApp, type RemoteName, type Resources } from '@casino/shared';
import type { ComponentType } from 'react';
import type { RemoteLoader } from '../federation/loader';
import type { RegistryState } from '../federation/registry';
import { createStatusStore, setStatus } from '../federation/status';
import { createPlatform } from '../platform/remote-platform';
import { loadServerApp, type ServerBuild } from './federation';

/** A remote's part the server could not render, reported against its release like a browser failure. */
export interface ServerRemoteFailure {
  remote: RemoteName;
  release: string;
  kind: 'load' | 'render';
  message: string;
  /** Where it happened (the first frames of the stack), for the server's log. */
  stack?: string;
}

/** The per-request remote loader of a server render, with what the render needs beside the browser's interface. */
export interface ServerRemoteLoader extends RemoteLoader {
  /** The remote's app when it loads before the render's deadline; null (and a failure) otherwise. */
  loadWithin(name: RemoteName): Promise<RemoteApp | null>;
  /** Loads these slots' pieces before the render; answers those that are ready. */
  preloadSlots<S extends { name: RemoteName; slot: string }>(
    slots: readonly S[],
    preload: (remotes: RemoteLoader, name: RemoteName, slot: string) => Promise<boolean>,
  ): Promise<{ name: RemoteName; slot: string }[]>;
  fail(remote: RemoteName, kind: ServerRemoteFailure['kind'], message: string, stack?: string): void;
  readonly failures: ServerRemoteFailure[];
}

/** A release built before server builds existed: its parts render in the browser, which is no failure of it. */
class NoServerBuild extends Error {}

/**
 * A release's server build still loading when the render's budget is spent (the first visits after
 * a start or a release): the browser renders its part this time, the load goes on for the next
 * visits, and it is no failure of the release (a build that throws is).
 */
class StillLoading extends Error {}

const over = (deadline: number) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new StillLoading('loading over the server render budget')), Math.max(0, deadline - Date.now())));

export interface ServerRemotesOptions {
  /**
   * The remotes' apps taken from this build itself instead of from release server builds (the
   * shell built as one application, `pnpm build:monolith`): loaded, started and given their
   * strings the same way; `serverBuild` is then not asked.
   */
  staticApps?: (name: RemoteName) => Promise<RemoteApp>;
}

/** Releases kept loaded at most (a canary and the live release of each remote, and some rolled-back ones). */
export const KEPT_RELEASES = 12;

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options?: { id?: string } }[] };
}

/** Forgets a release's runtime instances (the host's and the remote's own), so its code can be collected. */
function dropInstances(ids: string[]): void {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__;
  if (!instances) return;
  for (let i = instances.length - 1; i >= 0; i--) if (ids.includes(instances[i]?.options?.id ?? '')) instances.splice(i, 1);
}

/**
 * Remotes for server renders: each release's server build is loaded once per process (started,
 * strings added) and kept; a request gets a loader over the releases its registry names.
 */
export function createServerRemotes(
  serverBuild: (remote: RemoteName, release: string) => Promise<ServerBuild | null>,
  { staticApps, kept = KEPT_RELEASES }: ServerRemotesOptions & { kept?: number } = {},
) {
  const apps = new Map<string, Promise<RemoteApp>>();
  /** The ids of each loaded release's runtime instances. */
  const instanceIds = new Map<string, string[]>();
  /** Each loaded release's own strings: a render uses those of the releases its visitor gets (a canary's new text stays the canary's). */
  const strings = new Map<string, Partial<Record<Locale, Resources>>>();
  const stringListeners = new Set<(name: RemoteName, release: string) => void>();
  /** Release directories, to tell which remote an error's stack came from. */
  const dirs = new Map<string, { remote: RemoteName; release: string }>();

  function appOf(name: RemoteName, release: string, loader: RemoteLoader): Promise<RemoteApp> {
    const key = `${name}@${release}`;
    let app = apps.get(key);
    if (app) {
      // Most recently used last: the release used least recently is the first to go.
      apps.delete(key);
      apps.set(key, app);
    } else {
      app = (async () => {
        let loaded: RemoteApp;
        if (staticApps) loaded = await staticApps(name);
        else {
          const build = await serverBuild(name, release);
          if (!build) throw new NoServerBuild(`${key} has no server build`);
          dirs.set(build.dir, { remote: name, release });
          instanceIds.set(key, [`shell_ssr:${key}`, ...(build.buildVersion ? [`mfe_${name}:${build.buildVersion}`] : [])]);
          loaded = await loadServerApp(name, release, build);
        }
        if (loaded.translations) {
          const own: Partial<Record<Locale, Resources>> = {};
          for (const locale of LOCALES) {
            const resources = await loaded.translations(locale);
            own[locale] = resources;
            // Kept in the process-wide instance too, for code that translates outside a render.
            addTranslations(name, locale, resources, true);
          }
          strings.set(key, own);
          for (const listener of stringListeners) listener(name, release);
        }
        // Navigation means nothing on the server; slots of other remotes come through the request's loader.
        loaded.start?.(
          createPlatform(
            () => undefined,
            async (remote, slot) => {
              const other = await loader.load(remote);
              const piece = other.slots?.[slot];
              return piece ? ((await piece()).default as ComponentType<Record<string, unknown>>) : null;
            },
          ),
        );
        return loaded;
      })();
      apps.set(key, app);
      // A release whose server build failed to load is tried again by a later render.
      app.catch(() => apps.delete(key));
      while (apps.size > kept) forget(apps.keys().next().value!);
    }
    return app;
  }

  function forget(key: string): void {
    apps.delete(key);
    dropInstances(instanceIds.get(key) ?? []);
    instanceIds.delete(key);
    strings.delete(key);
    for (const [dir, owner] of dirs) if (`${owner.remote}@${owner.release}` === key) dirs.delete(dir);
  }

  function forRegistry(registry: RegistryState, deadline: number): ServerRemoteLoader {
    const status = createStatusStore();
    const loaded = new Map<RemoteName, RemoteApp>();
    const failures: ServerRemoteFailure[] = [];
    const releaseOf = (name: RemoteName) => registry.doc.remotes.find((r) => r.name === name)?.release;

    const fail = (remote: RemoteName, kind: ServerRemoteFailure['kind'], message: string, stack?: string) => {
      setStatus(status, remote, { state: 'failed', kind: 'load', message });
      const release = releaseOf(remote);
      if (release && !failures.some((f) => f.remote === remote)) failures.push({ remote, release, kind, message, ...(stack ? { stack } : {}) });
    };

    async function load(name: RemoteName): Promise<RemoteApp> {
      const known = loaded.get(name);
      if (known) return known;
      const release = releaseOf(name);
      if (!release) throw new Error(`${name} has no active release`);
      const app = await appOf(name, release, self);
      loaded.set(name, app);
      setStatus(status, name, { state: 'ready' });
      return app;
    }

    const self: ServerRemoteLoader = {
      status,
      load,
      appOf: load,
      loaded: (name) => loaded.get(name),
      loadTranslations: async () => undefined,
      registry: () => registry,
      adoptRegistry: () => undefined,
      refreshRegistry: async () => undefined,
      isStale: () => false,
      releaseOf,
      reportFailure: (failure) => fail(failure.remote, failure.kind === 'render' ? 'render' : 'load', failure.message),
      prepareRetry: async () => undefined,
      async loadWithin(name) {
        try {
          return await Promise.race([load(name), over(deadline)]);
        } catch (error) {
          if (error instanceof NoServerBuild || error instanceof StillLoading)
            setStatus(status, name, { state: 'failed', kind: 'load', message: error.message });
          else fail(name, 'load', error instanceof Error ? error.message : String(error));
          return null;
        }
      },
      async preloadSlots(slots, preload) {
        const ready = await Promise.all(
          slots.map(async ({ name, slot }) => {
            // The remote first, so a failure says why.
            const app = await self.loadWithin(name);
            const ok = app !== null && (await Promise.race([preload(self, name, slot), over(deadline).catch(() => 'late' as const)]));
            // A piece still loading is left to the browser this time, like a remote still loading.
            if (app && ok === false) fail(name, 'load', `${slot} did not load on the server`);
            return ok === true ? { name, slot } : null;
          }),
        );
        return ready.filter((s): s is { name: RemoteName; slot: string } => s !== null);
      },
      fail,
      failures,
    };
    return self;
  }

  /** The remote whose server build an error came from (its stack names the release's files). */
  function remoteOfError(error: unknown): RemoteName | null {
    const stack = (error as Error | null)?.stack ?? '';
    for (const [dir, { remote }] of dirs) if (stack.includes(dir)) return remote;
    return null;
  }

  /** A loaded release's own strings in a language, if it has any. */
  const stringsOf = (name: RemoteName, release: string, locale: Locale): Resources | undefined => strings.get(`${name}@${release}`)?.[locale];

  /** Calls `listener` with each release whose strings arrive (a remote loaded during a render included). */
  const onStrings = (listener: (name: RemoteName, release: string) => void) => void stringListeners.add(listener);

  return { forRegistry, remoteOfError, stringsOf, onStrings };
}
