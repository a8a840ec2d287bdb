import type { Result } from '@casino/shared';
import { api } from '../../lib/platform';
import type { HistoryTab } from './merge';

export type HistoryItem = Result<'cashier.gethistory'>['items'][number];

export function loadHistory(type: HistoryTab, offset: number, count: number, signal?: AbortSignal) {
  return api().call('cashier.gethistory', { type, offset, count }, signal ? { signal } : {});
}

export function cancelWithdrawal(id: number, idempotencyKey: string) {
  return api().call('cashier.cancelwithdrawal', { id }, { idempotencyKey });
}
