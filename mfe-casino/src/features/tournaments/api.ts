import type { TournamentItem } from '@casino/shared/api/schemas';
import { api } from '../../lib/platform';

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchTournaments = (status: 'active' | 'future' | 'finished', signal?: AbortSignal) =>
  api().call('tournaments.get', { status: [status], count: 50 }, opts(signal));

export async function fetchTournament(id: number, signal?: AbortSignal): Promise<TournamentItem | null> {
  const { items } = await api().call('tournaments.get', { ids: [String(id)], count: 1 }, opts(signal));
  return items[0] ?? null;
}

/** Joins, then reloads the tournament (spec §4). */
export async function participate(id: number): Promise<TournamentItem | null> {
  await api().call('tournaments.participate', { tournament_id: id });
  return fetchTournament(id);
}

export const fetchLeaderboard = (id: number, page: { offset: number; count: number }, signal?: AbortSignal) =>
  api().call('leaderboard.get', { tournament_id: id, offset: page.offset, count: page.count }, opts(signal));

/** How often an open tournament page refreshes its leaderboard. */
export const LEADERBOARD_POLL_MS = 15_000;
