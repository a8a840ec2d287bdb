import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { parse } from '../../ops/routes';
import { settingsActorOf } from '../../ops/settings-audit';
import { contributionViews, setContribution, wageringRules, WAGERING_TYPES } from './wagering';

const typeParam = z.object({ type: z.enum(WAGERING_TYPES) });
const changeBody = z
  .object({
    percent: z.number().int().min(0).max(100),
    /** Decimal odds, two decimals at most: the sportsbook's lowest price that counts. */
    min_odds: z.number().min(1.01).max(1000).optional(),
  })
  .strict();

/**
 * Wagering contributions over the ops API (role `admin`, docs/bonuses-and-loyalty.md):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/wagering/contributions` | `{ items: [{ type, percent, min_odds }] }`, `min_odds` (decimal) the sportsbook's only |
 * | `PUT /ops/wagering/contributions/:type` | `{ percent: 0–100, min_odds?: decimal (sportsbook only) }`, audited as `wagering.contribution` |
 */
export function wageringOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/wagering/contributions', async () => ({ data: { items: contributionViews(await wageringRules(db)) } }));
    ops.put('/ops/wagering/contributions/:type', async (request) => {
      const { type } = parse(typeParam, request.params);
      const body = parse(
        changeBody.refine((b) => b.min_odds === undefined || type === 'sportsbook', { message: 'Only the sportsbook has a lowest price', path: ['min_odds'] }),
        request.body,
      );
      const minOdds = body.min_odds === undefined ? undefined : Math.round(body.min_odds * 100);
      const rule = await setContribution(db, type, { percent: body.percent, minOdds }, settingsActorOf(request));
      request.log.info({ type, percent: rule.percent, min_odds: rule.min_odds, actor: settingsActorOf(request) }, 'wagering contribution changed');
      return { data: rule };
    });
  };
}
