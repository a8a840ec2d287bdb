import { confirmKind, expectedEnd, intervalLabelKey, REALITY_CHECK_CHOICES } from './rules';

describe('responsible gaming rules', () => {
  it('offer the reality check off or every 15, 30, 60 minutes', () => {
    expect(REALITY_CHECK_CHOICES).toEqual([0, 15, 30, 60]);
    expect(intervalLabelKey(0)).toEqual({ key: 'responsible.realityCheck.off' });
    expect(intervalLabelKey(30)).toEqual({ key: 'responsible.realityCheck.every', count: 30 });
  });

  it('tell when an exclusion taken now ends, and how the dialog words it', () => {
    const now = new Date('2025-03-10T12:00:00Z');
    expect(expectedEnd('24h', now)?.toISOString()).toBe('2025-03-11T12:00:00.000Z');
    expect(expectedEnd('7d', now)?.toISOString()).toBe('2025-03-17T12:00:00.000Z');
    expect(expectedEnd('30d', now)?.toISOString()).toBe('2025-04-09T12:00:00.000Z');
    expect(expectedEnd('6m', now)?.toISOString()).toBe('2025-09-10T12:00:00.000Z');
    expect(expectedEnd('permanent', now)).toBeNull();
    expect(['24h', '7d', '30d', '6m', 'permanent'].map((p) => confirmKind(p as '24h'))).toEqual([
      'timeOut',
      'timeOut',
      'timeOut',
      'selfExclusion',
      'permanent',
    ]);
  });
});
