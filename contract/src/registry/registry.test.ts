import {
  CONTRACT_MAJOR,
  GUEST_RESTRICTED_SEGMENTS,
  HOME_SLOTS,
  INLINE_REGISTRY_ID,
  isRemoteName,
  REMOTE_NAMES,
  VITAL_BUCKETS,
  VITAL_METRICS,
  vitalBucket,
  bucketValue,
} from '.';

describe('the registry facts', () => {
  it('names each remote once', () => {
    expect(new Set(REMOTE_NAMES).size).toBe(REMOTE_NAMES.length);
    for (const name of REMOTE_NAMES) expect(isRemoteName(name)).toBe(true);
    expect(isRemoteName('shell')).toBe(false);
    expect(isRemoteName(undefined)).toBe(false);
  });

  it('carries a whole contract major, and an id for the inline registry an HTML id may be', () => {
    expect(Number.isInteger(CONTRACT_MAJOR) && CONTRACT_MAJOR > 0).toBe(true);
    expect(INLINE_REGISTRY_ID).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('restricts route segments of one word, once each', () => {
    expect(new Set(GUEST_RESTRICTED_SEGMENTS).size).toBe(GUEST_RESTRICTED_SEGMENTS.length);
    for (const segment of GUEST_RESTRICTED_SEGMENTS) expect(segment).toMatch(/^[a-z-]+$/);
  });

  it('fills the home page from remotes it knows', () => {
    expect(HOME_SLOTS.length).toBeGreaterThan(0);
    for (const slot of HOME_SLOTS) expect(isRemoteName(slot.name)).toBe(true);
    expect(new Set(HOME_SLOTS.map((s) => s.slot)).size).toBe(HOME_SLOTS.length);
  });

  it('keeps a value in the bucket it falls in, for every vital', () => {
    for (const metric of VITAL_METRICS) {
      const buckets = VITAL_BUCKETS[metric];
      expect([...buckets].sort((a, b) => a - b)).toEqual([...buckets]);
      for (let bucket = 0; bucket < buckets.length; bucket++) expect(vitalBucket(metric, bucketValue(metric, bucket))).toBe(bucket);
    }
  });
});
