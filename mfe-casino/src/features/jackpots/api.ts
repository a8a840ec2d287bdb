import { api } from '../../lib/platform';

export const fetchJackpots = (signal?: AbortSignal) => api().call('Jackpots.get', { count: 50 }, signal ? { signal } : {});

export const fetchWinners = (page: { offset: number; count: number; jackpotId?: number }, signal?: AbortSignal) =>
  api().call(
    'Jackpots.getWinners',
    { offset: page.offset, count: page.count, ...(page.jackpotId ? { jackpot_id: page.jackpotId } : {}) },
    signal ? { signal } : {},
  );

/** How often open jackpot pages ask for fresh amounts. */
export const JACKPOT_POLL_MS = 10_000;
