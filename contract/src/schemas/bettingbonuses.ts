// Parameter and result schemas of the `BettingBonuses.*` methods.
import { z } from 'zod';
import { count, csv, id, offset, text } from './common';
import { bonusItem, bonusPage, bonusStatus } from './shapes/bonuses';

export const bettingbonusesSchemas = {
  'BettingBonuses.get': {
    params: z.object({ offset: offset(), count: count(20, 100), status: csv(bonusStatus, 5).optional(), fields: text(500).optional() }),
    result: bonusPage,
  },
  'BettingBonuses.activate': { params: z.object({ bonus_id: id() }), result: bonusItem },
  'BettingBonuses.remove': { params: z.object({ bonus_id: id() }), result: bonusItem },
};
