import type { FastifyInstance } from 'fastify';

/** A withdrawal the cashier has taken from the player's balance, approved, and asks the provider to pay out. */
export interface PayoutOrder {
  /** The merchant's payment id; a repeated request with it is the same payout. */
  orderId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The withdrawal method's sysname (`visa_mastercard`, `bank_transfer`, …). */
  method: string;
  /** The player's checked payout details (card numbers masked to their last four digits, see domains/payments/cards.ts: a provider needs its own card token). */
  requisites: Record<string, string>;
}

/** The payment statuses a payout can reach (`payments.status`). */
export type PayoutStatus = 'pending' | 'success' | 'fail';

/** A provider's word on a payout, from its signed callback (or its first answer). */
export interface PayoutEvent {
  /** Names the outcome: the merchant applies each event once, a replay changes nothing. */
  eventId: string;
  orderId: number;
  reference: string;
  status: PayoutStatus;
  /** Minor units; must be the withdrawal's. */
  amount: number;
  currency: string;
  /** The provider's reason for a failed payout. */
  reason?: string | undefined;
}

/** A callback checked: the event it reports, or how to refuse it (401 forged or stale, 400 malformed). */
export type PayoutCallback = { ok: true; event: PayoutEvent } | { ok: false; status: 400 | 401; error: string };

/**
 * A payout provider sending approved withdrawals to the player (`domains/payouts/payouts.ts`): the platform
 * hands it each approved withdrawal once (a repeat with the same order id is the same payout); the
 * provider answers later through its signed callback, paid (`success`) or failed (`fail`: the
 * withdrawal is rejected and its money given back). Implementation: the demo provider (`payouts/`),
 * selected in `providers/index.ts` by `PAYOUTS_PROVIDER`.
 */
export interface PayoutProvider {
  /** Recorded with the events it settles; its callback endpoint is `POST /payouts/callback/<name>`. */
  readonly name: string;
  /** Asks for the payout of one withdrawal; answers the provider's reference and first status. */
  requestPayout(order: PayoutOrder): Promise<{ reference: string; status: PayoutStatus }>;
  /** Checks a callback's signature over its raw body and answers the outcome it reports. */
  verifyCallback(raw: string, headers: Record<string, string | string[] | undefined>): Promise<PayoutCallback>;
  /** Its own HTTP side and background work (the demo's payouts and the callbacks it sends). */
  register(app: FastifyInstance, options: { workers: boolean }): Promise<void>;
}
