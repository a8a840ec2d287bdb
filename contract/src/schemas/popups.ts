// Parameter and result schemas of the `popups.*` methods.
import { z } from 'zod';
import { count, flag, offset, page, sysname } from './common';
import { campaignPopup } from './shapes/content';

export const popupsSchemas = {
  /**
   * The player's campaign popups (spec §4), by position. `sysname` picks one; `preview=1` also
   * answers drafts (the operator's `#popup-preview` links).
   */
  'popups.get': {
    params: z.object({ sysname: sysname().optional(), preview: flag().default(false), offset: offset(), count: count(10, 50) }),
    result: page(campaignPopup),
  },
};
