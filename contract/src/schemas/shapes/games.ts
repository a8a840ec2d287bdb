/** Building blocks of the API's schemas for the game catalogue and its filters (results and parameters the methods share). */
import { z } from 'zod';
import { csv, gameType, sysname, text } from '../common';

/** Text + image of an item; non-empty description values replace the plain ones (spec §3). */
export const itemDescription = z.object({ img_288_192: z.string(), name: z.string() });

export const gameItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  provider: z.string(),
  provider_name: z.string(),
  type: gameType,
  tags: z.array(z.string()),
  image_url: z.string(),
  description: itemDescription,
  has_demo: z.boolean(),
  popularity: z.number().int(),
  released_at: z.number().int(),
});
export type GameItem = z.infer<typeof gameItem>;

export const categoryItem = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  types: z.array(z.string()).nullable(),
  tags: z.array(z.string()).nullable(),
  position: z.number().int(),
  is_system: z.boolean(),
  games_count: z.number().int(),
});
export type CategoryItem = z.infer<typeof categoryItem>;

export const providerItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  image_url: z.string(),
  description: itemDescription,
  game_params: z.record(z.string(), z.unknown()),
  types: z.array(z.string()),
  games_count: z.number().int(),
});
export type ProviderItem = z.infer<typeof providerItem>;

export const gameFilters = z.object({
  query: text(100).optional(),
  types: csv(gameType, 4).optional(),
  tags: csv(sysname(), 20).optional(),
  providers: csv(sysname(), 50).optional(),
  sysname: csv(sysname(), 300).optional(),
  sysnames: csv(sysname(), 300).optional(),
  category: sysname().optional(),
});
