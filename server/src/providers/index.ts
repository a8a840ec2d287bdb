/**
 * The one place that picks an implementation for each provider interface from the configuration.
 * The methods reach them through their context (`ctx.providers`), the HTTP side through `buildServer`.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { GameProvider } from './game-provider';
import type { IdentityProvider } from '../domains/kyc';
import type { PaymentProvider } from './payment-provider';
import type { PayoutProvider } from '../domains/payouts';
import { demoGameProvider } from './games';
import { demoPaymentProvider } from './payments';
import { demoPayoutProvider } from './payouts';
import { demoIdentityProvider } from './identity';
import { fastPathsOf } from '../domains/payments';

export interface Providers {
  payments: PaymentProvider;
  /** null: none configured (`PAYOUTS_PROVIDER=none`); approved withdrawals wait (approved) until a provider is configured. */
  payouts: PayoutProvider | null;
  /** null: none configured (`KYC_PROVIDER=none`); `accounts.is_verified` is set outside the platform. `demo`: `identity/`. */
  identity: IdentityProvider | null;
  games: GameProvider;
}

export function selectProviders(config: Config, db: Kysely<DB>): Providers {
  return {
    payments: paymentProvider(config, db),
    payouts: payoutProvider(config, db),
    identity: identityProvider(config, db),
    games: gameProvider(config, db),
  };
}

// A real payment provider is added here as a `case` of its own (and to the names `loadConfig` accepts).
function paymentProvider(config: Config, db: Kysely<DB>): PaymentProvider {
  switch (config.providers.payments) {
    case 'demo':
      // PAYMENTS_DEMO_PROVIDER switches the demo's pages and methods (off outside the demo).
      return demoPaymentProvider(db, config.cashier, { fastPaths: fastPathsOf(db, config.fastPaths) });
  }
}

// A game aggregator is added here as a `case` of its own (and to the names `loadConfig` accepts).
function gameProvider(config: Config, db: Kysely<DB>): GameProvider {
  switch (config.providers.games) {
    case 'demo':
      return demoGameProvider(db, config);
  }
}

function payoutProvider(config: Config, db: Kysely<DB>): PayoutProvider | null {
  switch (config.providers.payouts) {
    case 'none':
      return null;
    case 'demo':
      return demoPayoutProvider(db, config.payouts);
  }
}

// A real provider (Sumsub) is added here as a `case` of its own (and to the names `loadConfig` accepts).
function identityProvider(config: Config, db: Kysely<DB>): IdentityProvider | null {
  switch (config.providers.identity) {
    case 'none':
      return null;
    case 'demo':
      return demoIdentityProvider(db, config.kyc, { watchFiles: config.watchFiles });
  }
}
