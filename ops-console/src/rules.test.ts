import type { ReleaseEvent, ReleaseItem } from './api';
import { auditQuery, byRemote, canaryShare, canaryWorse, formatVital, hourlySeries, rollbackTarget } from './rules';

const event = (id: number, action: string, release: string | null, detail: Record<string, unknown> = {}): ReleaseEvent => ({
  id,
  remote: 'casino',
  action,
  release,
  from_release: null,
  actor: 'ops',
  detail,
  at: new Date(0).toISOString(),
});
const item = (release: string, over: Partial<ReleaseItem> = {}): ReleaseItem => ({
  remote: 'casino',
  release,
  version: '1',
  createdAt: '',
  createdBy: 'ops',
  contract: 1,
  shared: {},
  active: false,
  canaryPercent: 0,
  served: 0,
  failures: 0,
  ...over,
});

describe('rollbackTarget', () => {
  it('names the release before the live one, as the release service rolls back', () => {
    const newestFirst = [event(4, 'activate', 'c'), event(3, 'canary', 'x'), event(2, 'activate', 'b'), event(1, 'activate', 'a')].map((e) => e);
    expect(rollbackTarget('casino', newestFirst)).toBe('b');
    expect(rollbackTarget('casino', [event(5, 'rollback', null), ...newestFirst])).toBe('a');
    expect(rollbackTarget('casino', [event(1, 'activate', 'a')])).toBeNull();
    expect(rollbackTarget('cashier', newestFirst)).toBeNull();
  });
});

describe('canary health', () => {
  it('flags a canary failing clearly more often than the live release', () => {
    const [view] = byRemote([item('a', { active: true, served: 100, failures: 1 }), item('b', { canaryPercent: 10, served: 20, failures: 6 })]);
    expect(view!.live!.release).toBe('a');
    expect(canaryWorse(view!)).toBe(true);
    const [calm] = byRemote([item('a', { active: true, served: 100, failures: 10 }), item('b', { canaryPercent: 10, served: 100, failures: 5 })]);
    expect(canaryWorse(calm!)).toBe(false);
  });
});

describe('hourlySeries', () => {
  it('puts failures into hourly slots, zero elsewhere', () => {
    const now = Date.parse('2026-01-02T10:30:00Z');
    const { hours, series } = hourlySeries(
      [
        { release: 'b', hour: '2026-01-02T09:00:00Z', failures: 3 },
        { release: 'b', hour: '2020-01-01T00:00:00Z', failures: 9 },
      ],
      3,
      now,
    );
    expect(hours).toEqual(['2026-01-02T08:00:00Z', '2026-01-02T09:00:00Z', '2026-01-02T10:00:00Z']);
    expect(series.get('b')).toEqual([0, 3, 0]);
  });
});

describe('loads over time and page timings', () => {
  it('puts loads into hourly slots with the same rule', () => {
    const now = Date.parse('2026-01-02T10:30:00Z');
    const { series } = hourlySeries([{ release: 'a', hour: '2026-01-02T10:00:00Z', loads: 7 }], 2, now, (p) => p.loads);
    expect(series.get('a')).toEqual([0, 7]);
  });

  it('formats p75 values for the table', () => {
    expect(formatVital('lcp', 2500)).toBe('2500 ms');
    expect(formatVital('lcp', 40_000)).toBe('40 s');
    expect(formatVital('inp', 200)).toBe('200 ms');
    expect(formatVital('cls', 0.1)).toBe('0.100');
    expect(formatVital('lcp', null)).toBe('–');
    expect(formatVital('cls', undefined)).toBe('–');
  });
});

describe('form rules', () => {
  it('a canary share is a whole number from 0 to 100', () => {
    expect(canaryShare('0')).toBe(0);
    expect(canaryShare('100')).toBe(100);
    expect(canaryShare('150')).toBeNull();
    expect(canaryShare('-1')).toBeNull();
    expect(canaryShare('2.5')).toBeNull();
    expect(canaryShare('')).toBeNull();
  });
  it('the audit query sends times as ISO UTC and leaves out empty filters', () => {
    expect(auditQuery({ area: '', actor: ' ', from: '', to: '' })).toBe('limit=50');
    const q = new URLSearchParams(auditQuery({ area: 'canary', actor: 'bob', from: '2026-01-01T10:00', to: 'nonsense' }, 7));
    expect(q.get('since')).toBe(new Date('2026-01-01T10:00').toISOString());
    expect(q.get('until')).toBeNull();
    expect(q.get('before')).toBe('7');
  });
});
