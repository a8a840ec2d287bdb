// Parameter and result schemas of the `support.*` methods.
import { z } from 'zod';
import { isEmail, multiline, none, say, text } from './common';
import { SUPPORT_TOPICS, supportSettings } from './shapes/site';

export const supportSchemas = {
  'support.getsettings': { params: none, result: supportSettings },
  /** A message for the support mailbox; answers its number. */
  'support.sendFeedback': {
    params: z.object({
      name: text(100).pipe(z.string().min(2, say('minLength', { min: 2 }))),
      email: text(100).pipe(
        z
          .string()
          .min(1, 'Field is required')
          .refine((v) => isEmail(v), say('email')),
      ),
      topic: z.enum(SUPPORT_TOPICS),
      message: multiline(2000).pipe(z.string().min(10, say('minLength', { min: 10 }))),
    }),
    result: z.object({ id: z.number().int() }),
  },
};
