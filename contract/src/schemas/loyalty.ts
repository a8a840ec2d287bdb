// Parameter and result schemas of the `loyalty.*` methods.
import { z } from 'zod';
import { count, id, none, offset, page, sysname } from './common';
import { loyaltyCharacter, loyaltyInfo, loyaltyNotification, loyaltyOrder, loyaltyProduct, loyaltyProgram } from './shapes/loyalty';

export const loyaltySchemas = {
  'loyalty.getinfo': { params: none, result: loyaltyInfo },
  'loyalty.getPrograms': { params: none, result: page(loyaltyProgram) },
  'loyalty.getProgram': { params: z.object({ sysname: sysname() }), result: loyaltyProgram },
  /** Characters list: items, offset, limit, total (spec §3). */
  'loyalty.getcharacters': {
    params: z.object({ offset: offset(), limit: count(20, 100) }),
    result: page(loyaltyCharacter).extend({ offset: z.number().int(), limit: z.number().int() }),
  },
  'loyalty.getproducts': {
    params: z.object({ offset: offset(), count: count(20, 100) }),
    result: page(loyaltyProduct),
  },
  /** The loyalty notices not shown yet (each is answered once): level reached, points credited. */
  'loyalty.getnotifications': { params: none, result: page(loyaltyNotification) },
  /**
   * Buys a product with points (Idempotency-Key header; a repeat answers the first order). A refusal
   * is InvalidParameter with `fields.product_id` (`product_not_found`, `insufficient_points`, `out_of_stock`).
   */
  'loyalty.buyproduct': { params: z.object({ product_id: id() }), result: loyaltyOrder },
  /** Sets the player's character (`fields.id`: `character_not_found`); answers the info reloaded. */
  'loyalty.setcharacter': { params: z.object({ id: id() }), result: loyaltyInfo },
};
