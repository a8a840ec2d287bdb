import type { RegistryEntry } from '@casino/shared';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
jest.mock('./beacon', () => ({ reportFailure: jest.fn() }));

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportFailure } from './beacon';
import { adoptRegistry, isStale, loadRemoteApp, releaseOf, useRemoteStatus } from './remotes';

const entry = (name: RegistryEntry['name'], release: string): RegistryEntry => ({
  name,
  release,
  version: release.split('-')[0]!,
  entry: `/releases/${name}/${release}/remoteEntry.js`,
  prefixes: [name],
  contract: 1,
});
const state = (...remotes: RegistryEntry[]) => ({ doc: { remotes }, failed: false });
const app = (name: string) => ({ default: { name, contract: 1, routes: [] } });

beforeEach(() => jest.useRealTimers());

describe('registry adoption', () => {
  it('registers every remote first, then only those whose release changed; loaded ones become stale instead', async () => {
    adoptRegistry(state(entry('loyalty', '1.0.0-a'), entry('profile', '1.0.0-a')));
    expect((registerRemotes as jest.Mock).mock.calls.at(-1)[0].map((r: { alias: string }) => r.alias)).toEqual(['loyalty', 'profile']);

    (loadRemote as jest.Mock).mockResolvedValueOnce(app('loyalty'));
    await loadRemoteApp('loyalty');
    expect(releaseOf('loyalty')).toBe('1.0.0-a');

    (registerRemotes as jest.Mock).mockClear();
    adoptRegistry(state(entry('loyalty', '1.1.0-b'), entry('profile', '1.1.0-b')));
    expect((registerRemotes as jest.Mock).mock.calls[0][0]).toEqual([
      { name: 'mfe_profile', alias: 'profile', entry: '/releases/profile/1.1.0-b/remoteEntry.js' },
    ]);
    expect((registerRemotes as jest.Mock).mock.calls[0][1]).toEqual({ force: true });
    expect(isStale('loyalty')).toBe(true);
    expect(isStale('profile')).toBe(false);
    expect(releaseOf('loyalty')).toBe('1.0.0-a'); // failures are still reported against what runs
  });
});

describe('loading a remote', () => {
  it('retries once after a failed load', async () => {
    jest.useFakeTimers();
    adoptRegistry(state(entry('promotions', '1.0.0-a')));
    (loadRemote as jest.Mock).mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(app('promotions'));
    const pending = loadRemoteApp('promotions');
    await jest.advanceTimersByTimeAsync(600);
    await expect(pending).resolves.toMatchObject({ name: 'promotions' });
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('after the retry fails too: reported with its release, status failed, and tried again on demand', async () => {
    jest.useFakeTimers();
    (loadRemote as jest.Mock).mockReset().mockRejectedValue(new Error('RUNTIME-008'));
    adoptRegistry(state(entry('cashier', '2.0.0-c')));
    const pending = loadRemoteApp('cashier');
    const settled = expect(pending).rejects.toThrow('RUNTIME-008');
    await jest.advanceTimersByTimeAsync(600);
    await settled;
    expect(useRemoteStatus.getState().byName.cashier).toMatchObject({ state: 'failed', kind: 'load' });
    expect(reportFailure).toHaveBeenCalledWith(expect.objectContaining({ remote: 'cashier', release: '2.0.0-c', kind: 'load' }));

    (loadRemote as jest.Mock).mockReset().mockResolvedValueOnce(app('cashier'));
    await expect(loadRemoteApp('cashier')).resolves.toMatchObject({ name: 'cashier' });
  });

  it('a remote built for another contract is refused and reported as such', async () => {
    adoptRegistry(state(entry('casino', '3.0.0-d')));
    (loadRemote as jest.Mock).mockReset().mockResolvedValue({ default: { name: 'casino', contract: 2, routes: [] } });
    await expect(loadRemoteApp('casino')).rejects.toThrow('contract 2');
    expect(useRemoteStatus.getState().byName.casino).toMatchObject({ state: 'failed', kind: 'contract' });
  });
});
