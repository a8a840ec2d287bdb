/** Test doubles of the federation runtime and the remote loader. */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus, CONTRACT_MAJOR, type Platform, type RegistryEntry, type RemoteName } from '@casino/shared';
import { createRemoteLoader, type RemoteLoader } from './loader';
import type { FederationRuntime } from './runtime';
import type { RegistryState } from './registry';

export const registryEntry = (name: RemoteName, release: string, prefixes: string[] = [name]): RegistryEntry => ({
  name,
  release,
  version: release.split('-')[0]!,
  entry: `/releases/${name}/${release}/remoteEntry.js`,
  prefixes,
  contract: CONTRACT_MAJOR,
});

export const registryOf = (...remotes: RegistryEntry[]): RegistryState => ({ doc: { remotes }, failed: false });

/**
 * A federation runtime whose module loads are `download` (jest mock). A failure goes through the
 * registered plugins' `errorLoadRemote` listeners in turn, the last answer kept, as in the real one.
 */
export function fakeRuntime() {
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const download = jest.fn<Promise<unknown>, [string]>();
  const registerRemotes = jest.fn();
  const runtime = {
    registerPlugins: (list: ModuleFederationRuntimePlugin[]) => void plugins.push(...list),
    registerRemotes,
    async loadRemote<T>(id: string): Promise<T | null> {
      try {
        return (await download(id)) as T;
      } catch (error) {
        let answer: unknown;
        for (const plugin of plugins) {
          const listener = plugin.errorLoadRemote as ((args: Record<string, unknown>) => unknown) | undefined;
          const result = await listener?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin: runtime });
          if (result !== undefined) answer = result;
        }
        if (!answer) throw error;
        return answer as T;
      }
    },
  };
  return { runtime: runtime as FederationRuntime, download, registerRemotes };
}

export const testPlatform: Platform = { bus, api: {} as Platform['api'], locale: () => 'uz', navigate: () => {} };

/** A loader over `registry` (empty by default) whose downloads fail unless `download` says otherwise. */
export function testRemoteLoader(registry: RegistryState = registryOf()): RemoteLoader & { download: jest.Mock } {
  const { runtime, download } = fakeRuntime();
  download.mockRejectedValue(new Error('offline'));
  return Object.assign(createRemoteLoader({ registry, platform: testPlatform, runtime, retryDelaysMs: [0] }), { download });
}
