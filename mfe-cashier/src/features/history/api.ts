import type { Result } from '@casino/shared';
import { cashierApi } from '../../lib/platform';
import type { HistoryTab } from './merge';

export type HistoryItem = Result<'cashier.gethistory'>['items'][number];

export function loadHistory(type: HistoryTab, offset: number, count: number, signal?: AbortSignal) {
  return cashierApi().call('cashier.gethistory', { type, offset, count }, signal ? { signal } : {});
}

export function cancelWithdrawal(id: number, idempotencyKey: string) {
  return cashierApi().call('cashier.cancelwithdrawal', { id }, { idempotencyKey });
}
