import { DEFAULT_SLOW_CANARY_POLICY } from '@casino/contract';
import { canaryVerdict, loadsToJudge } from './verdict';

const health = { failureRate: 0.2, minFailures: 5 };
const lcp = (samples: number, p75: number | null) => ({ samples, p75 });
const enough = DEFAULT_SLOW_CANARY_POLICY.minSamples;

describe('the verdict on a canary', () => {
  it('needs 25 loads at a 20 % rate of 5 failures', () => expect(loadsToJudge(health)).toBe(25));

  it('is failing once failures reach both the count and the share of loads', () => {
    const v = canaryVerdict({ served: 20, failures: 5, canary: lcp(0, null), live: lcp(0, null) }, health, DEFAULT_SLOW_CANARY_POLICY);
    expect(v.state).toBe('failing');
    expect(v.rule).toBe('5 failures in 20 loads (25 %): at least 5 failures and at least 20 % of loads');
  });

  it('is slow when the LCP rule says so, with its samples', () => {
    const v = canaryVerdict({ served: 100, failures: 0, canary: lcp(enough, 3000), live: lcp(enough, 1200) }, health, DEFAULT_SLOW_CANARY_POLICY);
    expect(v).toEqual({ state: 'slow', rule: `p75 LCP 3000 ms against live 1200 ms (${enough} and ${enough} samples): at least 1.25× and 500 ms slower` });
  });

  it('says there is not enough data yet with a handful of visits, whatever their timings', () => {
    const v = canaryVerdict({ served: 2, failures: 0, canary: lcp(2, 1250), live: lcp(80, 900) }, health, DEFAULT_SLOW_CANARY_POLICY);
    expect(v.state).toBe('not-enough-data');
    expect(v.rule).toContain('2 of 25 loads');
    expect(v.rule).toContain('2 (canary) / 80 (live)');
  });

  it('is healthy with enough loads and samples, few failures and timings near live', () => {
    const v = canaryVerdict({ served: 400, failures: 3, canary: lcp(enough, 1300), live: lcp(enough, 1200) }, health, DEFAULT_SLOW_CANARY_POLICY);
    expect(v.state).toBe('healthy');
  });
});
