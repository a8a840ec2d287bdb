import { createFederationRuntime, loadEntryScript, type Container, type RuntimeRemote } from './runtime';

const casino = (release = '1.0.0-a'): RuntimeRemote => ({ name: 'mfe_casino', alias: 'casino', entry: `/releases/casino/${release}/remoteEntry.js` });

function fakeContainer(app: unknown = { default: { name: 'casino' } }) {
  const container = { init: jest.fn(), get: jest.fn(async () => () => app) };
  return container as typeof container & Container;
}

function runtimeWith(containers: Container[]) {
  const steps: string[] = [];
  const provide = jest.fn(() => void steps.push('singletons'));
  const loadEntry = jest.fn(async (remote: RuntimeRemote) => {
    steps.push(`entry ${remote.entry}`);
    const next = containers.shift();
    if (!next) throw new Error(`${remote.entry} could not be loaded`);
    return next;
  });
  return { runtime: createFederationRuntime({ provide, loadEntry }), loadEntry, steps };
}

describe('the federation runtime', () => {
  it('puts the singletons on the page, runs an entry once and initialises its container, then answers the exposed module', async () => {
    const container = fakeContainer();
    const other = fakeContainer({ default: { name: 'loyalty' } });
    const { runtime, loadEntry, steps } = runtimeWith([container, other]);
    runtime.registerRemotes([casino()]);

    await expect(runtime.loadRemote('casino/app')).resolves.toEqual({ default: { name: 'casino' } });
    await expect(runtime.loadRemote('casino/app')).resolves.toEqual({ default: { name: 'casino' } });

    expect(loadEntry).toHaveBeenCalledTimes(1);
    expect(steps).toEqual(['singletons', 'entry /releases/casino/1.0.0-a/remoteEntry.js']);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.get).toHaveBeenCalledWith('./app');

    // Every container is handed the same share scope.
    runtime.registerRemotes([{ name: 'mfe_loyalty', alias: 'loyalty', entry: '/releases/loyalty/1.0.0-a/remoteEntry.js' }]);
    await expect(runtime.loadRemote('loyalty/app')).resolves.toEqual({ default: { name: 'loyalty' } });
    expect(other.init.mock.calls[0][0]).toBe(container.init.mock.calls[0][0]);
  });

  it('refuses a remote nobody registered', async () => {
    const { runtime, loadEntry } = runtimeWith([]);
    await expect(runtime.loadRemote('bingo/app')).rejects.toThrow('bingo/app: no remote bingo is registered');
    expect(loadEntry).not.toHaveBeenCalled();
  });

  it('forgets an entry that failed, so the next load tries it again', async () => {
    const { runtime, loadEntry } = runtimeWith([]);
    runtime.registerRemotes([casino()]);
    await expect(runtime.loadRemote('casino/app')).rejects.toThrow('could not be loaded');
    await expect(runtime.loadRemote('casino/app')).rejects.toThrow('could not be loaded');
    expect(loadEntry).toHaveBeenCalledTimes(2);
  });

  it('loads the new entry after a release changed, or after a forced registration', async () => {
    const { runtime, loadEntry } = runtimeWith([fakeContainer(), fakeContainer(), fakeContainer()]);
    runtime.registerRemotes([casino('1.0.0-a')]);
    await runtime.loadRemote('casino/app');

    runtime.registerRemotes([casino('1.0.0-a')]);
    await runtime.loadRemote('casino/app');
    expect(loadEntry).toHaveBeenCalledTimes(1);

    runtime.registerRemotes([casino('1.1.0-b')]);
    await runtime.loadRemote('casino/app');
    expect(loadEntry).toHaveBeenLastCalledWith(casino('1.1.0-b'));

    runtime.registerRemotes([casino('1.1.0-b')], { force: true });
    await runtime.loadRemote('casino/app');
    expect(loadEntry).toHaveBeenCalledTimes(3);
  });
});

describe('running a remote entry', () => {
  const globals = window as unknown as Record<string, unknown>;
  const added = () => document.head.querySelector<HTMLScriptElement>('script[src$="remoteEntry.js"]');

  afterEach(() => {
    jest.useRealTimers();
    delete globals.mfe_casino;
  });

  it('adds the entry as a classic script and takes the container it defines', async () => {
    globals.mfe_casino = fakeContainer(); // an earlier entry's container is never taken
    const pending = loadEntryScript(casino());
    const script = added();
    expect(script?.getAttribute('src')).toBe('/releases/casino/1.0.0-a/remoteEntry.js');
    expect(script?.crossOrigin).toBeFalsy();
    expect(globals.mfe_casino).toBeUndefined();

    const container = fakeContainer();
    globals.mfe_casino = container;
    script!.dispatchEvent(new Event('load'));
    await expect(pending).resolves.toBe(container);
    expect(added()).toBeNull();
  });

  it('fails when the entry cannot be fetched, defines no container, or stalls', async () => {
    const missing = loadEntryScript(casino());
    added()!.dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow('/releases/casino/1.0.0-a/remoteEntry.js could not be loaded');

    const empty = loadEntryScript(casino());
    added()!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('defined no container mfe_casino');

    jest.useFakeTimers();
    const stalled = loadEntryScript(casino(), 5_000);
    const settled = expect(stalled).rejects.toThrow('did not load within 5000 ms');
    await jest.advanceTimersByTimeAsync(5_000);
    await settled;
    expect(added()).toBeNull();
  });
});
