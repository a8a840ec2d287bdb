/**
 * A canary's verdict for the operator (the console's Releases page): healthy, not enough data yet,
 * failing or slow — with the rule that decided it, in words, and the numbers behind it. The
 * thresholds are those the automatic rollback uses (CANARY_FAILURE_RATE, CANARY_MIN_FAILURES; the
 * slow-canary policy, contract DEFAULT_SLOW_CANARY_POLICY).
 */
import { slowCanaryVerdict, type LcpSummary, type SlowCanaryPolicy } from '@casino/contract';

/** When a canary is judged failing (the service rolls it back). */
export interface HealthPolicy {
  /** A canary is rolled back once failures / loads served reach this share… */
  failureRate: number;
  /** …and at least this many failures were reported… */
  minFailures: number;
  /**
   * …by at least this many distinct reporters (IPv4 addresses, IPv6 /64s; ops/reporter.ts), which
   * the slow-canary rule needs too: anyone can be served a canary by claiming its bucket, so a
   * handful of addresses must not be able to stop one. 20 by default.
   */
  minReporters?: number;
}

export type CanaryVerdictState = 'healthy' | 'not-enough-data' | 'failing' | 'slow';

export interface CanaryVerdict {
  state: CanaryVerdictState;
  /** The rule that decided it, with its numbers. */
  rule: string;
}

export interface CanaryFacts {
  /** Loads of the canary served since it started, and failures reported from them. */
  served: number;
  failures: number;
  canary: LcpSummary;
  live: LcpSummary;
}

const pct = (share: number) => `${Math.round(share * 1000) / 10} %`;

/** Loads a failure rate needs before it says anything: the failures needed at exactly the rate. */
export const loadsToJudge = (policy: HealthPolicy): number => Math.ceil(policy.minFailures / Math.max(policy.failureRate, 0.001));

export function canaryVerdict(f: CanaryFacts, health: HealthPolicy, slow: SlowCanaryPolicy): CanaryVerdict {
  const rate = f.served > 0 ? f.failures / f.served : 0;
  if (f.failures >= health.minFailures && f.failures >= f.served * health.failureRate) {
    return {
      state: 'failing',
      rule: `${f.failures} failures in ${f.served} loads (${pct(rate)}): at least ${health.minFailures} failures and at least ${pct(health.failureRate)} of loads`,
    };
  }
  const timing = slowCanaryVerdict(f.canary, f.live, slow);
  if (timing === 'slow') {
    return {
      state: 'slow',
      rule: `p75 LCP ${f.canary.p75} ms against live ${f.live.p75} ms (${f.canary.samples} and ${f.live.samples} samples): at least ${slow.ratio}× and ${slow.marginMs} ms slower`,
    };
  }
  const needLoads = loadsToJudge(health);
  if (f.served < needLoads || timing === 'too-few-samples') {
    return {
      state: 'not-enough-data',
      rule: `${f.served} of ${needLoads} loads and ${f.canary.samples} (canary) / ${f.live.samples} (live) of ${slow.minSamples} LCP samples needed to judge`,
    };
  }
  return {
    state: 'healthy',
    rule: `${f.failures} failures in ${f.served} loads (${pct(rate)}, under ${pct(health.failureRate)}); p75 LCP ${f.canary.p75} ms against live ${f.live.p75} ms (${f.canary.samples} and ${f.live.samples} samples), within ${slow.ratio}× or ${slow.marginMs} ms`,
  };
}
