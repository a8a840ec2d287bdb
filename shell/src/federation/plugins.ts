import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RuntimeRemote } from './runtime';

/**
 * The shell's Module Federation runtime plugins for a remote that does not load: retries with
 * backoff, the fallback the area shows, and the one failure report. All three answer the
 * runtime's `errorLoadRemote` hook, which runs its listeners in turn and keeps the last answer:
 * the fallback answers first, a retry that succeeds answers after it (and wins), and the report
 * runs last, when the outcome is known.
 */

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

/** The module a `loadRemote` answer stands for (a failover answers a module factory). */
export async function moduleOf(answer: unknown): Promise<unknown> {
  return typeof answer === 'function' ? await (answer as () => unknown)() : answer;
}

/**
 * Failures worth another try: the entry or a chunk did not arrive (a dropped connection, a CDN
 * hiccup). A module that threw or a shared module the page cannot provide fails the same way again.
 */
export function isTransient(error: unknown): boolean {
  const { name = '', message = '' } = (error ?? {}) as { name?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    /RUNTIME[-_]008|Loading (css )?chunk|ScriptExternalLoadError|Failed to fetch|NetworkError|did not load/i.test(`${name} ${message}`)
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pauses before each retry of a load: their count is the number of retries. */
export const RETRY_DELAYS_MS = [500, 1500] as const;

export interface RemoteLoadPluginOptions {
  /** The remote an id (`casino/app`) belongs to, as the registry names it now. */
  remoteOf(id: string): RuntimeRemote | undefined;
  /** Called once for a load that failed for good (after its retries). */
  report(id: string, error: unknown): void;
  retryDelaysMs?: readonly number[];
}

export function remoteLoadPlugins({ remoteOf, report, retryDelaysMs = RETRY_DELAYS_MS }: RemoteLoadPluginOptions): ModuleFederationRuntimePlugin[] {
  /** Ids being retried: the failures of the retries themselves come back through the same hook. */
  const retrying = new Set<string>();
  /** Errors a retry recovered from: not reported. */
  const recovered = new WeakSet<object>();

  const fallback: ModuleFederationRuntimePlugin = {
    name: 'casino-remote-fallback',
    // Only at `onLoad`: at `afterResolve` an answer would be taken as the manifest.
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      const unavailable: Unavailable = { [UNAVAILABLE]: true, error };
      return () => ({ __esModule: true, default: unavailable });
    },
  };

  const retry: ModuleFederationRuntimePlugin = {
    name: 'casino-remote-retry',
    async errorLoadRemote({ id, lifecycle, error, origin }) {
      if (lifecycle !== 'onLoad' || retrying.has(id) || !isTransient(error)) return undefined;
      const remote = remoteOf(id);
      if (!remote) return undefined;
      retrying.add(id);
      try {
        for (const pause of retryDelaysMs) {
          await delay(pause);
          // Registered anew, so the failed entry and what it loaded are dropped.
          origin.registerRemotes([remote], { force: true });
          const answer = await origin.loadRemote(id);
          if (answer && !unavailableError(await moduleOf(answer))) {
            if (error && typeof error === 'object') recovered.add(error);
            return answer;
          }
        }
        return undefined;
      } finally {
        retrying.delete(id);
      }
    },
  };

  const failureReport: ModuleFederationRuntimePlugin = {
    name: 'casino-remote-failure-report',
    // Every lifecycle: a failure before `onLoad` (no answer) makes the load throw this error.
    errorLoadRemote({ id, error }) {
      if (retrying.has(id) || (error && typeof error === 'object' && recovered.has(error))) return undefined;
      report(id, error);
      return undefined;
    },
  };

  return [fallback, retry, failureReport];
}
