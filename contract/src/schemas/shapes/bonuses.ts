/** Building blocks of the API's schemas for offers, promo codes, bonuses and free spins (results and parameters the methods share). */
import { z } from 'zod';
import { money, richDescription } from '../common';

export const offerItem = z.object({
  id: z.number().int(),
  sysname: z.string(),
  trigger: z.object({
    action: z.string(),
    params: z.object({ exclude_methods: z.array(z.string()) }).catchall(z.unknown()),
    user_satisfies_params: z.boolean(),
  }),
  description: richDescription,
  promotions: z.array(z.record(z.string(), z.unknown())),
  ends_at: z.number().int().nullable(),
});
export type OfferItem = z.infer<typeof offerItem>;

/** What a promo code or an offer gives (spec §7 campaigns.checkPromocode): amounts in the player's currency. */
export const promoGift = z.object({
  type: z.enum(['bonus', 'betting_bonus', 'freespins']),
  amount: money.nullable(),
  /** Free spins: how many, on which slot, at what stake each. */
  count: z.number().int().nullable(),
  game: z.string().nullable(),
  game_name: z.string().nullable(),
  stake: money.nullable(),
  /** Wagering: × the bonus amount (for free spins, × their wins). */
  wager: z.number().int(),
  /** Days the bonus (or the pack) stays valid once given. */
  days: z.number().int(),
});
export type PromoGift = z.infer<typeof promoGift>;

export const bonusStatus = z.enum(['available', 'active', 'wagered', 'expired', 'cancelled']);
export const bonusSource = z.enum(['promo_code', 'deposit_offer', 'offer', 'loyalty', 'ops']);
/**
 * A bonus record (casino bonus money, or betting bonus money for BettingBonuses.*): `amount` is
 * what it gives, `balance` what is left of it on the bonus balance while active, `wagering`
 * what must be staked (`wager` × amount) and what has been; dates are unix seconds.
 */
export const bonusItem = z.object({
  id: z.number().int(),
  status: bonusStatus,
  source: bonusSource,
  amount: money,
  balance: money.nullable(),
  wager: z.number().int(),
  wagering: z.object({ required: money, wagered: money }),
  description: richDescription,
  freespin_pack_id: z.number().int().nullable(),
  expires_at: z.number().int(),
  created_at: z.number().int(),
  activated_at: z.number().int().nullable(),
  finished_at: z.number().int().nullable(),
  converted: money.nullable(),
  forfeited: money.nullable(),
});
export type BonusItem = z.infer<typeof bonusItem>;

/**
 * How stakes count toward wagering, as the operator set it: the percentage of each game type's
 * stakes (of bets that cover each other in one round, only their net exposure) and, for betting
 * bonuses, the lowest decimal price a sportsbook bet needs (it counts when settled).
 */
export const wageringRules = z.object({
  contributions: z.array(z.object({ type: z.enum(['casino', 'slot', 'live', 'fast', 'sportsbook']), percent: z.number().int().min(0).max(100) })),
  min_odds: z.number().nullable(),
});
export type WageringRules = z.infer<typeof wageringRules>;
/** A page of bonuses with the wagering rules of their kind (`wagering_rules`, absent from older servers). */
export const bonusPage = z.object({ items: z.array(bonusItem), total: z.number().int(), wagering_rules: wageringRules.optional() });

export const freespinStatus = z.enum(['active', 'finished', 'expired', 'cancelled']);
/** Free spin pack (spec §3): the slot, spins left, the stake of each, and the bonus record its wins go to. */
export const freespinPack = z.object({
  id: z.number().int(),
  game: z.object({ sysname: z.string(), name: z.string() }),
  count: z.number().int(),
  remaining_count: z.number().int(),
  status: freespinStatus,
  stake: money,
  wager: z.number().int(),
  bonus_id: z.number().int().nullable(),
  description: richDescription,
  expires_at: z.number().int(),
  created_at: z.number().int(),
});
export type FreespinPack = z.infer<typeof freespinPack>;
