import { useEffect, useState } from 'react';
import { bus, isAuthenticated, useConfigStore, useSessionStore } from '@casino/shared';
import { balanceRefreshSettings, intervalRefreshAllowed, isGamePage } from '../../platform/refresh-schedule';
import { fetchUnread } from './unread';

/**
 * The signed-in player's unread notifications: fetched after sign-in, again on the interval of
 * the operator's balance-refresh settings (off on game pages, off after the configured minutes
 * without activity), and at once when a part says they changed (`notifications:changed`, with the
 * new count when it knows it). Null for guests and until the first answer.
 */
export function useUnreadCount(): number | null {
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account!.uid : 0));
  const raw = useConfigStore((s) => (s.config['prazer-config'] as { balanceRefresh?: unknown } | undefined)?.balanceRefresh);
  const [unread, setUnread] = useState<number | null>(null);

  useEffect(() => {
    if (!uid) {
      setUnread(null);
      return;
    }
    const settings = balanceRefreshSettings(raw);
    const controller = new AbortController();
    // An answer older than a newer answer or event is dropped.
    let latest = 0;
    const load = () => {
      const mine = ++latest;
      fetchUnread(controller.signal).then(
        (count) => mine === latest && !controller.signal.aborted && setUnread(count),
        (error: unknown) => {
          if ((error as Error)?.name !== 'AbortError') console.error('[notifications] unread count unavailable', error);
        },
      );
    };
    load();

    let lastActivity = Date.now();
    const interval = setInterval(() => {
      const allowed = intervalRefreshAllowed(settings, { now: Date.now(), lastActivity, onGamePage: isGamePage(window.location.pathname) });
      if (allowed && document.visibilityState !== 'hidden') load();
    }, settings.countSecondsForInterval * 1000);
    const onActivity = () => (lastActivity = Date.now());
    window.addEventListener('click', onActivity, { capture: true, passive: true });
    window.addEventListener('keydown', onActivity, { capture: true, passive: true });
    const off = bus.on('notifications:changed', ({ unread: told }) => {
      if (typeof told === 'number') {
        latest++;
        setUnread(told);
      } else load();
    });
    return () => {
      controller.abort();
      clearInterval(interval);
      window.removeEventListener('click', onActivity, { capture: true });
      window.removeEventListener('keydown', onActivity, { capture: true });
      off();
    };
  }, [uid, raw]);

  return uid ? unread : null;
}
