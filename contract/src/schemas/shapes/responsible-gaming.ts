/** Building blocks of the API's schemas for responsible gaming: the reality check and self-exclusion (results and parameters the methods share). */
import { z } from 'zod';
import { EXCLUSION_PERIODS } from '../../responsible-gaming';
import { money } from '../common';

/**
 * The reality check (responsible gaming): the chosen interval and, for the current session, when
 * it began and what real money (the main balance) was bet and won since, in the account currency.
 */
export const realityCheck = z.object({
  /** Minutes between checks; 0 is off. */
  interval: z.number().int(),
  /** Sign-in of the current session, unix seconds. */
  started_at: z.number().int(),
  /** The server's clock, unix seconds (the browser measures the time played against it). */
  now: z.number().int(),
  total_bet: money,
  total_won: money,
  /** Won minus bet: negative when the player lost. */
  net: money,
});
export type RealityCheck = z.infer<typeof realityCheck>;

/** A time-out or self-exclusion just taken; `until` unix seconds, null when permanent. */
export const selfExclusion = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  period: z.enum(EXCLUSION_PERIODS),
  until: z.number().int().nullable(),
});
