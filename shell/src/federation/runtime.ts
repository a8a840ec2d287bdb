import { getInstance, registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { sharedRefusalPlugin } from './shared-refusal';

/**
 * The shell's side of Module Federation 2: the instance the build plugin created for the host
 * (`shell` in the kit's `federationOptions`), which loads a remote's entry, negotiates the shared
 * singletons and answers its exposed modules. The loader registers remotes from the registry at
 * run time and loads them through it; retries, the fallback and failure reports are runtime
 * plugins (`plugins.ts`).
 */

/** A remote as the runtime knows it: its container's name, the alias ids start with, its entry. */
export interface RuntimeRemote {
  name: string;
  alias: string;
  entry: string;
}

/** What the loader asks of the runtime (a fake one in tests, a static map in the monolith). */
export interface FederationRuntime {
  /** Tells where remotes' entries are; `force` also drops what an earlier entry of the same remote loaded. */
  registerRemotes(remotes: RuntimeRemote[], options?: { force?: boolean }): void;
  /** Loads `<alias>/<expose>` (`casino/app`); a plugin's failover may answer in place of the module. */
  loadRemote<T>(id: string): Promise<T | null>;
  registerPlugins(plugins: ModuleFederationRuntimePlugin[]): void;
}

/** The host's runtime instance; it exists once the shell's entry has run. */
export function createFederationRuntime(): FederationRuntime {
  const instance = getInstance();
  if (!instance) throw new Error('The Module Federation runtime has not started: the shell is built by the kit as a federation host');
  // Remote instances are created when their entries start: they take the page's global plugins.
  registerGlobalPlugins([sharedRefusalPlugin()]);
  return {
    registerRemotes: (remotes, options) => instance.registerRemotes(remotes, options),
    loadRemote: (id) => instance.loadRemote(id),
    registerPlugins: (plugins) => instance.registerPlugins(plugins),
  };
}
