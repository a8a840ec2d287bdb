import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  ApiError,
  REMOTE_NAMES,
  VITAL_MAX,
  VITALS_MAX_ERRORS,
  VITALS_MAX_RELEASES,
  type RemoteName,
  type SlowCanaryPolicy,
  type VitalsReport,
} from '@casino/contract';
import { hit } from '../auth/rate-limit';
import type { DB } from '../db/schema';
import type { ReleaseService } from '../domains/releases';
import { addToHour, addVitals, hourOf, vitalRows } from '../domains/releases';
import { overReportLimit, readReport, refuse, reportRoute } from './beacon';
import { servedTokenSecret, verifyServed } from './served-token';
import { reporterOf } from './reporter';

/** A timing report is a few numbers and at most six releases with their tokens. */
export const VITALS_BODY_LIMIT = 2 * 1024;

const metric = (max: number) => z.number().finite().min(0).max(max).optional();

export const vitalsSchema = z.object({
  releases: z
    .array(
      z.object({
        remote: z.enum(REMOTE_NAMES),
        release: z.string().min(1).max(80),
        token: z.string().max(80),
        errors: z.number().int().min(0).max(VITALS_MAX_ERRORS).optional(),
      }),
    )
    .min(1)
    .max(VITALS_MAX_RELEASES),
  lcp: metric(VITAL_MAX.lcp),
  inp: metric(VITAL_MAX.inp),
  cls: metric(VITAL_MAX.cls),
}) satisfies z.ZodType<VitalsReport>;

export interface VitalsOptions {
  /** Reports one client address adds per release and hour. */
  perClient: number;
  slow: SlowCanaryPolicy;
  /** Remotes whose canary is rolled back when the slow-canary rule finds it slow. */
  rollbackOnSlow: readonly RemoteName[];
}

/**
 * Browsers report page timings (LCP, INP, CLS) and errors per release here, from a sample of
 * visits. As with failure reports, a release counts only with a genuine served token for it (a
 * canary only from a visitor inside its share), at most `BEACON_LIMIT` reports per client in all
 * and `perClient` per release and hour; the rest are answered alike and change nothing. Values
 * are added to bucket counters per release and hour, never stored one by one.
 */
export function registerVitalsBeacon(app: FastifyInstance, db: Kysely<DB>, releases: ReleaseService, options: VitalsOptions): void {
  app.post('/ops/vitals', reportRoute(VITALS_BODY_LIMIT, 'timing report'), async (request, reply) => {
    const report = readReport(vitalsSchema, request.body);
    if (!report) return refuse(reply, new ApiError('InvalidParameter', 'Malformed report', { report: 'Wrong value' }));
    const secret = await servedTokenSecret(db);
    const genuine = report.releases
      .map((r) => ({ ...r, bucket: verifyServed(secret, r.token, r.remote, r.release) }))
      .filter((r): r is typeof r & { bucket: number } => r.bucket !== null);
    // Forged or stale tokens: answered like any report, no database work.
    if (genuine.length === 0) return reply.code(204).send();
    if (await overReportLimit(db, request.ip)) return refuse(reply, new ApiError('TooManyRequests', 'Too many reports'));
    const activations = await db.selectFrom('remote_activations').select(['remote', 'canary_release', 'canary_percent']).execute();
    const perRelease = { max: options.perClient, windowSeconds: 3600 };
    // An IPv6 /64 is one client, as for failure reports.
    const reporter = reporterOf(request.ip);
    const counted: typeof genuine = [];
    for (const r of genuine) {
      const a = activations.find((x) => x.remote === r.remote);
      // A canary's timings come only from visitors inside its share, as its failures do.
      if (a?.canary_release === r.release && r.bucket >= a.canary_percent) continue;
      if ((await hit(db, `vitals:${reporter}:${r.remote}/${r.release}`, perRelease)) > perRelease.max) continue;
      counted.push(r);
    }
    const hour = hourOf(Date.now());
    await addVitals(db, vitalRows(counted, report, hour));
    for (const r of counted) if (r.errors) await addToHour(db, r.remote, r.release, hour, { errors: r.errors });
    if (report.lcp !== undefined) {
      for (const r of counted) {
        if (activations.find((x) => x.remote === r.remote)?.canary_release !== r.release) continue;
        // The slow-canary rollback needs many distinct reporters of the canary's timings.
        await releases.noteReporter(r.remote, r.release, 'timing', reporter);
        const { rolledBack } = await releases.checkSlowCanary(r.remote, r.release, options.slow, options.rollbackOnSlow.includes(r.remote));
        if (rolledBack) request.log.error({ remote: r.remote, release: r.release }, 'canary rolled back: its pages are slower than the live release');
      }
    }
    return reply.code(204).send();
  });
}
