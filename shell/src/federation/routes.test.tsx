import type { RouteObject } from '@casino/shared';
import { createRoutePatcher, mountRemoteRoutes } from './routes';

const registry = () => ({
  doc: { remotes: [{ name: 'casino' as const, release: 'r', version: '1', entry: 'e', prefixes: ['gamehall'], contract: 1 }] },
  failed: false,
});
const loadRemoteApp = jest.fn();
const remotes = { registry, load: loadRemoteApp };

beforeEach(() => loadRemoteApp.mockReset());

describe('remote routes', () => {
  const routes: RouteObject[] = [{ path: 'gamehall', children: [{ path: ':id' }] }, { path: 'game/:sysname' }];

  it('get ids unique per locale and an error element at the top level only', () => {
    const uz = mountRemoteRoutes('casino', routes, 'uz');
    const ru = mountRemoteRoutes('casino', routes, 'ru');
    expect(uz.map((r) => r.id)).toEqual(['uz:casino:0', 'uz:casino:1']);
    expect(ru[0]?.children?.[0]?.id).toBe('ru:casino:0.0');
    expect(uz[0]?.errorElement).toBeTruthy();
    expect(uz[0]?.children?.[0]?.errorElement).toBeUndefined();
  });

  it('are patched into both locale trees once, on the first navigation into the area', async () => {
    loadRemoteApp.mockResolvedValue({ name: 'casino', contract: 1, routes });
    const patch = jest.fn();
    const patcher = createRoutePatcher(remotes);
    await patcher({ path: '/ru/gamehall/slots', patch });
    await patcher({ path: '/gamehall', patch });
    expect(loadRemoteApp).toHaveBeenCalledWith('casino');
    expect(patch.mock.calls.map((c) => c[0])).toEqual(['root-uz', 'root-ru']);
  });

  it('are not patched when the remote fails, so the area placeholder shows the fallback; a later navigation tries again', async () => {
    loadRemoteApp.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ name: 'casino', contract: 1, routes });
    const patch = jest.fn();
    const patcher = createRoutePatcher(remotes);
    await patcher({ path: '/gamehall', patch });
    expect(patch).not.toHaveBeenCalled();
    await patcher({ path: '/gamehall', patch });
    expect(patch).toHaveBeenCalledTimes(2);
  });

  it('a navigation replaced while the remote loads patches nothing (react-router drops it): the next one patches', async () => {
    loadRemoteApp.mockResolvedValue({ name: 'casino', contract: 1, routes });
    const patcher = createRoutePatcher(remotes);
    const first = new AbortController();
    const dropped = jest.fn();
    const navigation = patcher({ path: '/gamehall', patch: dropped, signal: first.signal });
    first.abort();
    const patch = jest.fn();
    await Promise.all([navigation, patcher({ path: '/gamehall', patch, signal: new AbortController().signal })]);
    expect(patch.mock.calls.map((c) => c[0])).toEqual(['root-uz', 'root-ru']);
    expect(patcher.routed('casino')).toBe(true);
  });

  it('paths of the shell itself load no remote', async () => {
    const patch = jest.fn();
    await createRoutePatcher(remotes)({ path: '/support', patch });
    expect(loadRemoteApp).not.toHaveBeenCalled();
  });
});

describe('guarded areas', () => {
  it('are not downloaded when the visitor may not open them', async () => {
    const patch = jest.fn();
    await createRoutePatcher(remotes, async () => false)({ path: '/gamehall', patch });
    expect(loadRemoteApp).not.toHaveBeenCalled();
    expect(patch).not.toHaveBeenCalled();
  });
});
