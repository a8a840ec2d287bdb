import type { Params } from '@casino/shared';
import { api } from '../../lib/platform';

export function loadWithdrawSettings(signal: AbortSignal) {
  return api().call('cashier.getwithdrawsettings', {}, { signal });
}

export function loadBanks(method: string, signal?: AbortSignal) {
  return api().call('cashier.getbanks', { method }, signal ? { signal } : {});
}

export function makeWithdrawal(params: Params<'cashier.makewithdrawal'>, idempotencyKey: string) {
  return api().call('cashier.makewithdrawal', params, { idempotencyKey });
}
