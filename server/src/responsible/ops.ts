import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { DB } from '../db/schema';
import { actorOf, parse } from '../ops/routes';
import { activeExclusion, exclusionOf, liftExclusion } from './exclusions';

const uidParam = z.object({ uid: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });
const liftBody = z.object({ reason: z.string().trim().min(3).max(500) });

/**
 * A player's time-out or self-exclusion over the ops API (behind the ops token; the console's
 * `admin` role): nothing on the site can shorten one, so lifting it early is an operator's
 * decision with a reason, written to the account's audit log.
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/exclusions/:uid` | `{ exclusion: { kind, period, since, until, active } \| null }` |
 * | `POST /ops/exclusions/:uid/lift` | `{ reason }`: ends the running one; refused when none runs |
 */
export function exclusionOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/exclusions/:uid', async (request) => {
      const { uid } = parse(uidParam, request.params);
      const exclusion = await exclusionOf(db, uid);
      const active = exclusion ? (await activeExclusion(db, uid)) !== null : false;
      return {
        data: {
          exclusion: exclusion
            ? { kind: exclusion.kind, period: exclusion.period, since: exclusion.since.toISOString(), until: exclusion.until?.toISOString() ?? null, active }
            : null,
        },
      };
    });
    ops.post('/ops/exclusions/:uid/lift', async (request) => {
      const { uid } = parse(uidParam, request.params);
      const { reason } = parse(liftBody, request.body);
      const lifted = await liftExclusion(db, uid, actorOf(request), reason);
      if (!lifted) throw new ApiError('InvalidParameter', 'No time-out or self-exclusion runs for this player', { uid: 'no_running_exclusion' });
      request.log.info({ uid, actor: actorOf(request) }, 'exclusion lifted');
      return { data: { lifted } };
    });
  };
}
