import { useState } from 'react';
import { bus, isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import type { TournamentItem } from '@casino/shared/api/schemas';
import { askToSignIn, toastError } from '@casino/shared/remote';
import { participate } from './api';

/** Joining a tournament: guests are asked to sign in; the reloaded tournament goes to `onJoined`. */
export function useParticipate(onJoined: (tournament: TournamentItem) => void) {
  const { t } = useTranslation('casino');
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const [busy, setBusy] = useState<number | null>(null);
  const join = async (id: number) => {
    if (!signedIn) {
      askToSignIn('login');
      return;
    }
    setBusy(id);
    try {
      const fresh = await participate(id);
      if (fresh) onJoined(fresh);
      bus.emit('toast:show', { text: t('tournaments.joined'), type: 'success' });
    } catch (error) {
      toastError(error, t);
    } finally {
      setBusy(null);
    }
  };
  return { join, busy };
}
