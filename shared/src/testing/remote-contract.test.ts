import type { RemoteApp, Resources } from '@casino/shared';
import { checkRemoteContract, translationKeys } from './remote-contract';

const pkg = { federation: { name: 'loyalty', prefixes: ['loyalty'] } };

describe('remote contract check used by every remote’s tests', () => {
  it('passes a remote that fits', async () => {
    const app: RemoteApp = {
      name: 'loyalty',
      contract: 1,
      routes: [{ path: 'loyalty' }, { path: 'loyalty/shop' }],
      translations: async () => ({ title: 'x', shop: { buy: 'y' } }),
    };
    expect(await checkRemoteContract(app, pkg)).toEqual([]);
  });

  it('names every mismatch', async () => {
    const app: RemoteApp = {
      name: 'cashier',
      contract: 2,
      routes: [{ path: 'gamehall' }],
      translations: async (locale): Promise<Resources> => (locale === 'uz' ? { a: 'x', b: 'y' } : { a: 'x', c: 'z' }),
    };
    expect(await checkRemoteContract(app, pkg)).toEqual([
      'name cashier ≠ loyalty',
      'contract 2 ≠ 1',
      'route prefix "gamehall" is not declared',
      'ru lacks "b"',
      'uz lacks "c"',
    ]);
  });

  it('flattens nested translation keys', () => {
    expect(translationKeys({ b: { c: '1', a: '2' }, a: '3' })).toEqual(['a', 'b.a', 'b.c']);
  });
});
