// Parameter and result schemas of the `FreshChat.*` methods.
import { z } from 'zod';
import { multiline, one, text } from './common';

export const freshchatSchemas = {
  /** A message of a FreshChat conversation, kept for the operator. */
  'FreshChat.storeChatEvent': {
    params: z.object({
      channel_id: text(100).pipe(z.string().min(1, 'Field is required')),
      conversation_id: text(100).pipe(z.string().min(1, 'Field is required')),
      text: multiline(4000),
      event: z.enum(['sent', 'received']),
    }),
    result: one,
  },
};
