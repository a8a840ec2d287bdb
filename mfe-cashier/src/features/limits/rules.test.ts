import { currentLimit, limitChange, limitSchema, wantedAmount } from './rules';

describe('deposit limit changes', () => {
  it('say what a change does: set and lower now, raise and remove later', () => {
    expect(limitChange(null, 100)).toBe('set');
    expect(limitChange(null, null)).toBe('none');
    expect(limitChange(100, 50)).toBe('lower');
    expect(limitChange(100, 100)).toBe('keep');
    expect(limitChange(100, 150)).toBe('raise');
    expect(limitChange(100, null)).toBe('remove');
  });

  it('read the amount with the sum rule; blank removes', () => {
    expect(wantedAmount({ period: 'day', amount: '1,500' })).toBe(1500);
    expect(wantedAmount({ period: 'day', amount: '  ' })).toBeNull();
    const schema = limitSchema({});
    expect(schema.safeParse({ period: 'day', amount: '' }).success).toBe(true);
    expect(schema.safeParse({ period: 'day', amount: '0100' }).error?.issues[0]?.message).toBe('Field regex');
    expect(schema.safeParse({ period: 'year', amount: '10' }).success).toBe(false);
  });

  it('find the period in force', () => {
    const limit = {
      period: 'day' as const,
      limit_amount: { amount: 100, currency: 'USD' },
      available_amount: { amount: 40, currency: 'USD' },
      expired_at: 1,
      can_edit: true,
      cooling_off: 86400,
      limits: [
        {
          period: 'day' as const,
          limit_amount: { amount: 100, currency: 'USD' },
          used_amount: { amount: 60, currency: 'USD' },
          available_amount: { amount: 40, currency: 'USD' },
          expired_at: 1,
          pending: null,
        },
      ],
    };
    expect(currentLimit(limit, 'day')).toBe(100);
    expect(currentLimit(limit, 'week')).toBeNull();
    expect(currentLimit(null, 'day')).toBeNull();
  });
});
