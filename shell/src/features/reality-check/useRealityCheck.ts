import { useEffect, useState } from 'react';
import { bus, isAuthenticated, localePath, useDialogsStore, useLocaleStore, useNavigate, useSessionStore, type Result } from '@casino/shared';
import { api } from '../../platform/api';
import { signOut } from '../../platform/session';
import { nextCheckIn, REALITY_CHECK_DIALOG, startedOnThisClock } from './schedule';
import type { RealityCheckProps } from './RealityCheckDialog';

interface Plan {
  interval: number;
  /** The sign-in on this browser's clock (ms). */
  startedMs: number;
}

const planOf = (answer: Result<'account.getRealityCheck'>): Plan => ({ interval: answer.interval, startedMs: startedOnThisClock(answer, Date.now()) });

/**
 * The reality check (responsible gaming): for a signed-in player who chose an interval, a dialog
 * every N minutes since sign-in tells the time played and the net result of real money, with
 * "continue", "limits" and "sign out". It must be answered (no closing it aside).
 */
export function useRealityCheck(): void {
  const navigate = useNavigate();
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const [plan, setPlan] = useState<Plan | null>(null);

  // The player's interval and sign-in time: on sign-in and whenever the player changes it.
  useEffect(() => {
    if (!uid) {
      setPlan(null);
      return;
    }
    let current = true;
    const load = () =>
      api.call('account.getRealityCheck').then(
        (answer) => current && setPlan(planOf(answer)),
        (error: unknown) => console.error('[reality-check] settings unavailable', error),
      );
    void load();
    const off = bus.on('reality-check:changed', () => void load());
    return () => {
      current = false;
      off();
    };
  }, [uid]);

  useEffect(() => {
    if (!plan || plan.interval <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const dialogs = useDialogsStore.getState;
    const close = () => dialogs().close(REALITY_CHECK_DIALOG, true);
    const show = async () => {
      let totals: RealityCheckProps['totals'] = null;
      try {
        const answer = await api.call('account.getRealityCheck');
        totals = { bet: answer.total_bet, won: answer.total_won, net: answer.net };
      } catch (error) {
        console.error('[reality-check] result unavailable', error);
      }
      if (!isAuthenticated(useSessionStore.getState().account)) return;
      const props: Omit<RealityCheckProps, 'startedMs' | 'totals'> = {
        onContinue: close,
        onLimits: () => {
          close();
          void navigate(localePath(useLocaleStore.getState().locale, '/profile/responsible-game'));
        },
        onSignOut: () => {
          close();
          void signOut('user').then(() => navigate(localePath(useLocaleStore.getState().locale, '/')));
        },
      };
      // A check left unanswered gives way to the fresh one.
      close();
      dialogs().open({
        id: REALITY_CHECK_DIALOG,
        component: REALITY_CHECK_DIALOG,
        type: 'confirm',
        preventClose: true,
        props: { ...props, startedMs: plan.startedMs, totals },
      });
    };
    const schedule = () => {
      let wait = nextCheckIn(plan.startedMs, Date.now(), plan.interval);
      if (wait === null) return;
      // A timer a moment early must not bring the same check twice.
      if (wait < 1000) wait += plan.interval * 60_000;
      timer = setTimeout(() => {
        void show();
        schedule();
      }, wait);
    };
    schedule();
    return () => {
      clearTimeout(timer);
      close();
    };
  }, [plan, navigate]);
}
