import { pickIndex, secureRandom } from './random';

describe('secureRandom', () => {
  it('draws uniform numbers in [0, 1), none repeated, across several refills of its pool', () => {
    const draws = Array.from({ length: 5000 }, () => secureRandom());
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    // 48-bit draws: a repeat among 5,000 would mean bytes were used twice.
    expect(new Set(draws).size).toBe(draws.length);
    // Ten equal bins hold about 500 each; 350–650 is far outside chance (over 7 standard deviations).
    const bins = new Array(10).fill(0);
    for (const x of draws) bins[pickIndex(() => x, 10)]++;
    for (const count of bins) {
      expect(count).toBeGreaterThan(350);
      expect(count).toBeLessThan(650);
    }
  });
});
