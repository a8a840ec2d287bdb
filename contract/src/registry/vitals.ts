import type { RemoteName } from './remote-names';

/**
 * Page timings and errors per release (the vitals beacon, `POST /ops/vitals`). Browsers send raw
 * values; the server keeps them only as counts in fixed buckets per release and hour, so the rows
 * stay bounded whatever the traffic, and the 75th percentile is read back from the buckets.
 */
export const VITAL_METRICS = ['lcp', 'inp', 'cls'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Upper bounds of each metric's buckets (LCP and INP in ms, CLS unitless); one more bucket holds
 * everything above the last bound. Changing them changes what stored bucket numbers mean.
 */
export const VITAL_BUCKETS: Record<VitalMetric, readonly number[]> = {
  lcp: [250, 500, 750, 1000, 1250, 1500, 1750, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000, 15000, 20000],
  inp: [25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000],
  cls: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 2],
};

/** The largest value a report may carry per metric (anything larger is not a measurement). */
export const VITAL_MAX: Record<VitalMetric, number> = { lcp: 120_000, inp: 60_000, cls: 100 };

/** At most this many releases per report (the page's remotes) and errors counted per release. */
export const VITALS_MAX_RELEASES = 6;
export const VITALS_MAX_ERRORS = 20;

/** One release on the page, with the served token the registry handed out with it. */
export interface VitalsRelease {
  remote: RemoteName;
  release: string;
  token: string;
  /** Uncaught errors thrown from this release's files during the visit. */
  errors?: number;
}

/** What one page visit reports: its timings (each attributed to every release listed) and errors. */
export interface VitalsReport {
  releases: VitalsRelease[];
  lcp?: number;
  inp?: number;
  cls?: number;
}

/** The bucket a value falls in: the first bound it does not exceed, else the overflow bucket. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const bounds = VITAL_BUCKETS[metric];
  const i = bounds.findIndex((b) => value <= b);
  return i < 0 ? bounds.length : i;
}

/** The upper bound a bucket stands for (the overflow bucket: twice the last bound). */
export function bucketValue(metric: VitalMetric, bucket: number): number {
  const bounds = VITAL_BUCKETS[metric];
  return bounds[bucket] ?? bounds[bounds.length - 1]! * 2;
}

/** Counts per bucket. */
export type Histogram = ReadonlyMap<number, number> | Readonly<Record<number, number>>;

const entries = (h: Histogram): [number, number][] =>
  (h instanceof Map ? [...h.entries()] : Object.entries(h).map(([k, v]) => [Number(k), v as number])) as [number, number][];

export const histogramCount = (h: Histogram): number => entries(h).reduce((n, [, c]) => n + c, 0);

/**
 * The 75th percentile read from a histogram: the upper bound of the bucket holding it (never
 * better than the truth, so a slow release cannot look fast); null without samples.
 */
export function p75(metric: VitalMetric, h: Histogram): number | null {
  const sorted = entries(h)
    .filter(([, c]) => c > 0)
    .sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((n, [, c]) => n + c, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return bucketValue(metric, sorted[sorted.length - 1]![0]);
}

/** When a canary's page timings count as clearly worse than the live release's. */
export interface SlowCanaryPolicy {
  /** Both releases need at least this many LCP samples in the window before anything is said. */
  minSamples: number;
  /** The canary's p75 LCP must be at least this many times the live release's… */
  ratio: number;
  /** …and at least this many ms above it (a 300 → 400 ms change is no emergency). */
  marginMs: number;
}

export const DEFAULT_SLOW_CANARY_POLICY: SlowCanaryPolicy = { minSamples: 50, ratio: 1.25, marginMs: 500 };

export interface LcpSummary {
  samples: number;
  p75: number | null;
}

export type SlowVerdict = 'slow' | 'fine' | 'too-few-samples';

/**
 * The slow-canary rule (the console's flag and the automatic rollback both use it): with enough
 * samples on both sides, the canary is slow when its p75 LCP exceeds the live one's by the ratio
 * and by the margin.
 */
export function slowCanaryVerdict(canary: LcpSummary, live: LcpSummary, policy: SlowCanaryPolicy): SlowVerdict {
  if (canary.samples < policy.minSamples || live.samples < policy.minSamples || canary.p75 === null || live.p75 === null) return 'too-few-samples';
  return canary.p75 >= live.p75 * policy.ratio && canary.p75 - live.p75 >= policy.marginMs ? 'slow' : 'fine';
}

/** The share of page visits that report timings: a number in 0–1 (anything else: none). */
export const sampleRateOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);
