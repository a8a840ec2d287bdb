import type { Params } from '@casino/shared';
import { api, platform } from '../../lib/platform';

/**
 * Moves the account to `currency` (the server checks the operator offers it and that no money is
 * on the account or open in it), then tells every part: the shell reloads the account.
 */
export async function changeCurrency(currency: string): Promise<void> {
  await api().call('account.setCurrency', { currency: currency as Params<'account.setCurrency'>['currency'] });
  platform().bus.emit('currency:changed', { currency });
}
