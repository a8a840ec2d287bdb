// Parameter and result schemas of the `metadata.*` methods.
import { z } from 'zod';
import { isPlainText } from '../validation/field-rules';
import { none } from './common';
import { generalInfo } from './shapes/account';
import { pageMetadata } from './shapes/site';

export const metadataSchemas = {
  'metadata.getgeneralinfo': { params: none, result: generalInfo },
  /** The metadata of one page of the site (`path`, with its locale prefix): what the server writes into its head. */
  'metadata.get': {
    params: z.object({
      path: z
        .string()
        .trim()
        .max(300)
        .refine(isPlainText, 'Field regex')
        .regex(/^\/(?!\/)[^\s?#\\]*$/, 'Field regex'),
    }),
    result: pageMetadata,
  },
};
