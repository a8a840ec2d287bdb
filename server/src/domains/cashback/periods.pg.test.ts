import { isDay, lastEnded, overlaps, periodAt, periodOfDay } from './periods';

const TASHKENT = 300;

describe('cashback periods', () => {
  it('starts a week on Monday at the operator’s midnight', () => {
    // Wednesday 2025-03-12, 10:00 UTC (15:00 in Tashkent).
    const p = periodAt(new Date('2025-03-12T10:00:00Z'), 'week', TASHKENT);
    expect(p).toEqual({ start: new Date('2025-03-09T19:00:00Z'), end: new Date('2025-03-16T19:00:00Z'), day: '2025-03-10' });
    // Sunday 20:00 UTC is already Monday in Tashkent: the next week.
    expect(periodAt(new Date('2025-03-16T20:00:00Z'), 'week', TASHKENT).day).toBe('2025-03-17');
    expect(periodAt(new Date('2025-03-16T18:59:59Z'), 'week', TASHKENT).day).toBe('2025-03-10');
  });

  it('has days and calendar months, in UTC too', () => {
    expect(periodAt(new Date('2025-03-12T23:30:00Z'), 'day', 0)).toEqual({
      start: new Date('2025-03-12T00:00:00Z'),
      end: new Date('2025-03-13T00:00:00Z'),
      day: '2025-03-12',
    });
    expect(periodAt(new Date('2025-02-27T12:00:00Z'), 'month', TASHKENT)).toEqual({
      start: new Date('2025-01-31T19:00:00Z'),
      end: new Date('2025-02-28T19:00:00Z'),
      day: '2025-02-01',
    });
    expect(periodAt(new Date('2024-12-31T20:00:00Z'), 'month', TASHKENT).day).toBe('2025-01-01');
  });

  it('names a period by any local date in it, and knows the last one that ended', () => {
    expect(periodOfDay('2025-03-16', 'week', TASHKENT).day).toBe('2025-03-10');
    expect(periodOfDay('2025-03-17', 'week', TASHKENT).day).toBe('2025-03-17');
    expect(lastEnded(new Date('2025-03-12T10:00:00Z'), 'week', TASHKENT).day).toBe('2025-03-03');
    expect(lastEnded(new Date('2025-03-01T10:00:00Z'), 'month', 0).day).toBe('2025-02-01');
    expect(() => periodOfDay('2025-02-30', 'week', 0)).toThrow();
  });

  it('checks dates and campaign windows', () => {
    expect(isDay('2025-03-10')).toBe(true);
    expect(['2025-3-10', '2025-13-01', '2025-02-29', "2025-03-10' or 1=1", ''].map(isDay)).toEqual([false, false, false, false, false]);
    const week = periodOfDay('2025-03-10', 'week', 0);
    expect(overlaps(week, null, null)).toBe(true);
    expect(overlaps(week, '2025-03-16T00:00:00Z', null)).toBe(true);
    expect(overlaps(week, '2025-03-17T00:00:00Z', null)).toBe(false);
    expect(overlaps(week, null, '2025-03-10T00:00:00Z')).toBe(false);
  });
});
