// Parameter and result schemas of the `cashbacks.*` methods.
import { z } from 'zod';
import { count, csv, id, offset, order, page, text } from './common';
import { cashbackItem, cashbackStatus } from './shapes/cashbacks';

export const cashbacksSchemas = {
  /** The player's cashbacks (spec §7: count, sort, order, statuses, fields, offset). */
  'cashbacks.get': {
    params: z.object({
      offset: offset(),
      count: count(10, 50),
      sort: z.enum(['end_date', 'id']).default('end_date'),
      order: order().default('desc'),
      statuses: csv(cashbackStatus, 4).optional(),
      fields: text(500).optional(),
    }),
    result: page(cashbackItem),
  },
  /**
   * Takes an active cashback: its amount is credited to the main balance once (a repeat answers the
   * paid-out record). A refusal is InvalidParameterException with `fields.cashback_id`
   * (`cashback_not_found`, `cashback_expired`, `cashback_removed`).
   */
  'cashbacks.payout': { params: z.object({ cashback_id: id() }), result: cashbackItem },
  /** Declines an active cashback; it can never be taken afterwards (`cashback_paid_out`, `cashback_expired` refuse). */
  'cashbacks.remove': { params: z.object({ cashback_id: id() }), result: cashbackItem },
};
