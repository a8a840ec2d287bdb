import { useEffect, useState } from 'react';
import { secondsLeft } from './rules';

/** Seconds left until a code may be sent again; `startedAt` (ms) restarts it. */
export function useCountdown(seconds: number, startedAt: number | null): number {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (startedAt === null || seconds <= 0) {
      setLeft(0);
      return;
    }
    setLeft(secondsLeft(seconds, startedAt, Date.now()));
    const timer = setInterval(() => {
      const rest = secondsLeft(seconds, startedAt, Date.now());
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, startedAt]);
  return left;
}
