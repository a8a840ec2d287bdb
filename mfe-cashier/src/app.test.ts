import { checkRemoteContract, checkRemoteLayout } from '@casino/shared/testing';
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
  });
});
