/**
 * The step of the countdown a number of seconds belongs to: every 30 s, then 10 s and 5 s before
 * the end. Screen readers hear the countdown once per step, never every second.
 */
export function countdownStep(secondsLeft: number): number {
  if (secondsLeft <= 5) return 5;
  if (secondsLeft <= 10) return 10;
  return Math.ceil(secondsLeft / 30) * 30;
}

/** The seconds to read out now: the first value when the warning appears, then the first value of each later step. */
export function secondsToAnnounce(secondsLeft: number, lastAnnounced: number | null): number | null {
  if (lastAnnounced === null) return secondsLeft;
  return countdownStep(secondsLeft) < countdownStep(lastAnnounced) ? secondsLeft : null;
}
