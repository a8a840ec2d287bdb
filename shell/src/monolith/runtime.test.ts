jest.mock('monolith-remote-apps', () => ({ remoteApps: { casino: async () => ({ default: { name: 'casino' } }) } }), { virtual: true });

import { createFederationRuntime } from './runtime';

describe('the federation runtime stand-in of the monolith', () => {
  it('loads a remote app from the static map and refuses a remote the build does not hold', async () => {
    const runtime = createFederationRuntime();
    await expect(runtime.loadRemote('casino/app')).resolves.toEqual({ default: { name: 'casino' } });
    await expect(runtime.loadRemote('bingo/app')).rejects.toThrow('bingo/app: no such remote in this build');
  });
});
