// Parameter and result schemas of the `cashier.*` methods.
import { z } from 'zod';
import { code, count, csv, flag, id, int, money, none, offset, page, sysname } from './common';
import {
  bankItem,
  depositInfo,
  depositLimit,
  historyItem,
  historyType,
  paymentFlow,
  paymentMethod,
  paymentParams,
  paymentStatus,
  withdrawalStatus,
} from './shapes/cashier';

export const cashierSchemas = {
  'cashier.getdepositsettings': {
    params: none,
    result: z.object({ currency: z.string(), methods: z.array(paymentMethod), deposit_limit: depositLimit }),
  },
  'cashier.getwithdrawsettings': {
    params: none,
    result: z.object({ currency: z.string(), available: money, methods: z.array(paymentMethod), pending_count: z.number().int() }),
  },
  'cashier.getbanks': { params: z.object({ method: sysname().optional() }), result: page(bankItem) },
  'cashier.getdepositinfo': { params: z.object({ id: id() }), result: depositInfo },
  'cashier.gethistory': {
    params: z.object({
      offset: offset(),
      count: count(4, 50),
      type: historyType.default('deposit'),
      statuses: csv(paymentStatus, 4).optional(),
      // Withdrawals in these payout stages only (other tabs have none).
      withdrawal_statuses: csv(withdrawalStatus, 5).optional(),
    }),
    result: page(historyItem),
  },
  /** Deposit values (spec §3); answers the pending deposit and where its payment page is. */
  'cashier.makedeposit': {
    params: paymentParams.extend({ campaign_offer_id: int().min(-1).max(2_147_483_647).default(-1) }),
    result: z.object({ transaction: depositInfo, redirect: z.object({ url: z.string(), flow: paymentFlow }) }),
  },
  // `code`: the one sent for the first withdrawal to new details.
  // `forfeit_bonus`: the player agreed to forfeit the active bonus (refused without it while one is active).
  'cashier.makewithdrawal': { params: paymentParams.extend({ code: code().optional(), forfeit_bonus: flag().optional() }), result: depositInfo },
  'cashier.cancelwithdrawal': { params: z.object({ id: id() }), result: depositInfo },
  /** Cancels the player's deposit still unpaid (a later payment of it is never credited); a cancelled one is answered unchanged. */
  'cashier.canceldeposit': { params: z.object({ id: id() }), result: depositInfo },
};
