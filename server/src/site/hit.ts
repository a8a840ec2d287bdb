import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { readSession, sessionIdOf } from '../auth/sessions';
import { addressKey, hit as countHit, type Limit } from '../auth/rate-limit';
import { isPlainText } from '@casino/contract/schemas';

/** Hits one client address may record: a visitor sends a few per visit; generous for shared (NAT) addresses. */
export const HIT_LIMIT: Limit = { max: 120, windowSeconds: 600 };

/** The 1×1 transparent GIF a tracking image receives. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const pageUrl = z
  .string()
  .max(2048)
  .refine(isPlainText, 'Wrong value')
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, 'Wrong value');

/**
 * Query of `GET /hit` (spec §7): a visit hit carries the referer, the landing path and the
 * affiliate `track_id` of the landing URL; the fraud-check hit carries `seon_session` instead.
 */
export const HitQuery = z
  .object({
    referer: z.union([z.literal(''), pageUrl]).optional(),
    path: z
      .string()
      .max(2048)
      .regex(/^\/(?!\/)/, 'Wrong value')
      .refine(isPlainText, 'Wrong value')
      .optional(),
    track_id: z
      .string()
      .regex(/^[A-Za-z0-9._~-]{1,128}$/, 'Wrong value')
      .optional(),
    seon_session: z
      .string()
      .regex(/^[A-Za-z0-9+/_-]{16,8192}={0,2}$/, 'Wrong value')
      .optional(),
  })
  .refine((q) => !(q.track_id && q.seon_session), { message: 'track_id and seon_session are separate hits', path: ['seon_session'] });

export type Hit = z.infer<typeof HitQuery>;

export function hitKind(hit: Hit): 'visit' | 'fraud-check' {
  return hit.seon_session ? 'fraud-check' : 'visit';
}

/** `GET /hit`: records the hit and answers the tracking pixel; a malformed query is refused. */
export function registerHit(app: FastifyInstance, db: Kysely<DB>, config: Config): void {
  app.get('/hit', async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const parsed = HitQuery.safeParse(Object.fromEntries(Object.entries(raw).filter(([k]) => k in HitQuery.shape)));
    if (!parsed.success || Object.values(raw).some(Array.isArray)) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) fields[String(issue.path[0] ?? 'query')] = issue.message;
      const error = new ApiError('InvalidParameter', 'Malformed hit', Object.keys(fields).length ? fields : { query: 'Wrong value' });
      return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
    }
    const hit = parsed.data;
    if ((await countHit(db, `hit:${addressKey(request.ip)}`, HIT_LIMIT)) > HIT_LIMIT.max) {
      const error = new ApiError('TooManyRequests', 'Too many hits');
      return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
    }
    const sessionId = sessionIdOf(request, config);
    const session = sessionId ? await readSession(db, sessionId, config) : null;
    await db
      .insertInto('site_hits')
      .values({
        kind: hitKind(hit),
        track_id: hit.track_id ?? null,
        seon_session: hit.seon_session ?? null,
        referer: hit.referer || null,
        path: hit.path ?? null,
        account_id: session?.account.id ?? null,
        ip: request.ip,
        user_agent: (request.headers['user-agent'] ?? '').slice(0, 512) || null,
      })
      .execute();
    return reply.header('Cache-Control', 'no-store').type('image/gif').send(PIXEL);
  });
}
