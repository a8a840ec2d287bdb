import { CONTRACT_MAJOR } from '@casino/shared';
import { registryEntry } from './testing';
import { assertReleaseFits, assertRemoteApp, RemoteContractError, sharedMismatches } from './compatibility';

const app = { name: 'casino', contract: CONTRACT_MAJOR, routes: [] };

describe('remote contract check', () => {
  it('accepts a remote built for the shell’s contract major', () => {
    expect(assertRemoteApp('casino', { default: app })).toBe(app);
  });

  it.each([
    ['nothing exported', undefined, /exports nothing/],
    ['another remote', { default: { ...app, name: 'cashier' } }, /says it is "cashier"/],
    ['another contract major', { default: { ...app, contract: CONTRACT_MAJOR + 1 } }, `contract ${CONTRACT_MAJOR + 1}, shell needs ${CONTRACT_MAJOR}`],
    ['no routes', { default: { name: 'casino', contract: CONTRACT_MAJOR } }, /routes missing/],
  ])('refuses %s', (_, mod, message) => {
    expect(() => assertRemoteApp('casino', mod)).toThrow(RemoteContractError);
    expect(() => assertRemoteApp('casino', mod)).toThrow(message);
  });

  it('refuses, before running it, a release built for another contract or for singletons the shell does not satisfy', () => {
    expect(() => assertReleaseFits(registryEntry('casino', '1.0.0-a'))).not.toThrow();
    expect(() => assertReleaseFits({ ...registryEntry('casino', '1.0.0-a'), contract: CONTRACT_MAJOR - 1 })).toThrow(
      `casino 1.0.0-a: contract ${CONTRACT_MAJOR - 1}, shell needs ${CONTRACT_MAJOR}`,
    );
    const entry = { ...registryEntry('casino', '1.0.0-a'), shared: { react: '18.3.1' } };
    expect(() => assertReleaseFits(entry)).toThrow(RemoteContractError);
    expect(() => assertReleaseFits(entry)).toThrow(/react 18.3.1 \(shell has 19/);
  });

  it('needs the version a remote was built with or a newer one of the same major (of the same minor below 1.0)', () => {
    expect(sharedMismatches({ react: '19.0.0', zustand: '5.0.1' }, { react: '19.3.1', zustand: '5.1.0' })).toEqual([]);
    expect(sharedMismatches({ react: '18.2.0' }, { react: '19.3.1' })).toEqual(['react 18.2.0 (shell has 19.3.1)']);
    expect(sharedMismatches({ react: '19.4.0' }, { react: '19.3.1' })).toEqual(['react 19.4.0 (shell has 19.3.1)']);
    expect(sharedMismatches({ '@casino/shared': '0.2.0' }, { '@casino/shared': '0.1.0' })).toEqual(['@casino/shared 0.2.0 (shell has 0.1.0)']);
    expect(sharedMismatches({ '@casino/shared': '0.1.0' }, { '@casino/shared': '0.1.3' })).toEqual([]);
    expect(sharedMismatches(undefined, { react: '19.3.1' })).toEqual([]);
  });
});
