import { exclusionKindOf, exclusionOfFields, EXCLUSION_PERIODS, isExclusionPeriod, isRealityCheckMinutes } from './index';

describe('responsible gaming choices', () => {
  it('tell time-outs from self-exclusions and refuse anything else', () => {
    expect(EXCLUSION_PERIODS.map(exclusionKindOf)).toEqual(['time_out', 'time_out', 'time_out', 'self_exclusion', 'self_exclusion']);
    expect(isExclusionPeriod('7d')).toBe(true);
    expect(isExclusionPeriod('1y')).toBe(false);
    expect([0, 15, 30, 60, 45, '15'].map(isRealityCheckMinutes)).toEqual([true, true, true, true, false, false]);
  });

  it("read an exclusion from a UserBanned answer's fields; an operator's ban has none", () => {
    expect(exclusionOfFields({ reason: 'time_out', until: '2030-01-01T00:00:00.000Z' })).toEqual({
      reason: 'time_out',
      until: new Date('2030-01-01T00:00:00.000Z'),
    });
    expect(exclusionOfFields({ reason: 'self_exclusion', until: '' })).toEqual({ reason: 'self_exclusion', until: null });
    expect(exclusionOfFields({ reason: 'self_exclusion', until: 'soon' })).toEqual({ reason: 'self_exclusion', until: null });
    expect(exclusionOfFields({ reason: 'fraud' })).toBeNull();
    expect(exclusionOfFields(undefined)).toBeNull();
  });
});
