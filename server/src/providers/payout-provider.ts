/** A withdrawal the cashier has taken from the player's balance and asks the provider to pay out. */
export interface PayoutOrder {
  /** The merchant's payment id; a repeated request with it is the same payout. */
  orderId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  /** The withdrawal method's sysname (`visa_mastercard`, `bank_transfer`, …). */
  method: string;
  /** The player's checked payout details (card numbers masked to their last four digits, see money/cards.ts: a provider needs its own card token). */
  requisites: Record<string, string>;
}

/** The payment statuses a payout can reach (`payments.status`). */
export type PayoutStatus = 'pending' | 'success' | 'fail';

/**
 * A payout provider sending withdrawals to the player. Today a withdrawal stays pending after
 * `cashier.makewithdrawal` (its money already taken) and nothing pays it out: the payout step
 * of the cashier goes here, with the provider's outcome settling the payment (`fail` gives the
 * money back). No implementation yet (`PAYOUTS_PROVIDER=none`); a demo one belongs in
 * `providers/payouts/`, selected in `providers/index.ts`.
 */
export interface PayoutProvider {
  readonly name: string;
  /** Asks for the payout of one withdrawal; answers the provider's reference and first status. */
  requestPayout(order: PayoutOrder): Promise<{ reference: string; status: PayoutStatus }>;
  /** Checks a callback's signature over its raw body and answers the outcome it reports. */
  verifyCallback(
    raw: string,
    headers: Record<string, string | undefined>,
  ): Promise<{ reference: string; orderId: number; status: PayoutStatus } | null>;
}
