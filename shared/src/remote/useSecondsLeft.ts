import { useEffect, useState } from 'react';

/** Whole seconds from `now` until `deadline` (both ms since epoch); 0 once it has passed. */
export const secondsUntil = (deadline: number, now = Date.now()): number => Math.max(0, Math.ceil((deadline - now) / 1000));

/** Whole seconds until `deadline` (ms since epoch), ticking once a second; 0 once passed (resend countdowns). */
export function useSecondsLeft(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    if (deadline <= Date.now()) return;
    const timer = setInterval(() => {
      const now = secondsUntil(deadline);
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}
