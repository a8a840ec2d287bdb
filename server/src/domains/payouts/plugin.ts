import { domainPlugin, type DomainPluginOptions } from '../../domain-plugin';
import type { PayoutProvider } from './payout-provider';
import type { PayoutSettings } from './settings';
import { registerPayouts } from './routes';

export interface PayoutsPluginOptions extends DomainPluginOptions {
  /** The configured payout provider (`PAYOUTS_PROVIDER`), or none. */
  provider: PayoutProvider | null;
  settings: PayoutSettings;
}

/** Payouts: the provider's callback, the operator's queue (`/ops/payouts/…`) and the payout worker. */
export const payoutsPlugin = domainPlugin<PayoutsPluginOptions>('payouts', async (app, { db, opsToken, workers, provider, settings }) => {
  await registerPayouts(app, db, provider, settings, { opsToken, workers });
});
