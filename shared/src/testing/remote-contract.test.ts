import { CONTRACT_MAJOR, type RemoteApp, type Resources } from '@casino/shared';
import { checkRemoteContract, checkRemoteLoads, translationKeys } from './remote-contract';

const pkg = { federation: { name: 'loyalty', prefixes: ['loyalty'] } };

describe('remote contract check used by every remote’s tests', () => {
  it('passes a remote that fits', async () => {
    const app: RemoteApp = {
      name: 'loyalty',
      contract: CONTRACT_MAJOR,
      routes: [{ path: 'loyalty' }, { path: 'loyalty/shop' }],
      translations: async () => ({ title: 'x', shop: { buy: 'y' } }),
    };
    expect(await checkRemoteContract(app, pkg)).toEqual([]);
  });

  it('names every mismatch', async () => {
    const app: RemoteApp = {
      name: 'cashier',
      contract: CONTRACT_MAJOR + 1,
      routes: [{ path: 'gamehall' }],
      translations: async (locale): Promise<Resources> => (locale === 'uz' ? { a: 'x', b: 'y' } : { a: 'x', c: 'z' }),
    };
    expect(await checkRemoteContract(app, pkg)).toEqual([
      'name cashier ≠ loyalty',
      `contract ${CONTRACT_MAJOR + 1} ≠ ${CONTRACT_MAJOR}`,
      'route prefix "gamehall" is not declared',
      'ru lacks "b"',
      'uz lacks "c"',
    ]);
  });

  it('compares plural keys by their base, each language with its own plural forms', async () => {
    const app: RemoteApp = {
      name: 'loyalty',
      contract: CONTRACT_MAJOR,
      routes: [],
      translations: async (locale): Promise<Resources> =>
        locale === 'uz'
          ? { n_one: '{{count}} yulduz', n_other: '{{count}} yulduz', m_other: 'x', not_zero: 'a' }
          : { n_one: 'звезда', n_few: 'звезды', n_other: 'звезды', m_one: 'y', m_few: 'y', m_many: 'y', m_other: 'y', not_zero: 'b' },
    };
    expect(await checkRemoteContract(app, pkg)).toEqual(['uz lacks "m_one"', 'ru lacks "n_many"']);
  });

  it('flattens nested translation keys', () => {
    expect(translationKeys({ b: { c: '1', a: '2' }, a: '3' })).toEqual(['a', 'b.a', 'b.c']);
  });
});
const Page = () => null;

describe('checkRemoteLoads', () => {
  it('names each route, slot or dialog that fails to load or loads no component', async () => {
    const app = {
      name: 'casino',
      contract: 3,
      routes: [
        { path: 'gamehall', lazy: async () => ({ Component: Page }) },
        { path: 'game/:sysname', lazy: async () => ({}) },
      ],
      slots: { 'home.games': async () => ({ default: Page }), 'header.search': () => Promise.reject(new Error('chunk 42 missing')) },
      dialogs: { 'demo-mode': async () => ({}) },
    } as unknown as RemoteApp;
    expect(await checkRemoteLoads(app)).toEqual([
      'route "game/:sysname" loads no component',
      'slot "header.search" fails to load: chunk 42 missing',
      'dialog "demo-mode" loads no component',
    ]);
  });
});
