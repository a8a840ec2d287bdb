import { sql, type Kysely } from 'kysely';
import { p75, VITAL_METRICS, vitalBucket, type LcpSummary, type VitalMetric } from '@casino/contract';
import type { DB } from '../../db/schema';

/** The hour a moment belongs to (UTC), as the counters key it. */
export const hourOf = (ms: number): Date => new Date(Math.floor(ms / 3_600_000) * 3_600_000);

/** The bucket rows one report adds: one per metric it carries, for every release it names. */
export function vitalRows(releases: readonly { remote: string; release: string }[], values: Partial<Record<VitalMetric, number>>, hour: Date) {
  const rows: { remote: string; release: string; hour: Date; metric: VitalMetric; bucket: number }[] = [];
  for (const r of releases) {
    for (const metric of VITAL_METRICS) {
      const value = values[metric];
      if (typeof value === 'number') rows.push({ remote: r.remote, release: r.release, hour, metric, bucket: vitalBucket(metric, value) });
    }
  }
  return rows;
}

/** Adds counts to a release's hour (loads, failures or errors); the row is made on first use. */
export async function addToHour(
  db: Kysely<DB>,
  remote: string,
  release: string,
  hour: Date,
  add: { loads?: number; failures?: number; errors?: number },
): Promise<void> {
  const loads = add.loads ?? 0;
  const failures = add.failures ?? 0;
  const errors = add.errors ?? 0;
  if (!loads && !failures && !errors) return;
  await db
    .insertInto('release_hours')
    .values({ remote, release, hour, loads, failures, errors })
    .onConflict((oc) =>
      oc.columns(['remote', 'release', 'hour']).doUpdateSet({
        loads: sql`release_hours.loads + ${loads}`,
        failures: sql`release_hours.failures + ${failures}`,
        errors: sql`release_hours.errors + ${errors}`,
      }),
    )
    .execute();
}

/** Counts one report's timings into the bucket rows (additions: safe from every instance). */
export async function addVitals(db: Kysely<DB>, rows: ReturnType<typeof vitalRows>): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto('release_vitals')
      .values({ ...row, n: 1 })
      .onConflict((oc) => oc.columns(['remote', 'release', 'hour', 'metric', 'bucket']).doUpdateSet({ n: sql`release_vitals.n + 1` }))
      .execute();
  }
}

export interface ReleaseVitals {
  release: string;
  samples: Record<VitalMetric, number>;
  p75: Record<VitalMetric, number | null>;
  errors: number;
}

/** Per release of a remote since `since`: samples and p75 of each metric, and the errors reported. */
export async function vitalsSince(db: Kysely<DB>, remote: string, since: Date, releases?: readonly string[]): Promise<ReleaseVitals[]> {
  let buckets = db
    .selectFrom('release_vitals')
    .select(['release', 'metric', 'bucket', sql<string>`sum(n)`.as('n')])
    .where('remote', '=', remote)
    .where('hour', '>=', since)
    .groupBy(['release', 'metric', 'bucket']);
  let errors = db
    .selectFrom('release_hours')
    .select(['release', sql<string>`sum(errors)`.as('errors')])
    .where('remote', '=', remote)
    .where('hour', '>=', since)
    .groupBy('release');
  if (releases) {
    if (releases.length === 0) return [];
    buckets = buckets.where('release', 'in', releases);
    errors = errors.where('release', 'in', releases);
  }
  const [bucketRows, errorRows] = await Promise.all([buckets.execute(), errors.execute()]);
  const names = [...new Set([...bucketRows.map((r) => r.release), ...errorRows.map((r) => r.release)])].sort();
  return names.map((release) => {
    const samples = { lcp: 0, inp: 0, cls: 0 } as Record<VitalMetric, number>;
    const values = {} as Record<VitalMetric, number | null>;
    for (const metric of VITAL_METRICS) {
      const histogram = new Map<number, number>();
      for (const r of bucketRows) if (r.release === release && r.metric === metric) histogram.set(Number(r.bucket), Number(r.n));
      samples[metric] = [...histogram.values()].reduce((a, b) => a + b, 0);
      values[metric] = p75(metric, histogram);
    }
    return { release, samples, p75: values, errors: Number(errorRows.find((r) => r.release === release)?.errors ?? 0) };
  });
}

export const lcpOf = (v: ReleaseVitals | undefined): LcpSummary => ({ samples: v?.samples.lcp ?? 0, p75: v?.p75.lcp ?? null });
