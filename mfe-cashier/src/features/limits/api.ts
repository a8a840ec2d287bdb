import { cashierApi } from '../../lib/platform';
import type { Period } from './rules';

export function loadDepositLimit(signal?: AbortSignal) {
  return cashierApi().call('account.getDepositLimit', {}, signal ? { signal } : {});
}

export function saveDepositLimit(period: Period, amount: number | null) {
  return cashierApi().call('account.setDepositLimit', { period, amount: amount === null ? '' : String(amount) });
}
