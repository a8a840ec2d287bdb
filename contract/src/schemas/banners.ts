// Parameter and result schemas of the `banners.*` methods.
import { z } from 'zod';
import { bannerItem, count, offset, page, text } from './common';

export const bannersSchemas = {
  'banners.get': {
    params: z.object({ offset: offset(), count: count(10, 100), fields: text(500).optional() }),
    result: page(bannerItem),
  },
};
