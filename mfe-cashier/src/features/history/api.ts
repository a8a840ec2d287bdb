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

/** Cancels a deposit still unpaid (a later payment of it is never credited). */
export function cancelDeposit(id: number, idempotencyKey: string) {
  return api().call('cashier.canceldeposit', { id }, { idempotencyKey });
}

/** The cancellation of either kind of payment the player may still cancel. */
export function cancelPayment(item: Pick<HistoryItem, 'id' | 'type'>, idempotencyKey: string) {
  return item.type === 'deposit' ? cancelDeposit(item.id, idempotencyKey) : cancelWithdrawal(item.id, idempotencyKey);
}
