/**
 * Responsible gaming: the choices a player has besides deposit limits, as the server stores them
 * and the browser offers them. Kept free of zod so the browser's first load can read them.
 *
 * - Reality check: every N minutes of play since sign-in a dialog tells the time played and the
 *   net result of real money over it. 0 is off.
 * - Time-out (24 h, 7 or 30 days) and self-exclusion (6 months or permanent): no sign-in until
 *   it ends. The site only ever lets a player extend one; a permanent exclusion is lifted by the
 *   operator alone.
 */

/** Minutes between reality checks the player may choose; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export function isRealityCheckMinutes(value: unknown): value is RealityCheckMinutes {
  return (REALITY_CHECK_MINUTES as readonly unknown[]).includes(value);
}

/** Short breaks: the player can sign in again once it ends. */
export const TIME_OUT_PERIODS = ['24h', '7d', '30d'] as const;
/** Long or endless exclusions from play. */
export const SELF_EXCLUSION_PERIODS = ['6m', 'permanent'] as const;
export const EXCLUSION_PERIODS = [...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS] as const;
export type ExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];

export type ExclusionKind = 'time_out' | 'self_exclusion';

export function isExclusionPeriod(value: unknown): value is ExclusionPeriod {
  return (EXCLUSION_PERIODS as readonly unknown[]).includes(value);
}

export function exclusionKindOf(period: ExclusionPeriod): ExclusionKind {
  return (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time_out' : 'self_exclusion';
}

/**
 * What a refused sign-in of an excluded player carries in `UserBannedException.fields`:
 * `reason` (`time_out` or `self_exclusion`) and `until` (ISO date-time; '' when permanent).
 * A ban by the operator has no `reason`.
 */
export interface ExclusionDetails {
  reason: ExclusionKind;
  /** When the player may sign in again; null when permanent. */
  until: Date | null;
}

/** The exclusion a UserBanned answer's fields tell of, or null for any other ban. */
export function exclusionOfFields(fields: Record<string, string | string[]> | undefined): ExclusionDetails | null {
  const reason = fields?.reason;
  if (reason !== 'time_out' && reason !== 'self_exclusion') return null;
  const raw = typeof fields?.until === 'string' ? fields.until : '';
  const until = raw ? new Date(raw) : null;
  return { reason, until: until && !Number.isNaN(until.getTime()) ? until : null };
}
