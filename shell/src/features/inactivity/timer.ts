/** The warning shows at 80 % of `time_to_force_logout` (spec §4, §9). */
export const WARNING_SHARE = 0.8;

export type InactivityState = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/** Where a player is after `idleMs` of no activity, with a forced logout after `limitSeconds`. */
export function inactivityState(idleMs: number, limitSeconds: number): InactivityState {
  const limitMs = limitSeconds * 1000;
  if (idleMs >= limitMs) return { phase: 'expired' };
  if (idleMs >= limitMs * WARNING_SHARE) return { phase: 'warning', secondsLeft: Math.ceil((limitMs - idleMs) / 1000) };
  return { phase: 'active' };
}

/** Milliseconds until the state can next change (the warning ticks every second). */
export function nextCheckIn(idleMs: number, limitSeconds: number): number {
  const limitMs = limitSeconds * 1000;
  const warnAt = limitMs * WARNING_SHARE;
  if (idleMs < warnAt) return Math.max(0, warnAt - idleMs);
  const left = limitMs - idleMs;
  return Math.max(0, Math.min(1000, left % 1000 || 1000, left));
}

/** Activity that keeps a session alive (spec §4): key press, click, scroll; route changes too. */
export const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll', 'pointerdown', 'touchstart'] as const;
