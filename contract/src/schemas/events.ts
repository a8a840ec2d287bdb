// Parameter and result schemas of the `events.*` methods.
import { z } from 'zod';
import { one, plainJson } from './common';

export const eventsSchemas = {
  /** A client event the operator tracks (`event_params`: a JSON object, at most 2 KB). */
  'events.handle': {
    params: z.object({
      event_name: z
        .string()
        .trim()
        .regex(/^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/, 'Field regex'),
      event_params: z
        .string()
        .max(2048)
        .optional()
        .transform((v, ctx) => {
          if (v === undefined || v === '') return {};
          try {
            const parsed = JSON.parse(v) as unknown;
            if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && plainJson(parsed)) return parsed as Record<string, unknown>;
          } catch {
            // reported below
          }
          ctx.addIssue({ code: 'custom', message: 'Wrong value' });
          return z.NEVER;
        }),
    }),
    result: one,
  },
};
