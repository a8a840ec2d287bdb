import {
  bucketValue,
  DEFAULT_SLOW_CANARY_POLICY,
  histogramCount,
  p75,
  sampleRateOf,
  slowCanaryVerdict,
  VITAL_BUCKETS,
  vitalBucket,
  type SlowVerdict,
} from './vitals';

describe('buckets', () => {
  it('puts a value in the first bucket whose bound it does not exceed, the rest in the overflow bucket', () => {
    expect(vitalBucket('lcp', 0)).toBe(0);
    expect(vitalBucket('lcp', 250)).toBe(0);
    expect(vitalBucket('lcp', 251)).toBe(1);
    expect(vitalBucket('lcp', 2400)).toBe(VITAL_BUCKETS.lcp.indexOf(2500));
    expect(vitalBucket('lcp', 99_999)).toBe(VITAL_BUCKETS.lcp.length);
    expect(vitalBucket('cls', 0.12)).toBe(VITAL_BUCKETS.cls.indexOf(0.15));
    expect(bucketValue('inp', vitalBucket('inp', 180))).toBe(200);
    expect(bucketValue('lcp', VITAL_BUCKETS.lcp.length)).toBe(40_000);
  });
});

describe('p75 from a histogram', () => {
  it('is the bound of the bucket holding the 75th percentile, null without samples', () => {
    const b = (ms: number) => vitalBucket('lcp', ms);
    expect(p75('lcp', new Map())).toBeNull();
    // 100 samples: 70 fast, 10 at 3 s, 20 at 6 s: the 75th is among the 3 s ones.
    const h = new Map([
      [b(400), 70],
      [b(2900), 10],
      [b(5800), 20],
    ]);
    expect(histogramCount(h)).toBe(100);
    expect(p75('lcp', h)).toBe(3000);
    expect(p75('lcp', { [b(400)]: 75, [b(5800)]: 25 })).toBe(500);
    expect(p75('lcp', { [b(400)]: 74, [b(5800)]: 26 })).toBe(6000);
    expect(p75('cls', { [vitalBucket('cls', 0.3)]: 1 })).toBe(0.3);
  });
});

describe('the slow-canary rule', () => {
  const policy = { minSamples: 50, ratio: 1.25, marginMs: 500 };
  const table: [canary: [number, number | null], live: [number, number | null], verdict: SlowVerdict][] = [
    [[49, 6000], [500, 1000], 'too-few-samples'],
    [[500, 6000], [49, 1000], 'too-few-samples'],
    [[500, null], [500, 1000], 'too-few-samples'],
    [[50, 6000], [50, 1000], 'slow'],
    [[200, 2500], [200, 2000], 'slow'], // ×1.25 and +500 ms: just slow
    [[200, 2400], [200, 2000], 'fine'], // +400 ms: under the margin
    [[200, 750], [200, 500], 'fine'], // ×1.5 but only +250 ms
    [[200, 1000], [200, 2000], 'fine'], // faster
    [[200, 3000], [200, 3000], 'fine'],
  ];
  it.each(table)('canary %j against live %j: %s', ([cs, cp], [ls, lp], verdict) => {
    expect(slowCanaryVerdict({ samples: cs, p75: cp }, { samples: ls, p75: lp }, policy)).toBe(verdict);
  });

  it('has documented defaults', () => {
    expect(DEFAULT_SLOW_CANARY_POLICY).toEqual({ minSamples: 50, ratio: 1.25, marginMs: 500 });
  });
});

it('reads a sample rate as a share between 0 and 1', () => {
  expect(sampleRateOf(0.1)).toBe(0.1);
  expect(sampleRateOf(3)).toBe(1);
  expect(sampleRateOf(-1)).toBe(0);
  expect(sampleRateOf('1')).toBe(0);
  expect(sampleRateOf(undefined)).toBe(0);
});
