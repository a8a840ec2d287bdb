// Parameter and result schemas of the `bonuses.*` methods.
import { z } from 'zod';
import { count, csv, id, offset, text } from './common';
import { bonusItem, bonusPage, bonusStatus } from './shapes/bonuses';

export const bonusesSchemas = {
  /** The player's casino bonuses, newest first; `status` narrows the list. */
  'bonuses.get': {
    params: z.object({ offset: offset(), count: count(20, 100), status: csv(bonusStatus, 5).optional(), fields: text(500).optional() }),
    result: bonusPage,
  },
  /**
   * Activates an available bonus (its money goes onto the bonus balance). A refusal is
   * InvalidParameterException with `fields.bonus_id` one of BONUS_ERRORS (one active at a time).
   */
  'bonuses.activate': { params: z.object({ bonus_id: id() }), result: bonusItem },
  /** Ends the active bonus: the bonus money it left is forfeited. */
  'bonuses.deactivate': { params: z.object({ bonus_id: id() }), result: bonusItem },
  /** Removes an available bonus, or ends an active one (its bonus money is forfeited). */
  'bonuses.remove': { params: z.object({ bonus_id: id() }), result: bonusItem },
};
