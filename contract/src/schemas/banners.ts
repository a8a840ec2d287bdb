// Parameter and result schemas of the `banners.*` methods.
import { z } from 'zod';
import { count, offset, page, text } from './common';
import { bannerItem } from './shapes/content';

export const bannersSchemas = {
  'banners.get': {
    params: z.object({ offset: offset(), count: count(10, 100), fields: text(500).optional() }),
    result: page(bannerItem),
  },
};
