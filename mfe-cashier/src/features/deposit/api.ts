import type { Params } from '@casino/shared';
import { api } from '../../lib/platform';
import type { DepositSettings, Offer } from './rules';

export interface DepositData {
  settings: DepositSettings;
  offers: Offer[];
  /** Units of each currency per unit of the player's currency. */
  rates: Record<string, number>;
}

/** What the deposit page needs: methods and limit, deposit offers (spec §7), currency rates. */
export async function loadDepositData(signal: AbortSignal): Promise<DepositData> {
  const client = api();
  const [settings, offers, rates] = await Promise.all([
    client.call('cashier.getdepositsettings', {}, { signal }),
    // Offers are a nicety: the deposit works without them.
    client.call('campaigns.getoffers', { offset: 0, count: 50, fields: 'trigger,description,promotions' }, { signal }).catch(() => ({ items: [], total: 0 })),
    client.call('account.getcurrencyrates', {}, { signal }).catch(() => ({ base: '', rates: {}, updated_at: 0 })),
  ]);
  return { settings, offers: offers.items, rates: rates.rates };
}

export function makeDeposit(params: Params<'cashier.makedeposit'>, idempotencyKey: string) {
  return api().call('cashier.makedeposit', params, { idempotencyKey });
}

export function loadDepositLimit() {
  return api().call('account.getDepositLimit', {});
}
