import { fallbackPlugin, retryPlugin, unavailableError } from './plugins';

type Hook = (args: Record<string, unknown>) => unknown;
const errorHook = (plugin: ReturnType<typeof fallbackPlugin>) => plugin.errorLoadRemote as unknown as Hook;

describe('fallback plugin', () => {
  it('answers a fallback module for a failed module load, carrying the error', async () => {
    const error = new Error('RUNTIME-008');
    const answer = (await errorHook(fallbackPlugin())({ id: 'casino/app', error, lifecycle: 'onLoad' })) as () => unknown;
    expect(unavailableError(answer())).toEqual({ error });
  });

  it('answers nothing at other stages: at afterResolve an answer would be taken as the manifest', async () => {
    for (const lifecycle of ['beforeRequest', 'afterResolve', 'beforeLoadShare']) {
      expect(await errorHook(fallbackPlugin())({ id: 'casino/app', error: new Error('x'), lifecycle })).toBeUndefined();
    }
  });

  it('a real module is no fallback', () => {
    expect(unavailableError({ default: { name: 'casino' } })).toBeNull();
    expect(unavailableError(null)).toBeNull();
  });
});

describe('retry plugin', () => {
  const remote = { name: 'mfe_casino', alias: 'casino', entry: '/releases/casino/1/remoteEntry.js' };

  it('registers the remote anew after the pause and loads it once more', async () => {
    jest.useFakeTimers();
    const origin = { registerRemotes: jest.fn(), loadRemote: jest.fn().mockResolvedValue({ default: 'app' }) };
    const hook = errorHook(retryPlugin({ delayMs: 600, remoteOf: () => remote }));
    const answer = hook({ id: 'casino/app', lifecycle: 'onLoad', origin });
    await jest.advanceTimersByTimeAsync(599);
    expect(origin.loadRemote).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ default: 'app' });
    expect(origin.registerRemotes).toHaveBeenCalledWith([remote], { force: true });
    jest.useRealTimers();
  });

  it('does not retry its own retry, other stages, or remotes the registry does not list', async () => {
    const origin = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
    const plugin = retryPlugin({ delayMs: 0, remoteOf: (id) => (id === 'casino/app' ? remote : undefined) });
    origin.loadRemote.mockImplementation((id: string) => errorHook(plugin)({ id, lifecycle: 'onLoad', origin }));
    await expect(errorHook(plugin)({ id: 'casino/app', lifecycle: 'onLoad', origin })).resolves.toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
    expect(await errorHook(plugin)({ id: 'casino/app', lifecycle: 'afterResolve', origin })).toBeUndefined();
    expect(await errorHook(plugin)({ id: 'cashier/app', lifecycle: 'onLoad', origin })).toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(1);
  });
});
