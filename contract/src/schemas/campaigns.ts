// Parameter and result schemas of the `campaigns.*` methods.
import { z } from 'zod';
import { fieldRules } from '../validation/field-rules';
import { count, id, offset, page, say, text } from './common';
import { offerItem, promoGift } from './shapes/bonuses';

export const campaignsSchemas = {
  'campaigns.getoffers': {
    params: z.object({ offset: offset(), count: count(20, 100), fields: text(500).optional() }),
    result: page(offerItem),
  },
  /**
   * Activates the offer behind a promo code (spec §4: after registration). A refusal is
   * InvalidParameterException with `fields.promo_code` a list of codes
   * (`promo_code_not_found`, `promo_code_already_activated`).
   */
  'campaigns.activateOffer': {
    params: z.object({ promo_code: text(fieldRules.promoCode.max).pipe(z.string().min(1, say('required'))), fields: text(500).optional() }),
    result: offerItem,
  },
  /** Checks a promo code without using it: the offer and what it would give; refused as activateOffer refuses. */
  'campaigns.checkPromocode': {
    params: z.object({ promo_code: text(fieldRules.promoCode.max).pipe(z.string().min(1, say('required'))) }),
    result: z.object({ promo_code: z.string(), offer: offerItem, gives: z.array(promoGift) }),
  },
  /** Takes an offer that needs neither a deposit nor a code (trigger action `take`), once per player. */
  'campaigns.takepromotions': {
    params: z.object({ offer_id: id() }),
    result: z.object({ offer: offerItem, gives: z.array(promoGift) }),
  },
};
