/**
 * The one place that picks an implementation for each provider interface from the configuration.
 * The methods reach them through their context (`ctx.providers`), the HTTP side through `buildServer`.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { GameProvider } from './game-provider';
import type { IdentityProvider } from './identity-provider';
import type { PaymentProvider } from './payment-provider';
import type { PayoutProvider } from './payout-provider';
import { demoGameProvider } from './games';
import { demoPaymentProvider } from './payments';
import { demoPayoutProvider } from './payouts';
import { demoIdentityProvider } from './identity';
import { fastPathsOf } from '../money/rules/fast-paths';

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
    // The demo provider is the only payment provider so far; PAYMENTS_DEMO_PROVIDER switches its pages and methods.
    payments: demoPaymentProvider(db, config.cashier, { fastPaths: fastPathsOf(db, config.fastPaths) }),
    payouts: payoutProvider(config, db),
    identity: identityProvider(config, db),
    games: demoGameProvider(db, config),
  };
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
