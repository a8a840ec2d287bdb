import type { RegistryDocument } from '@casino/shared';
import { ErrorTally, pageReleases, releaseOfError } from './attribution';

const doc: RegistryDocument = {
  remotes: [
    {
      name: 'casino',
      release: '2.0.0-aaaa',
      version: '2.0.0',
      entry: '/releases/casino/2.0.0-aaaa/remoteEntry.js',
      prefixes: ['gamehall'],
      contract: 1,
      token: 't-casino',
    },
    {
      name: 'promotions',
      release: '1.0.0-bbbb',
      version: '1.0.0',
      entry: '/releases/promotions/1.0.0-bbbb/remoteEntry.js',
      prefixes: ['promotions'],
      contract: 1,
      token: 't-promo',
    },
    {
      name: 'cashier',
      release: '1.0.0-cccc',
      version: '1.0.0',
      entry: '/releases/cashier/1.0.0-cccc/remoteEntry.js',
      prefixes: ['cashier'],
      contract: 1,
      token: 't-cashier',
    },
  ],
};

describe('pageReleases', () => {
  it('names every loaded remote with the release it runs and its served token', () => {
    const releases = pageReleases(
      { casino: { state: 'ready' }, promotions: { state: 'ready' }, cashier: { state: 'loading' } },
      (n) => doc.remotes.find((r) => r.name === n)?.release,
      doc,
    );
    expect(releases).toEqual([
      { remote: 'casino', release: '2.0.0-aaaa', token: 't-casino' },
      { remote: 'promotions', release: '1.0.0-bbbb', token: 't-promo' },
    ]);
  });

  it('leaves out a release the registry no longer names (no token: it could not count)', () => {
    expect(pageReleases({ casino: { state: 'ready' } }, () => '1.0.0-old', doc)).toEqual([]);
  });
});

describe('releaseOfError', () => {
  it('finds the release in a file name or a stack, only for known remotes', () => {
    expect(releaseOfError('https://site.example/releases/casino/2.0.0-aaaa/chunk.js')).toEqual({ remote: 'casino', release: '2.0.0-aaaa' });
    expect(releaseOfError('', 'Error: x\n    at f (https://site.example/releases/profile/1.2.3-ff/p.js:1:2)')).toEqual({
      remote: 'profile',
      release: '1.2.3-ff',
    });
    expect(releaseOfError('https://site.example/main.js')).toBeNull();
    expect(releaseOfError('https://site.example/releases/evil/1.0.0/x.js')).toBeNull();
    expect(releaseOfError(undefined)).toBeNull();
  });
});

describe('ErrorTally', () => {
  it('adds errors to the releases on the page, adds other known releases, caps each and empties on take', () => {
    const tally = new ErrorTally();
    for (let i = 0; i < 30; i++) tally.add({ remote: 'casino', release: '2.0.0-aaaa' });
    tally.add({ remote: 'cashier', release: '1.0.0-cccc' });
    tally.add({ remote: 'profile', release: 'unknown' });
    const tokenOf = (remote: string, release: string) => doc.remotes.find((r) => r.name === remote && r.release === release)?.token;
    const out = tally.take([{ remote: 'casino', release: '2.0.0-aaaa', token: 't-casino' }], tokenOf);
    expect(out).toEqual([
      { remote: 'casino', release: '2.0.0-aaaa', token: 't-casino', errors: 20 },
      { remote: 'cashier', release: '1.0.0-cccc', token: 't-cashier', errors: 1 },
    ]);
    expect(tally.size).toBe(0);
    expect(tally.take([], tokenOf)).toEqual([]);
  });
});
