// Parameter and result schemas of the `freespins.*` methods.
import { z } from 'zod';
import { count, csv, offset, page, text } from './common';
import { freespinPack, freespinStatus } from './shapes/bonuses';

export const freespinsSchemas = {
  /** The player's free spin packs (spec §7: status active, count 99, fields description). */
  'freespins.get': {
    params: z.object({ offset: offset(), count: count(99, 100), status: csv(freespinStatus, 4).optional(), fields: text(500).optional() }),
    result: page(freespinPack),
  },
};
