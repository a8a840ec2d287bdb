import type { TournamentItem } from '@casino/shared/api/schemas';

export interface TournamentLists {
  active: TournamentItem[];
  future: TournamentItem[];
}

/**
 * Spec §4: after joining, the tournament is reloaded and replaced in the active or future list
 * (moving across when its status changed meanwhile); other items keep their places.
 */
export function replaceTournament(lists: TournamentLists, updated: TournamentItem): TournamentLists {
  const replaceIn = (list: TournamentItem[], status: 'active' | 'future') => {
    const at = list.findIndex((t) => t.id === updated.id);
    if (updated.status !== status) return at === -1 ? list : list.filter((t) => t.id !== updated.id);
    if (at === -1) return [...list, updated];
    const next = [...list];
    next[at] = updated;
    return next;
  };
  return { active: replaceIn(lists.active, 'active'), future: replaceIn(lists.future, 'future') };
}

/** A text of the tournament's localised description ('' when missing). */
export const describe = (t: Pick<TournamentItem, 'description'>, key: string): string =>
  typeof t.description[key] === 'string' ? (t.description[key] as string) : '';

/** Days, hours and minutes until `target` (unix seconds), never negative. */
export function timeLeft(target: number, nowMs: number): { days: number; hours: number; minutes: number } {
  const s = Math.max(0, Math.floor(target - nowMs / 1000));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60) };
}

/** The minimum bet of the tournament's restrictions, if any. */
export function minBet(t: Pick<TournamentItem, 'restrictions'>): { amount: number; currency: string } | null {
  const m = t.restrictions.min_bet as { amount?: unknown; currency?: unknown } | undefined;
  return m && typeof m.amount === 'number' && typeof m.currency === 'string' ? { amount: m.amount, currency: m.currency } : null;
}
