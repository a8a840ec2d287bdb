// Parameter and result schemas of the `tournaments.*` methods.
import { z } from 'zod';
import { count, csv, id, offset, one, page, text } from './common';
import { tournamentItem, tournamentStatus } from './shapes/tournaments';

export const tournamentsSchemas = {
  'tournaments.get': {
    params: z.object({
      offset: offset(),
      count: count(20, 100),
      ids: csv(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, 'Field regex')
          .transform(Number),
        100,
      ).optional(),
      status: csv(tournamentStatus, 3).optional(),
      fields: text(500).optional(),
    }),
    result: page(tournamentItem),
  },
  /** Joins a running or future tournament (again is fine); the browser then reloads the tournament (spec §4). */
  'tournaments.participate': { params: z.object({ tournament_id: id() }), result: one },
};
