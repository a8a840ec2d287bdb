import { remoteApps } from 'monolith-remote-apps';
import type { FederationRuntime } from '../federation/runtime';

/**
 * Stands in for the federation runtime in the monolith build (webpack.monolith.mjs puts this file
 * in place of `federation/runtime`): the remotes are part of the bundle, so loading `<name>/app`
 * is a code-split import: there is nothing to register, and a chunk that fails is the build's own.
 */
export function createFederationRuntime(): FederationRuntime {
  return {
    registerRemotes() {},
    registerPlugins() {},
    async loadRemote<T>(id: string): Promise<T> {
      const name = id.slice(0, id.indexOf('/'));
      const load = remoteApps[name];
      if (!load) throw new Error(`${id}: no such remote in this build`);
      return (await load()) as T;
    },
  };
}
