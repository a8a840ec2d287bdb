/** When a new deposit is recorded in one round trip (`recordDepositAtOnce` in domains/payments/payments.ts). */
import { sql } from 'kysely';
import { defineRule } from '../../wallet';

/** The deposit the request would record. */
export interface DepositParams {
  accountId: number;
  /** The currency it would be recorded in (the player's as their session knows it, on the fast path). */
  currency: string | undefined;
  idempotencyKey: string;
  campaignOfferId: number;
}

/** What the full path read after the balance's lock. */
export interface DepositReads {
  /** The currency of the player's main balance. */
  balanceCurrency: string;
  /** A payment made earlier under the request's key. */
  repeated: boolean;
  /** The player's deposit limits (`deposit_limits` rows). */
  limits: number;
}

/**
 * A plain deposit: no offer, the main balance in the deposit's currency, a new key and no deposit
 * limit to weigh. The full path then needs neither the offer's nor the limits' checks.
 */
export const depositAtOnce = defineRule<DepositParams, DepositReads>('deposit recordable at once', [
  { name: 'no offer', request: (p) => p.campaignOfferId === -1 },
  { name: 'currency known', request: (p) => p.currency !== undefined },
  {
    name: 'balance in the currency',
    holds: (r, p) => r.balanceCurrency === p.currency,
    where: (p) =>
      sql<boolean>`exists (select 1 from balances where account_id = ${p.accountId}::bigint and kind = 'main' and currency = ${p.currency ?? null}::text)`,
  },
  {
    name: 'new key',
    holds: (r) => !r.repeated,
    where: (p) => sql<boolean>`not exists (select 1 from payments where account_id = ${p.accountId}::bigint and idempotency_key = ${p.idempotencyKey}::text)`,
  },
  {
    name: 'no deposit limit',
    holds: (r) => r.limits === 0,
    where: (p) => sql<boolean>`not exists (select 1 from deposit_limits where account_id = ${p.accountId}::bigint)`,
  },
]);
