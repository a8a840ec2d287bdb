import { api } from '../../lib/platform';
import type { Period } from './rules';

export function loadDepositLimit(signal?: AbortSignal) {
  return api().call('account.getDepositLimit', {}, signal ? { signal } : {});
}

export function saveDepositLimit(period: Period, amount: number | null) {
  return api().call('account.setDepositLimit', { period, amount: amount === null ? '' : String(amount) });
}
