import { bus } from '@casino/shared';
import { checkRemoteContract, checkRemoteLayout } from '@casino/shared/testing';
import { platform } from './lib/platform';
import app from './app';
import pkg from '../package.json';

describe('the ./app contract the shell loads', () => {
  it('names this remote, its contract major, declared route prefixes and complete translations', async () => {
    expect(await checkRemoteContract(app, pkg)).toEqual([]);
  });

  it('keeps the folder layout every remote shares', () => {
    expect(checkRemoteLayout(__dirname)).toEqual([]);
  });

  it('every route and slot loads', async () => {
    for (const route of app.routes) {
      const lazy = route.lazy as (() => Promise<{ Component?: unknown }>) | undefined;
      if (typeof lazy === 'function') expect((await lazy()).Component).toBeDefined();
    }
    for (const load of Object.values(app.slots ?? {})) expect((await load()).default).toBeDefined();
    for (const load of Object.values(app.dialogs ?? {})) expect((await load()).default).toBeDefined();
  });

  it('offers the home rows, the header search button, the games search and the demo-mode dialogs', () => {
    expect(Object.keys(app.slots ?? {}).sort()).toEqual(['header.search', 'home.games']);
    expect(Object.keys(app.dialogs ?? {}).sort()).toEqual(['demo-mode', 'games-search']);
  });

  it('calls the API through the platform the shell starts it with, until stopped', () => {
    const api = { call: jest.fn() };
    const stop = app.start!({ api, bus, locale: () => 'uz', navigate: () => undefined });
    expect(platform().api).toBe(api);
    stop();
    expect(() => platform()).toThrow();
  });
});
