/** Building blocks of the API's schemas for the loyalty programme and its shop (results and parameters the methods share). */
import { z } from 'zod';
import { richDescription } from '../common';

export const loyaltyLevel = z.object({
  id: z.number().int(),
  sysname: z.string(),
  title: z.string(),
  image_url: z.string(),
  minValue: z.number(),
  maxValue: z.number().nullable(),
  expCount: z.number(),
});
export const loyaltyCharacter = z.object({
  id: z.number().int(),
  sysname: z.string(),
  description: richDescription,
});
export const loyaltyProgram = z.object({
  id: z.number().int(),
  sysname: z.string(),
  is_active: z.boolean(),
  description: richDescription,
  pointsAlias: z.string(),
  levels: z.array(loyaltyLevel),
});
export type LoyaltyProgram = z.infer<typeof loyaltyProgram>;
export const loyaltyInfo = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  is_active: z.boolean(),
  points: z.number(),
  exp: z.number(),
  character: loyaltyCharacter.nullable(),
  level: loyaltyLevel.nullable(),
  levels: z.array(loyaltyLevel),
  pointsAlias: z.string(),
});
export type LoyaltyInfo = z.infer<typeof loyaltyInfo>;
export const loyaltyProduct = z.object({
  id: z.number().int(),
  sysname: z.string(),
  type: z.string(),
  price: z.number(),
  stock: z.number().int().nullable(),
  description: richDescription,
  /** What it grants: bonus {amount (USD), wager}, freespins {count}, cashback {percent, days}; a prize grants an order. */
  grants: z
    .object({
      amount: z.number().optional(),
      wager: z.number().optional(),
      count: z.number().optional(),
      percent: z.number().optional(),
      days: z.number().optional(),
    })
    .optional(),
});
export type LoyaltyProduct = z.infer<typeof loyaltyProduct>;
/** A loyalty notice (spec §3): a level reached, or points credited (type `credit`). */
export const loyaltyNotification = z.object({
  id: z.number().int(),
  trigger: z.enum(['level_up', 'points']),
  type: z.enum(['credit', 'other']),
  amount: z.number(),
  amountType: z.enum(['points', 'level']),
  title: z.string(),
  message: z.string(),
  image: z.string(),
});
export type LoyaltyNotification = z.infer<typeof loyaltyNotification>;
/** A loyalty shop purchase: the order and the points left. */
export const loyaltyOrder = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  price: z.number(),
  status: z.enum(['granted', 'pending', 'delivered', 'cancelled']),
  bonus_id: z.number().int().nullable(),
  points: z.number(),
});
export type LoyaltyOrder = z.infer<typeof loyaltyOrder>;
