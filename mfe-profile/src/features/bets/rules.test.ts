import { PROFILE_TABS, visibleTabs } from '../layout';
import { readProfileFeatures } from '../../lib/config';
import type { HistoryExport } from './api';
import {
  checkExportPeriod,
  checkRange,
  dayEnd,
  dayStart,
  defaultExportPeriod,
  exportParams,
  fileSize,
  historyParams,
  isoDay,
  isPending,
  mergeExports,
  NO_FILTERS,
} from './rules';

const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Math.floor(new Date(y, m - 1, d, h, min, s).getTime() / 1000);

describe('days of the filters', () => {
  it('reads a day as its first and last second in the player time', () => {
    expect(dayStart('2025-03-01')).toBe(local(2025, 3, 1));
    expect(dayEnd('2025-03-01')).toBe(local(2025, 3, 1, 23, 59, 59));
    expect(dayStart('')).toBeUndefined();
    expect(dayStart('2025-02-30')).toBeUndefined();
    expect(dayEnd('01.03.2025')).toBeUndefined();
    expect(isoDay(new Date(2025, 0, 5))).toBe('2025-01-05');
  });

  it('sends only the filters that are set', () => {
    expect(historyParams(NO_FILTERS)).toEqual({});
    expect(historyParams({ from: '2025-03-01', to: '2025-03-02', game: 'oltin_rocket', money: 'bonus' })).toEqual({
      from: local(2025, 3, 1),
      to: local(2025, 3, 2, 23, 59, 59),
      sysname: 'oltin_rocket',
      money: 'bonus',
    });
  });

  it('refuses a range that ends before it starts; the same day is fine', () => {
    expect(checkRange({ from: '2025-03-02', to: '2025-03-01' })).toEqual({ to: 'order' });
    expect(checkRange({ from: '2025-03-01', to: '2025-03-01' })).toEqual({});
    expect(checkRange({ from: '', to: '2025-03-01' })).toEqual({});
  });
});

describe('the export period', () => {
  const now = new Date(2025, 5, 15, 14, 30);

  it('needs both days, none in the future, in order, at most the limit of days', () => {
    expect(checkExportPeriod({ from: '', to: '' }, 366, now)).toEqual({ from: 'required', to: 'required' });
    expect(checkExportPeriod({ from: '2025-06-16', to: '2025-06-16' }, 366, now)).toEqual({ from: 'future', to: 'future' });
    expect(checkExportPeriod({ from: '2025-06-10', to: '2025-06-09' }, 366, now)).toEqual({ to: 'order' });
    expect(checkExportPeriod({ from: '2025-06-06', to: '2025-06-15' }, 10, now)).toEqual({});
    expect(checkExportPeriod({ from: '2025-06-05', to: '2025-06-15' }, 10, now)).toEqual({ to: 'tooLong' });
  });

  it('asks for whole days, today cut to now, with the player offset', () => {
    const params = exportParams({ from: '2025-06-01', to: '2025-06-15' }, now);
    expect(params).toEqual({ from: local(2025, 6, 1), to: Math.floor(now.getTime() / 1000), utc_offset: -now.getTimezoneOffset() });
    expect(exportParams({ from: '2025-06-01', to: '2025-06-02' }, now).to).toBe(local(2025, 6, 2, 23, 59, 59));
    expect(defaultExportPeriod(now)).toEqual({ from: '2025-05-17', to: '2025-06-15' });
    expect(checkExportPeriod(defaultExportPeriod(now), 30, now)).toEqual({});
  });
});

describe('export requests', () => {
  const request = (id: number, status: HistoryExport['status']): HistoryExport => ({
    id,
    status,
    from: 0,
    to: 0,
    created_at: 0,
    finished_at: null,
    expires_at: null,
    progress: 0,
    rows: null,
    size: null,
    error: null,
    url: null,
  });

  it('are pending while queued or processing', () => {
    expect(['queued', 'processing', 'ready', 'failed', 'expired'].map((s) => isPending(request(1, s as HistoryExport['status'])))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('merge by id, the newer answer winning, newest first', () => {
    const merged = mergeExports([request(1, 'queued'), request(2, 'processing')], [request(2, 'ready'), request(3, 'queued')]);
    expect(merged.map((e) => [e.id, e.status])).toEqual([
      [3, 'queued'],
      [2, 'ready'],
      [1, 'queued'],
    ]);
  });

  it('show sizes for people', () => {
    expect(fileSize(900)).toBe('900 B');
    expect(fileSize(2048)).toBe('2.0 KB');
    expect(fileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});

it('the profile navigation lists the bets unless the bet-history flag is off', () => {
  expect(visibleTabs(PROFILE_TABS, readProfileFeatures(undefined)).map((t) => t.key)).toContain('bets');
  expect(visibleTabs(PROFILE_TABS, readProfileFeatures({ features: { betHistory: false } })).map((t) => t.key)).not.toContain('bets');
});
