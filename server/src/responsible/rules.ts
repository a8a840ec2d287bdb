import { ApiError, exclusionKindOf, type ExclusionKind, type ExclusionPeriod } from '@casino/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A time-out or self-exclusion as stored. */
export interface Exclusion {
  kind: ExclusionKind;
  period: ExclusionPeriod;
  /** When the player took it. */
  since: Date;
  /** When the player may sign in again; null when permanent. */
  until: Date | null;
}

/** When an exclusion of `period` taken at `from` ends; null when permanent. Six months are calendar months. */
export function exclusionEnd(period: ExclusionPeriod, from: Date): Date | null {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + DAY_MS);
    case '7d':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '30d':
      return new Date(from.getTime() + 30 * DAY_MS);
    case '6m': {
      const end = new Date(from.getTime());
      // 31 August + 6 months rolls over into March: an exclusion may end later, never earlier.
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    }
    case 'permanent':
      return null;
  }
}

/** True while the exclusion keeps the player out (a permanent one always). */
export function isActive(exclusion: Exclusion | null, now: Date): exclusion is Exclusion {
  return exclusion !== null && (exclusion.until === null || exclusion.until.getTime() > now.getTime());
}

export type ExclusionDecision = { ok: true; exclusion: Exclusion } | { ok: false; reason: 'permanent' | 'shorter' };

/**
 * What asking for `period` at `now` leads to: a new exclusion when none is running, else only
 * one that ends no earlier than the running one (never shorter; a permanent one stays).
 */
export function nextExclusion(current: Exclusion | null, period: ExclusionPeriod, now: Date): ExclusionDecision {
  const exclusion: Exclusion = { kind: exclusionKindOf(period), period, since: now, until: exclusionEnd(period, now) };
  if (!isActive(current, now)) return { ok: true, exclusion };
  if (current.until === null) return { ok: false, reason: 'permanent' };
  if (exclusion.until !== null && exclusion.until.getTime() < current.until.getTime()) return { ok: false, reason: 'shorter' };
  return { ok: true, exclusion };
}

/** The server texts of a refused change (the field is `period`). */
export const EXCLUSION_MESSAGES = {
  permanent: 'The exclusion is permanent',
  shorter: 'The current exclusion lasts longer',
} as const;

/**
 * The answer to a sign-in of an excluded player: UserBanned (spec §8, the user block page), its
 * fields naming the reason and when it ends ('' when permanent).
 */
export function exclusionRefusal(exclusion: Exclusion): ApiError {
  return new ApiError('UserBanned', 'Account is excluded from play', {
    reason: exclusion.kind,
    until: exclusion.until ? exclusion.until.toISOString() : '',
  });
}
