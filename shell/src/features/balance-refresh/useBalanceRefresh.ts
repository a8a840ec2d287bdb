import { useEffect } from 'react';
import { isAuthenticated, useConfigStore, useSessionStore } from '@casino/shared';
import { refreshBalance } from '../../platform/session';
import { balanceRefreshSettings, intervalRefreshAllowed, isGamePage } from '../../platform/refresh-schedule';

/** Keeps the header balance fresh (spec §4, §9): on an interval and shortly after clicks. */
export function useBalanceRefresh(): void {
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const raw = useConfigStore((s) => (s.config['prazer-config'] as { balanceRefresh?: unknown } | undefined)?.balanceRefresh);

  useEffect(() => {
    if (!signedIn) return;
    const settings = balanceRefreshSettings(raw);
    let lastActivity = Date.now();
    let clickTimer: ReturnType<typeof setTimeout> | undefined;

    const interval = setInterval(() => {
      const allowed = intervalRefreshAllowed(settings, {
        now: Date.now(),
        lastActivity,
        onGamePage: isGamePage(window.location.pathname),
      });
      if (allowed && document.visibilityState !== 'hidden') void refreshBalance();
    }, settings.countSecondsForInterval * 1000);

    const onClick = () => {
      lastActivity = Date.now();
      if (!settings.isEnabledRequestsAfterClick || isGamePage(window.location.pathname)) return;
      clearTimeout(clickTimer);
      clickTimer = setTimeout(() => void refreshBalance(), settings.countSecondsForDelayBetweenClick * 1000);
    };
    const onKey = () => (lastActivity = Date.now());
    window.addEventListener('click', onClick, { capture: true, passive: true });
    window.addEventListener('keydown', onKey, { capture: true, passive: true });
    return () => {
      clearInterval(interval);
      clearTimeout(clickTimer);
      window.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('keydown', onKey, { capture: true });
    };
  }, [signedIn, raw]);
}
