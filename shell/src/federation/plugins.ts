import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** A remote as the federation runtime knows it. */
export interface RuntimeRemote {
  name: string;
  alias: string;
  entry: string;
}

const UNAVAILABLE = Symbol.for('casino.remote-unavailable');

interface Unavailable {
  [UNAVAILABLE]: true;
  error: unknown;
}

/** The error a fallback module stands for, or null when `mod` is a real module. */
export function unavailableError(mod: unknown): { error: unknown } | null {
  const candidate = (mod as { default?: Partial<Unavailable> } | null)?.default;
  return candidate && typeof candidate === 'object' && candidate[UNAVAILABLE] ? { error: candidate.error } : null;
}

/**
 * After every retry failed, a module load answers a fallback module instead of throwing deep in
 * the runtime; the loader turns it into the remote's failure (fallback UI, report). Only for
 * `onLoad`: at `afterResolve` a returned value would be taken as the manifest.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-remote-fallback',
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: Unavailable = { [UNAVAILABLE]: true, error };
      return () => ({ __esModule: true, default: fallback });
    },
  };
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One retry after a short pause (a dropped connection, a CDN hiccup) before the area shows its
 * fallback. The remote is registered anew first, so a cached failed manifest or entry is dropped.
 * Register it after `fallbackPlugin`: the runtime takes the last answer of its error hooks, so a
 * successful retry replaces the fallback.
 */
export function retryPlugin({ delayMs, remoteOf }: { delayMs: number; remoteOf: (id: string) => RuntimeRemote | undefined }): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'casino-remote-retry',
    async errorLoadRemote({ id, lifecycle, origin }) {
      // The retry's own failure comes back here: it is the last one.
      if (lifecycle !== 'onLoad' || retrying.has(id)) return undefined;
      const remote = remoteOf(id);
      if (!remote) return undefined;
      retrying.add(id);
      try {
        await delay(delayMs);
        origin.registerRemotes([remote], { force: true });
        return await origin.loadRemote(id);
      } finally {
        retrying.delete(id);
      }
    },
  };
}
