import type { Params } from '@casino/shared';
import { cashierApi } from '../../lib/platform';

export function loadWithdrawSettings(signal: AbortSignal) {
  return cashierApi().call('cashier.getwithdrawsettings', {}, { signal });
}

export function loadBanks(method: string, signal?: AbortSignal) {
  return cashierApi().call('cashier.getbanks', { method }, signal ? { signal } : {});
}

export function makeWithdrawal(params: Params<'cashier.makewithdrawal'>, idempotencyKey: string) {
  return cashierApi().call('cashier.makewithdrawal', params, { idempotencyKey });
}
