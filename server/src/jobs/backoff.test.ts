import { backoffMs, readBackoffSettings } from './backoff';
import { loadConfig } from '../config';

describe('backoff', () => {
  const settings = { baseMs: 1_000, maxMs: 60_000 };
  it('doubles from the base, keeps half the step and draws the other half', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, settings, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect([1, 2, 3, 4].map((n) => backoffMs(n, settings, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000]);
  });
  it('never waits longer than the cap, however many attempts', () => {
    expect(backoffMs(50, settings, () => 1)).toBe(60_000);
    expect(backoffMs(5_000, settings, () => 0.5)).toBe(45_000);
  });
  it('reads its settings and refuses a bad one by name', () => {
    expect(readBackoffSettings({})).toEqual({ baseMs: 2_000, maxMs: 300_000 });
    expect(readBackoffSettings({ JOB_BACKOFF_BASE_MS: '50', JOB_BACKOFF_MAX_MS: '400' })).toEqual({ baseMs: 50, maxMs: 400 });
    expect(() => readBackoffSettings({ JOB_BACKOFF_BASE_MS: 'abc' })).toThrow('JOB_BACKOFF_BASE_MS=abc');
    expect(() => readBackoffSettings({ JOB_BACKOFF_BASE_MS: '5000', JOB_BACKOFF_MAX_MS: '10' })).toThrow('JOB_BACKOFF_MAX_MS=10');
  });
  it('comes with the settings, and a bad value refuses the start by name', () => {
    expect(loadConfig({ JOB_BACKOFF_BASE_MS: '250', JOB_BACKOFF_MAX_MS: '8000' }).backoff).toEqual({ baseMs: 250, maxMs: 8_000 });
    expect(() => loadConfig({ JOB_BACKOFF_BASE_MS: '0' })).toThrow('JOB_BACKOFF_BASE_MS=0: expected');
    expect(() => loadConfig({ JOB_BACKOFF_MAX_MS: '1.5' })).toThrow('JOB_BACKOFF_MAX_MS=1.5: expected');
    expect(() => loadConfig({ JOB_BACKOFF_BASE_MS: '9000', JOB_BACKOFF_MAX_MS: '1000' })).toThrow(
      'JOB_BACKOFF_MAX_MS=1000: expected a number not below JOB_BACKOFF_BASE_MS=9000',
    );
  });
});
