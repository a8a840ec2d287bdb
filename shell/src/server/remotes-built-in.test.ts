jest.mock('./federation', () => ({ loadServerApp: jest.fn() }));

import { i18n, initI18n, type RemoteApp, type RegistryDocument } from '@casino/shared';
import { loadServerApp } from './federation';
import { createServerRemotes } from './remotes';

const registry = (doc: RegistryDocument) => ({ doc, failed: false });
const DOC: RegistryDocument = {
  remotes: [{ name: 'casino', release: 'monolith', version: 'monolith', entry: '', prefixes: ['gamehall'], contract: 1 }],
};

describe('server remotes with the apps built in (the monolith)', () => {
  beforeAll(() => initI18n('uz'));

  it('takes the app from the build, starts it and adds its strings, without asking for a release server build', async () => {
    const start = jest.fn();
    const app = {
      name: 'casino',
      contract: 1,
      routes: [],
      translations: async (locale: string) => ({ hello: `hello ${locale}` }),
      start,
    } as unknown as RemoteApp;
    const serverBuild = jest.fn();
    const staticApps = jest.fn(async () => app);
    const remotes = createServerRemotes(serverBuild, { staticApps });
    const loader = remotes.forRegistry(registry(DOC), Date.now() + 1_000);

    const loaded = await loader.loadWithin('casino');
    expect(loader.failures).toEqual([]);
    expect(loaded).toBe(app);
    expect(staticApps).toHaveBeenCalledWith('casino');
    expect(serverBuild).not.toHaveBeenCalled();
    expect(loadServerApp).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);
    expect(i18n.getResource('ru', 'casino', 'hello')).toBe('hello ru');
    expect(loader.failures).toEqual([]);

    // Loaded once per process: a second request's loader reuses it.
    await remotes.forRegistry(registry(DOC), Date.now() + 1_000).loadWithin('casino');
    expect(staticApps).toHaveBeenCalledTimes(1);
  });

  it('reports a built-in app that fails to load against the remote, as a release that fails', async () => {
    const remotes = createServerRemotes(jest.fn(), { staticApps: async () => Promise.reject(new Error('chunk failed')) });
    const loader = remotes.forRegistry(registry(DOC), Date.now() + 1_000);
    await expect(loader.loadWithin('casino')).resolves.toBeNull();
    expect(loader.failures).toEqual([{ remote: 'casino', release: 'monolith', kind: 'load', message: 'chunk failed' }]);
  });
});
