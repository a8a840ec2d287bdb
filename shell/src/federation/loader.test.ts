jest.mock('./beacon', () => ({ sendBeacon: jest.fn() }));

import { waitFor } from '@testing-library/react';
import { CONTRACT_MAJOR } from '@casino/shared';
import { createRemoteLoader } from './loader';
import { RETRY_DELAYS_MS } from './plugins';
import { sendBeacon } from './beacon';
import { fakeRuntime, registryEntry as entry, registryOf as state, testPlatform } from './testing';

const app = (name: string) => ({ default: { name, contract: CONTRACT_MAJOR, routes: [] } });

function loaderWith(registry = state()) {
  const fake = fakeRuntime();
  const loader = createRemoteLoader({ registry, platform: testPlatform, runtime: fake.runtime });
  return { loader, ...fake };
}

beforeEach(() => jest.useRealTimers());

describe('registry adoption', () => {
  it('registers every remote first, then only those whose release changed; loaded ones become stale instead', async () => {
    const { loader, download, registerRemotes } = loaderWith(state(entry('loyalty', '1.0.0-a'), entry('profile', '1.0.0-a')));
    expect(registerRemotes.mock.calls.at(-1)[0].map((r: { alias: string }) => r.alias)).toEqual(['loyalty', 'profile']);

    download.mockResolvedValueOnce(app('loyalty'));
    await loader.load('loyalty');
    expect(loader.releaseOf('loyalty')).toBe('1.0.0-a');

    registerRemotes.mockClear();
    loader.adoptRegistry(state(entry('loyalty', '1.1.0-b'), entry('profile', '1.1.0-b')));
    expect(registerRemotes.mock.calls[0][0]).toEqual([{ name: 'mfe_profile', alias: 'profile', entry: '/releases/profile/1.1.0-b/remoteEntry.js' }]);
    expect(registerRemotes.mock.calls[0][1]).toEqual({ force: true });
    expect(loader.isStale('loyalty')).toBe(true);
    expect(loader.isStale('profile')).toBe(false);
    expect(loader.releaseOf('loyalty')).toBe('1.0.0-a'); // failures are still reported against what runs
  });
});

describe('loading a remote', () => {
  it('retries a load that failed on the network after a pause, then after a longer one', async () => {
    jest.useFakeTimers();
    const { loader, download, registerRemotes } = loaderWith(state(entry('promotions', '1.0.0-a')));
    const dropped = Object.assign(new Error('Loading chunk 473 failed.'), { name: 'ChunkLoadError' });
    download.mockRejectedValueOnce(dropped).mockRejectedValueOnce(dropped).mockResolvedValueOnce(app('promotions'));
    const pending = loader.load('promotions');
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(download).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - 1);
    expect(download).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ name: 'promotions' });
    expect(download).toHaveBeenCalledTimes(3);
    // Registered anew before each retry, so a cached failed entry is dropped.
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_promotions', alias: 'promotions', entry: '/releases/promotions/1.0.0-a/remoteEntry.js' }], {
      force: true,
    });
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('after every retry failed: reported once with its release, status failed, and tried again on demand', async () => {
    jest.useFakeTimers();
    const { loader, download } = loaderWith(state({ ...entry('cashier', '2.0.0-c'), token: 'served-2.0.0-c' }));
    download.mockRejectedValue(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    const pending = loader.load('cashier');
    const settled = expect(pending).rejects.toThrow('RUNTIME-008');
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] + RETRY_DELAYS_MS[1]);
    await settled;
    expect(download).toHaveBeenCalledTimes(1 + RETRY_DELAYS_MS.length);
    expect(loader.status.getState().byName.cashier).toMatchObject({ state: 'failed', kind: 'load' });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(expect.objectContaining({ remote: 'cashier', release: '2.0.0-c', kind: 'load', token: 'served-2.0.0-c' }));

    download.mockReset().mockResolvedValueOnce(app('cashier'));
    await expect(loader.load('cashier')).resolves.toMatchObject({ name: 'cashier' });
  });

  it('a shared module the page cannot provide is not retried, and is reported as a contract failure', async () => {
    const { loader, download } = loaderWith(state(entry('loyalty', '1.0.0-a')));
    download.mockRejectedValue(
      new Error('Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mfe_loyalty which needs ^20.0.0'),
    );
    await expect(loader.load('loyalty')).rejects.toThrow('does not satisfy');
    expect(download).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(expect.objectContaining({ remote: 'loyalty', kind: 'contract' }));
    expect(loader.status.getState().byName.loyalty).toMatchObject({ state: 'failed', kind: 'contract' });
  });

  it('a remote built for another contract is refused and reported as such', async () => {
    const { loader, download } = loaderWith(state(entry('casino', '3.0.0-d')));
    download.mockResolvedValue({ default: { name: 'casino', contract: CONTRACT_MAJOR + 1, routes: [] } });
    await expect(loader.load('casino')).rejects.toThrow(`contract ${CONTRACT_MAJOR + 1}`);
    expect(loader.status.getState().byName.casino).toMatchObject({ state: 'failed', kind: 'contract' });
  });

  it('a release the registry lists for another contract (a rollback to one built before) is refused without running it', async () => {
    const { loader, download } = loaderWith(state({ ...entry('loyalty', '0.9.0-e'), contract: CONTRACT_MAJOR - 1 }));
    await expect(loader.load('loyalty')).rejects.toThrow(`loyalty 0.9.0-e: contract ${CONTRACT_MAJOR - 1}, shell needs ${CONTRACT_MAJOR}`);
    expect(download).not.toHaveBeenCalled();
    expect(loader.status.getState().byName.loyalty).toMatchObject({ state: 'failed', kind: 'contract' });
  });

  it("answers a remote's ./app as soon as it arrived, before its strings, so its pieces can load alongside", async () => {
    const { loader, download } = loaderWith(state(entry('promotions', '1.0.0-a')));
    let strings!: (value: Record<string, string>) => void;
    const start = jest.fn();
    const translations = jest.fn(() => new Promise<Record<string, string>>((resolve) => (strings = resolve)));
    download.mockResolvedValue({ default: { name: 'promotions', contract: CONTRACT_MAJOR, routes: [], start, translations } });
    const app = await loader.appOf('promotions');
    expect(app.name).toBe('promotions');
    await waitFor(() => expect(translations).toHaveBeenCalled());
    expect(start).not.toHaveBeenCalled();
    expect(loader.loaded('promotions')).toBeUndefined();
    strings({ title: 'Aksiyalar' });
    await expect(loader.load('promotions')).resolves.toBe(app);
    expect(start).toHaveBeenCalledTimes(1);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('a load that fails before ./app arrived fails appOf too', async () => {
    const { loader } = loaderWith(state());
    await expect(loader.appOf('casino')).rejects.toThrow('casino has no active release');
  });
});
