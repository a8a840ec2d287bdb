// Parameter and result schemas of the `Jackpots.*` methods.
import { z } from 'zod';
import { count, id, offset, page, text } from './common';
import { jackpotItem, jackpotWinner } from './shapes/jackpots';

export const jackpotsSchemas = {
  'Jackpots.get': {
    params: z.object({ offset: offset(), count: count(20, 100), fields: text(500).optional() }),
    result: page(jackpotItem),
  },
  'Jackpots.getWinners': {
    params: z.object({ jackpot_id: id().optional(), offset: offset(), count: count(20, 100) }),
    result: page(jackpotWinner),
  },
};
