/** Test doubles of the federation runtime and the remote loader. */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { bus, type Platform, type RegistryEntry, type RemoteName } from '@casino/shared';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './loader';
import type { RegistryState } from './registry';

export const registryEntry = (name: RemoteName, release: string, prefixes: string[] = [name]): RegistryEntry => ({
  name,
  release,
  version: release.split('-')[0]!,
  entry: `/releases/${name}/${release}/remoteEntry.js`,
  prefixes,
  contract: 1,
});

export const registryOf = (...remotes: RegistryEntry[]): RegistryState => ({ doc: { remotes }, failed: false });

/**
 * A federation runtime whose module loads are `download` (jest mock): a failure goes through the
 * registered plugins' `errorLoadRemote` hooks in turn, the last answer winning, as in the real one.
 */
export function fakeRuntime() {
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const download = jest.fn<Promise<unknown>, [string]>();
  const registerRemotes = jest.fn();
  const runtime = {
    registerPlugins: (list: ModuleFederationRuntimePlugin[]) => void plugins.push(...list),
    registerRemotes,
    async loadRemote(id: string): Promise<unknown> {
      try {
        return await download(id);
      } catch (error) {
        let answer: unknown;
        for (const plugin of plugins) {
          const hook = plugin.errorLoadRemote as ((args: Record<string, unknown>) => unknown) | undefined;
          const result = await hook?.({ id, error, from: 'runtime', lifecycle: 'onLoad', origin: runtime });
          if (result !== undefined) answer = result;
        }
        if (!answer) throw error;
        return answer;
      }
    },
  };
  return { runtime: runtime as unknown as FederationRuntime, download, registerRemotes };
}

export const testPlatform: Platform = { bus, api: {} as Platform['api'], locale: () => 'uz', navigate: () => {} };

/** A loader over `registry` (empty by default) whose downloads fail unless `download` says otherwise. */
export function testRemoteLoader(registry: RegistryState = registryOf()): RemoteLoader & { download: jest.Mock } {
  const { runtime, download } = fakeRuntime();
  download.mockRejectedValue(new Error('offline'));
  return Object.assign(createRemoteLoader({ registry, platform: testPlatform, runtime, retryDelayMs: 0 }), { download });
}
