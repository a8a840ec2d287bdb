import { useEffect } from 'react';

/** Calls `tick` every `ms` while the page is visible. */
export function usePolling(tick: () => void, ms: number): void {
  useEffect(() => {
    const timer = setInterval(() => {
      if (typeof document === 'undefined' || document.visibilityState !== 'hidden') tick();
    }, ms);
    return () => clearInterval(timer);
  }, [tick, ms]);
}
