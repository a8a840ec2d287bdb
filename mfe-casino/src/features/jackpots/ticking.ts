import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '@casino/shared/remote';
import { fromMinor, percentOf, roundMajor, toMinor } from '@casino/contract/money';

/** The amount shown `progress` (0–1) of the way from `from` to `to`, easing out, in whole cents. */
export function tickValue(from: number, to: number, progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  const eased = 1 - (1 - p) ** 3;
  return roundMajor(from + (to - from) * eased);
}

/** Where a jackpot's counter starts the first time it shows: a little below, so it visibly ticks up. */
export const startOf = (amount: number): number => fromMinor(percentOf(toMinor(amount), 99.5));

/**
 * A jackpot amount that ticks: it counts up to the first value, then runs smoothly to every new
 * value the polling brings. Under reduced motion it shows each value as it comes, without counting.
 */
export function useTickingAmount(target: number, durationMs = 1800): number {
  const reduced = usePrefersReducedMotion();
  const [shown, setShown] = useState(() => (reduced ? target : startOf(target)));
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (reduced || typeof requestAnimationFrame === 'undefined') {
      setShown(target);
      return;
    }
    const from = shownRef.current;
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = (now - started) / durationMs;
      setShown(tickValue(from, target, progress));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduced]);
  return shown;
}
