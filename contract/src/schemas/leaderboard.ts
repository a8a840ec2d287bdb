// Parameter and result schemas of the `leaderboard.*` methods.
import { z } from 'zod';
import { count, id, offset, page } from './common';
import { leaderboardItem } from './shapes/tournaments';

export const leaderboardSchemas = {
  'leaderboard.get': {
    params: z.object({ tournament_id: id(), offset: offset(), count: count(20, 100) }),
    result: page(leaderboardItem),
  },
};
