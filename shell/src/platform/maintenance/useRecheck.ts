import { useEffect, useRef } from 'react';
import type { Locale } from '@casino/shared';
import type { MaintenanceStatus } from '@casino/contract/maintenance/index';
import { refreshMaintenanceStatus } from './status';
import { recheckDelay } from './rules';

/**
 * While a maintenance page or a paused part is shown: rereads the windows with backoff (and at a
 * window's known end), and calls `onStatus` with every answer, until unmounted or `active` is false.
 */
export function useRecheck(locale: Locale, active: boolean, endsAt: string | null, onStatus: (status: MaintenanceStatus) => void): void {
  const latest = useRef(onStatus);
  latest.current = onStatus;
  useEffect(() => {
    if (!active) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const next = () => {
      timer = setTimeout(() => void check(), recheckDelay(attempt++, Date.now(), endsAt));
    };
    const check = async () => {
      const status = await refreshMaintenanceStatus(locale);
      if (stopped) return;
      if (status) latest.current(status);
      next();
    };
    // A tab coming back to the front checks at once (timers of hidden tabs are slowed down).
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timer);
      attempt = 0;
      void check();
    };
    document.addEventListener('visibilitychange', onVisible);
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [locale, active, endsAt]);
}
