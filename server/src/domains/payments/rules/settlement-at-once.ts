/**
 * When a provider's event about a deposit is settled in one round trip (`settleAtOnce` in
 * domains/payments/payments.ts), and when it matches its deposit at all.
 */
import { sql, type Selectable } from 'kysely';
import type { PaymentsTable } from '../../../db/schema';
import { columnEquals, defineRule } from '../../wallet';

/** What of a provider's event the rules weigh (`ProviderEvent`). */
export interface SettlementEvent {
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'success' | 'fail' | 'cancel' | 'pending';
}

/** What of the deposit's row, locked, the rules weigh. */
export type SettlementRow = Pick<Selectable<PaymentsTable>, 'provider_ref' | 'amount' | 'currency' | 'status' | 'campaign_offer_id'>;

/** The event is about this deposit as it was made: otherwise it is refused (`SettleError` 'mismatch') and nothing of it is kept. */
export const eventMatchesDeposit = defineRule<SettlementEvent, SettlementRow>('event matches deposit', [
  columnEquals('reference', 'provider_ref', (e) => e.reference, { orNull: true }),
  columnEquals('amount', 'amount', (e) => e.amount),
  columnEquals('currency', 'currency', (e) => e.currency),
]);

/**
 * A matching event that needs nothing weighed: every outcome but the payment of a pending deposit
 * with an offer, whose bonus needs the offer's conditions (the full path's `depositBonus`).
 */
export const settlementAtOnce = defineRule<SettlementEvent, SettlementRow>('settlement at once', [
  ...eventMatchesDeposit.conditions,
  {
    name: 'no offer to weigh',
    holds: (row, e) => !(row.status === 'pending' && e.status === 'success' && row.campaign_offer_id !== -1),
    where: (e) => sql<boolean>`not (status = 'pending' and ${e.status}::text = 'success' and campaign_offer_id <> -1)`,
  },
]);
