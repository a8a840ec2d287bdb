/**
 * The server's remotes: releases stay loaded while they are used, the least recently used goes
 * once more than the kept number are (its runtime instances leave the global registry with it),
 * and a failed load is tried again by the next render.
 *
 * @jest-environment node
 */
import type { RemoteApp } from '@casino/shared';
import { createServerRemotes } from './remotes';

const loads: string[] = [];
jest.mock('./federation', () => ({
  loadServerApp: async (name: string, release: string) => {
    loads.push(`${name}@${release}`);
    const instances = ((globalThis as { __FEDERATION__?: { __INSTANCES__: unknown[] } }).__FEDERATION__ ??= { __INSTANCES__: [] }).__INSTANCES__;
    instances.push({ options: { id: `shell_ssr:${name}@${release}` } }, { options: { id: `mfe_${name}:${release}+build` } });
    if (release === 'broken') throw new Error('entry threw');
    if (release === 'slow') await new Promise((resolve) => setTimeout(resolve, 50));
    return { name, contract: 3, routes: [] } as unknown as RemoteApp;
  },
}));

const build = async (remote: string, release: string) => ({
  dir: `/releases/${remote}/${release}`,
  entry: 'server/remoteEntry.js',
  publicPath: '/',
  buildVersion: `${release}+build`,
});
const registryOf = (release: string) =>
  ({ doc: { remotes: [{ name: 'casino', release, entry: '', prefixes: ['gamehall'], contract: 3 }] }, failed: false }) as never;
const instanceIds = () =>
  ((globalThis as { __FEDERATION__?: { __INSTANCES__: { options: { id: string } }[] } }).__FEDERATION__?.__INSTANCES__ ?? []).map((i) => i.options.id);

beforeEach(() => {
  loads.length = 0;
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

it('keeps a release loaded for later renders, and lets the least recently used one go beyond the kept number', async () => {
  const remotes = createServerRemotes(build, { kept: 2 });
  const render = (release: string) => remotes.forRegistry(registryOf(release), Date.now() + 1000).loadWithin('casino');
  await render('r1');
  await render('r2');
  await render('r1');
  expect(loads).toEqual(['casino@r1', 'casino@r2']);
  await render('r3');
  // r2 was used least recently: it goes, with both of its runtime instances.
  expect(instanceIds()).not.toContain('shell_ssr:casino@r2');
  expect(instanceIds()).not.toContain('mfe_casino:r2+build');
  expect(instanceIds()).toEqual(expect.arrayContaining(['shell_ssr:casino@r1', 'shell_ssr:casino@r3']));
  await render('r2');
  expect(loads).toEqual(['casino@r1', 'casino@r2', 'casino@r3', 'casino@r2']);
});

it('reports a release that does not load against it, and tries it again for the next render', async () => {
  const remotes = createServerRemotes(build);
  const loader = remotes.forRegistry(registryOf('broken'), Date.now() + 1000);
  expect(await loader.loadWithin('casino')).toBeNull();
  expect(loader.failures).toEqual([{ remote: 'casino', release: 'broken', kind: 'load', message: 'entry threw' }]);
  await remotes.forRegistry(registryOf('broken'), Date.now() + 1000).loadWithin('casino');
  expect(loads).toEqual(['casino@broken', 'casino@broken']);
});

it('leaves a release without a server build to the browser without counting a failure', async () => {
  const remotes = createServerRemotes(async () => null);
  const loader = remotes.forRegistry(registryOf('old'), Date.now() + 1000);
  expect(await loader.loadWithin('casino')).toBeNull();
  expect(loader.failures).toEqual([]);
  expect(loader.status.getState().byName.casino).toMatchObject({ state: 'failed' });
});

it('leaves a release whose server build is still loading to the browser this time, without counting a failure, and renders it once loaded', async () => {
  const remotes = createServerRemotes(build);
  const first = remotes.forRegistry(registryOf('slow'), Date.now() + 5);
  expect(await first.loadWithin('casino')).toBeNull();
  expect(first.failures).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 80));
  const next = remotes.forRegistry(registryOf('slow'), Date.now() + 5);
  expect(await next.loadWithin('casino')).toMatchObject({ name: 'casino' });
  expect(loads).toEqual(['casino@slow']);
});
