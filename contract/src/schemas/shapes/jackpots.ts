/** Building blocks of the API's schemas for jackpots (results and parameters the methods share). */
import { z } from 'zod';
import { money, richDescription } from '../common';

export const jackpotItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  amount: money,
  description: richDescription,
  games: z.array(z.string()),
  status: z.string(),
});
export type JackpotItem = z.infer<typeof jackpotItem>;

export const jackpotWinner = z.object({
  id: z.number().int(),
  jackpot_id: z.number().int(),
  fakename: z.string(),
  amount: money,
  game: z.object({ sysname: z.string(), name: z.string() }),
  won_at: z.number().int(),
});
export type JackpotWinner = z.infer<typeof jackpotWinner>;
