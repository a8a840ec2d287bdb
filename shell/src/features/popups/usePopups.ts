import { useEffect, useRef } from 'react';
import { bus, isAuthenticated, useDialogsStore, useLocation, useSessionStore } from '@casino/shared';
import { api } from '../../platform/api';
import { freshPlayerValue, writePlayerValue } from '../../platform/player-storage';
import type { CampaignPopup } from '@casino/shared/api/schemas';
import { CAMPAIGN_DIALOG, CASHBACK_DIALOG, campaignDialogType, campaignRequest, isPopupBlockedPath, nextCampaignPopup, SEEN_CASHBACK_KEY, unseenCashback } from './rules';

/** The last cashback the player saw, on any of their devices: asked of the server (player storage). */
const readSeen = (uid: number, signal: AbortSignal): Promise<string | null> => freshPlayerValue(SEEN_CASHBACK_KEY, uid, signal);
const storeSeen = (id: number, uid: number): void => writePlayerValue(SEEN_CASHBACK_KEY, String(id), uid);

/** Opens a campaign popup as its content asks: a popup, or a curtain. */
const openCampaign = (sysname: string, popup: CampaignPopup | null, preview = false) =>
  useDialogsStore.getState().open({ id: `campaign:${sysname}`, component: CAMPAIGN_DIALOG, type: campaignDialogType(popup), props: { sysname, preview } });

/** A popup the address names: its presentation is read first (a failed read shows it as a popup). */
async function openNamedCampaign(sysname: string, preview: boolean, signal: AbortSignal): Promise<void> {
  const found = await api
    .call('popups.get', { sysname, preview, count: 1 }, { signal })
    .then(({ items }) => items.find((p) => p.sysname === sysname) ?? null)
    .catch(() => null);
  if (!signal.aborted) openCampaign(sysname, found, preview);
}

/**
 * The signed-in player's pop-ups (spec §4): the unseen cashback popup when a session starts
 * (on load or after login), then the campaign popup on load and on route changes, or the one
 * the `popup` query names (a preview with `#popup-preview`). Never on game and deposit pages.
 */
export function usePopups(): void {
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const { pathname, search, hash } = useLocation();
  const visit = useRef<{ uid: number; popup: string | null; started: boolean; shown: Set<string> }>({ uid: 0, popup: null, started: false, shown: new Set() });

  // A new session (load or login): start over, and queue the unseen cashback first.
  useEffect(() => {
    visit.current = { uid, popup: null, started: false, shown: new Set() };
    if (uid <= 0 || isPopupBlockedPath(window.location.pathname)) return;
    const controller = new AbortController();
    Promise.all([
      api.call('cashbacks.get', { count: 1, sort: 'end_date', order: 'desc', statuses: ['paid_out', 'active'] }, { signal: controller.signal }),
      readSeen(uid, controller.signal),
    ])
      .then(([{ items }, seen]) => {
        const cashback = unseenCashback(items, seen);
        if (!cashback || controller.signal.aborted) return;
        useDialogsStore.getState().open({ id: `cashback:${cashback.id}`, component: CASHBACK_DIALOG, props: { cashback }, onClose: () => storeSeen(cashback.id, uid) });
      })
      .catch(() => {});
    return () => controller.abort();
  }, [uid]);

  useEffect(() => {
    const state = visit.current;
    if (uid <= 0 || state.uid !== uid) return;
    const popup = new URLSearchParams(search).get('popup')?.trim() || null;
    const request = campaignRequest(search, hash, state.popup, !state.started);
    state.started = true;
    state.popup = popup;
    if (isPopupBlockedPath(pathname)) return;
    const controller = new AbortController();
    if (request.kind !== 'any') {
      state.shown.add(request.sysname);
      void openNamedCampaign(request.sysname, request.kind === 'preview', controller.signal);
      return () => controller.abort();
    }
    api
      .call('popups.get', { count: 10 }, { signal: controller.signal })
      .then(({ items }) => {
        const popup = nextCampaignPopup(items, state.shown);
        if (controller.signal.aborted || !popup || visit.current !== state) return;
        state.shown.add(popup.sysname);
        openCampaign(popup.sysname, popup);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [uid, pathname, search, hash]);

  // Signing out closes a campaign or cashback popup still waiting in the queue.
  useEffect(
    () =>
      bus.on('auth:logout', () => {
        const { queue, close } = useDialogsStore.getState();
        for (const d of queue) if (d.component === CAMPAIGN_DIALOG || d.component === CASHBACK_DIALOG) close(d.id, true);
      }),
    [],
  );
}
