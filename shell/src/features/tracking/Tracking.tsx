import { useEffect } from 'react';
import { useSessionStore } from '@casino/shared';
import { startTracking } from './hits';

let started = false;

/** The general info's `is_seon_enabled`, once the first session answer is in. */
function seonEnabled(): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (s: ReturnType<typeof useSessionStore.getState>) => s.status === 'success' || s.status === 'error';
    const state = useSessionStore.getState();
    if (done(state)) return resolve(state.general?.is_seon_enabled === true);
    const off = useSessionStore.subscribe((s) => {
      if (!done(s)) return;
      off();
      resolve(s.general?.is_seon_enabled === true);
    });
  });
}

/** Visit and fraud-check hits (spec §7), once per page load. */
export function Tracking() {
  useEffect(() => {
    if (started) return;
    started = true;
    startTracking({ fraudCheckEnabled: seonEnabled });
  }, []);
  return null;
}
