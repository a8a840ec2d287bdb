import type { FastifyInstance } from 'fastify';
import type { PaymentFlow } from '../db/schema';

/** A deposit the cashier asks the provider to collect. */
export interface DepositOrder {
  /** The merchant's payment id. */
  orderId: number;
  /** Minor units. */
  amount: number;
  currency: string;
  description: string;
  locale: 'uz' | 'ru';
  flow: PaymentFlow;
}

export interface Checkout {
  /** The provider's id of the payment (kept as `payments.provider_ref`). */
  reference: string;
  /** Where the payer goes to pay. */
  url: string;
}

/**
 * A payment provider collecting deposits. The cashier opens a checkout for a pending deposit; the
 * provider tells the outcome through its signed callback endpoint, the only way a deposit's money
 * moves (`settleDeposit` in `domains/payments/payments.ts`). Implementation: the demo provider (`payments/`).
 */
export interface PaymentProvider {
  /** Recorded with the events it settles. */
  readonly name: string;
  /** Opens (or, for an order seen before, finds) the checkout of a deposit. */
  openCheckout(order: DepositOrder): Promise<Checkout>;
  /** Mounts its HTTP side: the callback endpoint, and the pages and background work it has. */
  register(app: FastifyInstance, options: { workers: boolean }): Promise<void>;
}
