import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('answers the cached value within the TTL and recomputes after it', async () => {
    let t = 5_000;
    const cache = new TtlCache<number>(1000, { maxEntries: 10, now: () => t });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    t = 6_000;
    expect(await cache.get('a', compute)).toBe(1);
    t = 6_001;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('shares one computation between concurrent misses and forgets failures', async () => {
    const cache = new TtlCache<number>(1000);
    let calls = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++calls), 10));
    expect(await Promise.all([cache.get('k', slow), cache.get('k', slow)])).toEqual([1, 1]);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await Promise.resolve();
    expect(await cache.get('bad', async () => 5)).toBe(5);
  });

  it('keeps at most maxEntries, dropping the oldest, and passes through when off', async () => {
    const cache = new TtlCache<string>(1000, { maxEntries: 2 });
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    expect(cache.size).toBe(2);
    let calls = 0;
    const off = new TtlCache<number>(0);
    await off.get('x', async () => ++calls);
    await off.get('x', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('keeps the answers within its byte budget, dropping the least recently used', async () => {
    const cache = new TtlCache<string>(60_000, { maxBytes: 100, sizeOf: (v) => String(v).length });
    await cache.get('a', async () => 'a'.repeat(40));
    await cache.get('b', async () => 'b'.repeat(40));
    await cache.get('a', async () => 'stale'); // a is now the most recently used
    await cache.get('c', async () => 'c'.repeat(40));
    await Promise.resolve();
    expect(cache.bytes).toBe(80);
    expect(await cache.get('a', async () => 'recomputed')).toBe('a'.repeat(40));
    expect(await cache.get('b', async () => 'recomputed')).toBe('recomputed');
  });

  it('does not keep an answer larger than the whole budget', async () => {
    const cache = new TtlCache<string>(60_000, { maxBytes: 10, sizeOf: (v) => String(v).length });
    expect(await cache.get('big', async () => 'x'.repeat(11))).toBe('x'.repeat(11));
    await Promise.resolve();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
