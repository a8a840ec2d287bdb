jest.mock('monolith-remote-apps', () => ({ remoteApps: { casino: async () => ({ default: { name: 'casino' } }) } }), { virtual: true });

import { loadRemote } from './runtime';

describe('the federation runtime stand-in of the monolith', () => {
  it('loads a remote app from the static map and refuses a remote the build does not hold', async () => {
    await expect(loadRemote('casino/app')).resolves.toEqual({ default: { name: 'casino' } });
    await expect(loadRemote('bingo/app')).rejects.toThrow('bingo/app: no such remote in this build');
  });
});
