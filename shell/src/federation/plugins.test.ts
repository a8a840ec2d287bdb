import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isTransient, moduleOf, remoteLoadPlugins, unavailableError } from './plugins';

const dropped = () => Object.assign(new Error('Loading chunk 473 failed.'), { name: 'ChunkLoadError' });

/**
 * Module Federation's own runtime with the shell's plugins, whose entries come from `entries`
 * (a container per load, or an error) instead of script tags.
 */
let runs = 0;
function runtimeWith(entries: (() => unknown)[]) {
  // The runtime keeps loaded entries page-wide (by name and address): each test has a release of its own.
  const casino = { name: 'mfe_casino', alias: 'casino', entry: `/releases/casino/1.0.${(runs += 1)}-a/remoteEntry.js` };
  const report = jest.fn();
  const loads = jest.fn();
  const entryPlugin: ModuleFederationRuntimePlugin = {
    name: 'test-entries',
    loadEntry() {
      loads();
      const next = entries.shift();
      if (!next) throw dropped();
      return next() as never;
    },
  };
  const instance = createInstance({ name: `test_host_${runs}`, remotes: [casino], shared: {} });
  instance.registerPlugins([entryPlugin, ...remoteLoadPlugins({ remoteOf: () => casino, report, retryDelaysMs: [0, 0] })]);
  return { instance, report, loads };
}

const container = (app: unknown) => ({ init: async () => {}, get: async () => () => app });
const failing = () => {
  throw dropped();
};

describe('the remote load plugins on the federation runtime', () => {
  it('answer the module when a retry succeeds, and report nothing', async () => {
    const { instance, report, loads } = runtimeWith([failing, () => container({ default: { name: 'casino' } })]);
    const mod = await moduleOf(await instance.loadRemote('casino/app'));
    expect(mod).toEqual({ default: { name: 'casino' } });
    expect(unavailableError(mod)).toBeNull();
    expect(loads).toHaveBeenCalledTimes(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('after every retry failed: answer the fallback module that stands for the error, reported once', async () => {
    const { instance, report, loads } = runtimeWith([]);
    const mod = await moduleOf(await instance.loadRemote('casino/app'));
    expect(unavailableError(mod)?.error).toBeInstanceOf(Error);
    expect(loads).toHaveBeenCalledTimes(3);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]![0]).toBe('casino/app');
  });

  it('do not retry a failure that would come back the same', async () => {
    const exploded = () => container(undefined);
    const { instance, report, loads } = runtimeWith([
      () => ({
        init: async () => {},
        get: async () => {
          throw new Error('casino app exploded');
        },
      }),
      exploded,
    ]);
    const mod = await moduleOf(await instance.loadRemote('casino/app'));
    expect(unavailableError(mod)?.error).toEqual(expect.objectContaining({ message: expect.stringContaining('casino app exploded') }));
    expect(loads).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledTimes(1);
  });
});

describe('what is worth another try', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'), true],
    [new TypeError('Failed to fetch'), true],
    [new Error('Version 19.3.1 from shell of shared singleton module react does not satisfy the requirement of mfe_loyalty'), false],
    [new Error('casino app exploded'), false],
    [undefined, false],
  ])('%s: %s', (error, transient) => {
    expect(isTransient(error)).toBe(transient);
  });
});
