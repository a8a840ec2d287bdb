/** Test doubles of the federation runtime and the remote loader. */
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

/** A federation runtime whose module loads are `download` (jest mock). */
export function fakeRuntime() {
  const download = jest.fn<Promise<unknown>, [string]>();
  const registerRemotes = jest.fn();
  const runtime: FederationRuntime = { registerRemotes, loadRemote: <T>(id: string) => download(id) as Promise<T> };
  return { runtime, download, registerRemotes };
}

export const testPlatform: Platform = { bus, api: {} as Platform['api'], locale: () => 'uz', navigate: () => {} };

/** A loader over `registry` (empty by default) whose downloads fail unless `download` says otherwise. */
export function testRemoteLoader(registry: RegistryState = registryOf()): RemoteLoader & { download: jest.Mock } {
  const { runtime, download } = fakeRuntime();
  download.mockRejectedValue(new Error('offline'));
  return Object.assign(createRemoteLoader({ registry, platform: testPlatform, runtime, retryDelayMs: 0 }), { download });
}
