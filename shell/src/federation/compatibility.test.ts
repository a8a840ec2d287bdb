import { assertRemoteApp, RemoteContractError, sharedMismatches } from './compatibility';

const app = { name: 'casino', contract: 1, routes: [] };

describe('remote contract check', () => {
  it('accepts a remote built for the shell’s contract major', () => {
    expect(assertRemoteApp('casino', { default: app })).toBe(app);
  });

  it.each([
    ['nothing exported', undefined, /exports nothing/],
    ['another remote', { default: { ...app, name: 'cashier' } }, /says it is "cashier"/],
    ['another contract major', { default: { ...app, contract: 2 } }, /contract 2, shell needs 1/],
    ['no routes', { default: { name: 'casino', contract: 1 } }, /routes missing/],
  ])('refuses %s', (_, mod, message) => {
    expect(() => assertRemoteApp('casino', mod)).toThrow(RemoteContractError);
    expect(() => assertRemoteApp('casino', mod)).toThrow(message);
  });

  it('refuses a remote built against another major of a singleton', () => {
    const entry = { name: 'casino' as const, release: 'r', version: '1', entry: 'e', prefixes: [], contract: 1, shared: { react: '18.3.1' } };
    expect(() => assertRemoteApp('casino', { default: app }, entry)).toThrow(/react 18.3.1 \(shell has 19/);
  });

  it('compares majors only', () => {
    expect(sharedMismatches({ react: '19.0.0', zustand: '5.0.1' }, { react: '19.3.1', zustand: '5.1.0' })).toEqual([]);
    expect(sharedMismatches({ react: '18.2.0' }, { react: '19.3.1' })).toEqual(['react 18.2.0 (shell has 19.3.1)']);
    expect(sharedMismatches(undefined, { react: '19.3.1' })).toEqual([]);
  });
});
