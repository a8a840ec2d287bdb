import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { satisfiesCaret } from './compatibility';

/** A singleton the page's copy does not satisfy (Module Federation's strictVersion refusal). */
export const isSharedRefusal = (error: unknown): boolean =>
  /does not satisfy the requirement|provides no shared singleton module/.test(String((error as { message?: unknown })?.message ?? error));

/** The versions of each shared package an MF instance takes part with, as its options list them. */
type SharedOptions = Record<string, { version?: string; shareConfig?: { singleton?: boolean; requiredVersion?: string | false } }[]>;

/** The message Module Federation gives for the same refusal (`isSharedRefusal` knows it). */
const refusal = (pkg: string, have: string, remote: string, needs: string) =>
  new Error(`Version ${have} from shell of shared singleton module ${pkg} does not satisfy the requirement of ${remote} which needs ${needs}`);

/**
 * The first singleton `remote` needs that `host` does not provide, or provides in a version that
 * does not satisfy it (`^x.y.z` requirements, as the kit writes them). A remote carries no copy
 * of a singleton, so one the page lacks would fail it too.
 */
export function unmetSingleton(
  host: { name: string; options: { shared: SharedOptions } },
  remote: { name: string; options: { shared: SharedOptions } },
): Error | null {
  for (const [pkg, versions] of Object.entries(remote.options.shared)) {
    const have = host.options.shared[pkg]?.[0]?.version;
    for (const { shareConfig } of versions) {
      const needs = shareConfig?.requiredVersion;
      if (!shareConfig?.singleton || typeof needs !== 'string' || !needs.startsWith('^')) continue;
      if (!have) return new Error(`The page provides no shared singleton module ${pkg}, which ${remote.name} needs (${needs})`);
      if (!satisfiesCaret(have, needs.slice(1))) return refusal(pkg, have, remote.name, needs);
    }
  }
  return null;
}

/**
 * A remote that needs a singleton the page's copy does not satisfy never runs its `./app`.
 * Module Federation refuses such a singleton only when a chunk that uses it loads, which may be a
 * lazy page long after the remote "loaded". This plugin knows every runtime instance (the remote's
 * is created when its entry starts) and, before the expose's factory runs, fails the load when one
 * of the remote's singletons does not fit (or a refusal already happened: `errorLoadShare`): the
 * area shows its fallback and the failure is reported. Registered as a global plugin so that the
 * remotes' instances take it too.
 */
export function sharedRefusalPlugin(): ModuleFederationRuntimePlugin {
  const instances = new Map<string, { name: string; options: { shared: SharedOptions } }>();
  const refused = new Map<string, unknown>();
  return {
    name: 'casino-shared-refusal',
    init({ origin }) {
      instances.set(origin.name, origin as unknown as { name: string; options: { shared: SharedOptions } });
    },
    errorLoadShare({ origin, error, recovered }) {
      if (error && !recovered) refused.set(origin.name, error);
    },
    beforeExecuteFactory({ moduleInfo, origin }) {
      const remote = instances.get(moduleInfo.name);
      const error =
        refused.get(moduleInfo.name) ?? (remote && unmetSingleton(origin as unknown as { name: string; options: { shared: SharedOptions } }, remote));
      if (error) throw error;
    },
    // A release registered anew (another release, or a retry) is judged by its own loads.
    registerRemote(args) {
      refused.delete(args.remote.name);
      return args;
    },
  };
}
