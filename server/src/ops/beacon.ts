import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError, REMOTE_NAMES } from '@casino/contract';
import { hit, type Limit } from '../auth/rate-limit';
import type { DB } from '../db/schema';
import type { ReleaseService } from '../domains/releases';
import { isPreviewServed, servedTokenSecret, verifyServed } from './served-token';
import { reporterOf } from './reporter';

/** A report is a few short strings: anything larger is not one. */
export const BEACON_BODY_LIMIT = 4 * 1024;
/** Counted reports per client address: a browser whose every part fails sends a few per page. */
export const BEACON_LIMIT: Limit = { max: 60, windowSeconds: 600 };

/** Control characters (PostgreSQL refuses NUL) and lone surrogates, kept out of stored reports. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_STORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A report's texts are error messages: cleaned rather than refused, so a strange error still arrives. */
const reportText = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.replace(NOT_STORABLE, '\uFFFD'));

export const beaconSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  release: z.string().max(80).optional(),
  kind: z.enum(['load', 'render', 'contract']),
  message: reportText(1000),
  url: reportText(500).optional(),
  at: z.string().max(40).optional(),
  /** The served token of the registry entry the failing release came from. */
  token: z.string().max(80).optional(),
});
export type Beacon = z.infer<typeof beaconSchema>;

/** Route options of a report endpoint: an oversize or malformed body is a typed 413/400, never a 500. */
export function reportRoute(bodyLimit: number, what: string) {
  return {
    bodyLimit,
    errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const status = error.statusCode === 413 ? 413 : 400;
      if (!error.statusCode || error.statusCode >= 500) request.log.error(error, `${what} failed`);
      return reply.code(status).send(new ApiError('InvalidRequest', status === 413 ? 'Report too large' : 'Malformed report').toEnvelope());
    },
  };
}

/** The report a beacon carries (sendBeacon posts JSON as text), or null when it is none. */
export function readReport<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> | null {
  let body = raw;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      body = null;
    }
  }
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Answers a refusal with its envelope. */
export function refuse(reply: FastifyReply, error: ApiError) {
  return reply.code(error.status).send(error.toEnvelope());
}

/** Past the per-client report limit (every report endpoint shares it); an IPv6 /64 is one client. */
export async function overReportLimit(db: Kysely<DB>, ip: string): Promise<boolean> {
  return (await hit(db, `beacon:${reporterOf(ip)}`, BEACON_LIMIT)) > BEACON_LIMIT.max;
}

/**
 * Browsers report remote failures here (sendBeacon). A report counts (stored, and towards a
 * canary's health) only with a genuine served token for its release, and at most
 * `BEACON_LIMIT` per client; others are answered alike and change nothing, so forging costs the
 * server no database work.
 */
export function registerBeacon(app: FastifyInstance, db: Kysely<DB>, releases: ReleaseService, { failuresPerClient }: { failuresPerClient: number }): void {
  app.post('/ops/beacon', reportRoute(BEACON_BODY_LIMIT, 'beacon'), async (request, reply) => {
    const beacon = readReport(beaconSchema, request.body);
    if (!beacon) return refuse(reply, new ApiError('InvalidParameter', 'Malformed report', { report: 'Wrong value' }));
    if (!beacon.release) return reply.code(204).send();
    const secret = await servedTokenSecret(db);
    const bucket = verifyServed(secret, beacon.token, beacon.remote, beacon.release);
    if (bucket === null) {
      // An operator previewing a release (preview token): logged as such, counted toward nothing.
      if (isPreviewServed(secret, beacon.token, beacon.remote, beacon.release))
        request.log.warn({ beacon: { ...beacon, token: undefined }, preview: true }, 'remote failure reported from a preview');
      return reply.code(204).send();
    }
    if (await overReportLimit(db, request.ip)) return refuse(reply, new ApiError('TooManyRequests', 'Too many reports'));
    // One browser (or one forger with a genuine token) counts only so often per release: a rollback needs many players.
    const perRelease = { max: failuresPerClient, windowSeconds: 3600 };
    const reporter = reporterOf(request.ip);
    if ((await hit(db, `beacon:${reporter}:${beacon.remote}/${beacon.release}`, perRelease)) > perRelease.max) return reply.code(204).send();
    request.log.warn({ beacon: { ...beacon, token: undefined } }, 'remote failure reported');
    // A rollback also needs many distinct reporters (service.ts, minReporters).
    const { rolledBack } = await releases.recordFailure(beacon, bucket, reporter);
    if (rolledBack) request.log.error({ remote: beacon.remote, release: beacon.release }, 'canary rolled back: failure rate over the threshold');
    return reply.code(204).send();
  });
}

/**
 * A remote's part the server could not render for a visitor (it failed or missed its budget),
 * counted against the release exactly like that visitor's browser report would be: the same
 * served token (their canary bucket), the same per-visitor limit, toward the same rollback.
 */
export async function recordServerRenderFailure(
  db: Kysely<DB>,
  releases: ReleaseService,
  failure: { remote: string; release: string; kind: 'load' | 'render'; message: string; token?: string },
  ip: string,
  { failuresPerClient }: { failuresPerClient: number },
): Promise<void> {
  const bucket = verifyServed(await servedTokenSecret(db), failure.token, failure.remote, failure.release);
  if (bucket === null) return;
  const reporter = reporterOf(ip);
  const perRelease = { max: failuresPerClient, windowSeconds: 3600 };
  if ((await hit(db, `beacon:${reporter}:${failure.remote}/${failure.release}`, perRelease)) > perRelease.max) return;
  await releases.recordFailure(
    { remote: failure.remote, release: failure.release, kind: failure.kind, message: `server render: ${failure.message}` },
    bucket,
    reporter,
  );
}
