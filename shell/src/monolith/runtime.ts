import { remoteApps } from 'monolith-remote-apps';

/**
 * Stands in for the federation runtime in the monolith build (webpack.monolith.mjs aliases
 * `@module-federation/enhanced/runtime` here): the remotes are part of the bundle, so loading
 * `<name>/app` is a code-split import and there is nothing to register.
 */
export async function loadRemote<T>(id: string): Promise<T> {
  const name = id.slice(0, id.indexOf('/'));
  const load = remoteApps[name];
  if (!load) throw new Error(`${id}: no such remote in this build`);
  return (await load()) as T;
}

export function registerRemotes(): void {}

export function registerPlugins(): void {}
