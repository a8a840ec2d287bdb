import { domainPlugin, type DomainPluginOptions } from '../../domain-plugin';
import type { IdentityProvider } from './identity-provider';
import { registerKyc } from './routes';

export interface KycPluginOptions extends DomainPluginOptions {
  /** The configured identity provider (`KYC_PROVIDER`), or none. */
  provider: IdentityProvider | null;
}

/** Identity checks: the provider's webhook, the operator's queue (`/ops/kyc/…`), then the provider's own pages and workers. */
export const kycPlugin = domainPlugin<KycPluginOptions>('kyc', async (app, { db, opsToken, workers, provider }) => {
  registerKyc(app, db, provider, opsToken);
  await provider?.register(app, { workers });
});
