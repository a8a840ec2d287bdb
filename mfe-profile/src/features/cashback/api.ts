import type { CashbackItem } from '@casino/shared/api/schemas';
import { api } from '../../lib/platform';

export type Cashback = CashbackItem;

/** Records per page of `/profile/cashback`. */
export const PAGE_SIZE = 10;

/** The player's cashbacks, newest period first. */
export const loadCashbacks = (offset: number, signal?: AbortSignal) =>
  api().call('cashbacks.get', { offset, count: PAGE_SIZE, sort: 'end_date', order: 'desc' }, signal ? { signal } : {});
export const takeCashback = (id: number) => api().call('cashbacks.payout', { cashback_id: id });
export const removeCashback = (id: number) => api().call('cashbacks.remove', { cashback_id: id });
