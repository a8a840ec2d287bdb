import { MissingReleases } from './missing';

describe('MissingReleases', () => {
  it('remembers a missing release for its TTL, until forgotten', () => {
    let t = 10_000;
    const missing = new MissingReleases(1_000, 10, () => t);
    expect(missing.has('casino', '1.0.0-a')).toBe(false);
    missing.remember('casino', '1.0.0-a');
    t += 1_000;
    expect(missing.has('casino', '1.0.0-a')).toBe(true);
    t += 1;
    expect(missing.has('casino', '1.0.0-a')).toBe(false);
    missing.remember('casino', '1.0.0-a');
    missing.forget('casino', '1.0.0-a');
    expect(missing.has('casino', '1.0.0-a')).toBe(false);
    expect(missing.has('games', '1.0.0-a')).toBe(false);
  });

  it('keeps at most its entries, the least recently used going first', () => {
    const missing = new MissingReleases(60_000, 2);
    missing.remember('casino', 'a');
    missing.remember('casino', 'b');
    expect(missing.has('casino', 'a')).toBe(true);
    missing.remember('casino', 'c');
    expect(missing.size).toBe(2);
    expect([missing.has('casino', 'a'), missing.has('casino', 'b'), missing.has('casino', 'c')]).toEqual([true, false, true]);
  });
});
