/** Building blocks of the API's schemas for tournaments and their leaderboards (results and parameters the methods share). */
import { z } from 'zod';
import { money, richDescription } from '../common';

export const tournamentStatus = z.enum(['future', 'active', 'finished']);
export const tournamentPlace = z.object({
  place: z.number().int(),
  fakename: z.string(),
  points: z.number(),
  prize: money.nullable(),
});
export const tournamentItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  status: tournamentStatus,
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  description: richDescription,
  total_prize: money,
  prizes: z.array(z.object({ place_from: z.number().int(), place_to: z.number().int(), prize: money })),
  user_info: z.object({ is_participant: z.boolean(), points: z.number(), place: z.number().int().nullable() }).nullable(),
  winners: z.array(tournamentPlace),
  restrictions: z.record(z.string(), z.unknown()),
  total_participants: z.number().int(),
  total_points: z.number(),
  reset_on_cashout: z.boolean(),
  games_count: z.number().int(),
  games: z.array(z.string()),
  provider: z.string().nullable(),
  image_url: z.string(),
  tags: z.array(z.string()),
  extra: z.record(z.string(), z.unknown()),
});
export type TournamentItem = z.infer<typeof tournamentItem>;

export const leaderboardItem = tournamentPlace.extend({ is_current_user: z.boolean() });
export type LeaderboardItem = z.infer<typeof leaderboardItem>;
