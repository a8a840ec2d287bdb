import { useEffect, useRef } from 'react';
import { isAuthenticated, useDialogsStore, useLocation, useSessionStore, useToastsStore, i18n } from '@casino/shared';
import { signOut } from '../../platform/session';
import { ACTIVITY_EVENTS, inactivityState, nextCheckIn } from './timer';
import { useCountdown, WARNING_DIALOG } from './countdown';

/**
 * Logs a player out after `time_to_force_logout` seconds without activity (spec §4): a
 * non-closable warning with a countdown at 80 %, dismissed by any activity; logout at 100 %.
 */
export function useInactivityLogout(): void {
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const limit = useSessionStore((s) => s.general?.time_to_force_logout ?? null);
  const { pathname } = useLocation();
  const lastActivity = useRef(Date.now());
  const reschedule = useRef<() => void>(() => {});

  useEffect(() => {
    if (!signedIn || !limit || limit <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warning = false;

    const hideWarning = () => {
      if (!warning) return;
      warning = false;
      useDialogsStore.getState().close(WARNING_DIALOG, true);
    };

    const check = () => {
      const idle = Date.now() - lastActivity.current;
      const state = inactivityState(idle, limit);
      if (state.phase === 'expired') {
        hideWarning();
        useToastsStore.getState().show({ text: i18n.t('shell:inactivity.loggedOut'), type: 'warning' });
        void signOut('inactivity');
        return;
      }
      if (state.phase === 'warning') {
        useCountdown.setState({ secondsLeft: state.secondsLeft });
        if (!warning) {
          warning = true;
          useDialogsStore.getState().open({ id: WARNING_DIALOG, component: WARNING_DIALOG, type: 'confirm', preventClose: true });
        }
      }
      timer = setTimeout(check, nextCheckIn(idle, limit));
    };

    const onActivity = () => {
      lastActivity.current = Date.now();
      hideWarning();
      clearTimeout(timer);
      timer = setTimeout(check, nextCheckIn(0, limit));
    };
    reschedule.current = onActivity;

    const options = { capture: true, passive: true } as const;
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, options);
    onActivity();
    return () => {
      clearTimeout(timer);
      hideWarning();
      reschedule.current = () => {};
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity, options);
    };
  }, [signedIn, limit]);

  // A route change counts as activity too.
  useEffect(() => reschedule.current(), [pathname]);
}
