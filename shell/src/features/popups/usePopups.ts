import { useEffect, useRef } from 'react';
import { bus, isAuthenticated, useDialogsStore, useLocation, useSessionStore } from '@casino/shared';
import { api } from '../../platform/api';
import { freshPlayerValue, readPlayerValue, writePlayerValue } from '../../platform/player-storage';
import type { CampaignPopup } from '@casino/shared/api/schemas';
import {
  CAMPAIGN_DIALOG,
  CASHBACK_DIALOG,
  closedCampaignsKey,
  campaignDialogType,
  campaignRequest,
  isMarketingDialog,
  isPopupBlockedPath,
  marketingPopupMayOpen,
  nextCampaignPopup,
  mergedClosedCampaigns,
  readClosedCampaigns,
  SEEN_CASHBACK_KEY,
  storedClosedCampaigns,
  unseenCashback,
  withClosedCampaign,
} from './rules';

/** The last cashback the player saw, on any of their devices: asked of the server (player storage). */
const readSeen = (uid: number, signal: AbortSignal): Promise<string | null> => freshPlayerValue(SEEN_CASHBACK_KEY, uid, signal);
const storeSeen = (id: number, uid: number): void => writePlayerValue(SEEN_CASHBACK_KEY, String(id), uid);

/**
 * The player's closures in this browser and on the server made one, on both: one closed on another
 * device since, or one this page could not send before it was left, is kept. Offline: this browser's stand.
 */
async function syncClosed(uid: number, signal?: AbortSignal): Promise<void> {
  const key = closedCampaignsKey(uid);
  const server = await api.call('storage.get', { key }, signal ? { signal } : undefined).then(
    (r) => r.value,
    () => undefined,
  );
  if (server === undefined || signal?.aborted) return;
  const local = readPlayerValue(key);
  const merged = mergedClosedCampaigns(readClosedCampaigns(server), readClosedCampaigns(local));
  const none = storedClosedCampaigns({});
  if (merged !== (server ?? none)) writePlayerValue(key, merged, uid);
  else if (merged !== (local ?? none)) writePlayerValue(key, merged, 0);
}

/** Remembers at once in this browser that the player closed a campaign popup, then on the server for every device. */
function rememberClosed(id: number, uid: number): void {
  const key = closedCampaignsKey(uid);
  writePlayerValue(key, withClosedCampaign(readClosedCampaigns(readPlayerValue(key)), id, Date.now()), 0);
  void syncClosed(uid);
}

/** Whether a marketing pop-up may open over the page as it is now (the player may have moved on meanwhile). */
const mayOpenNow = () => marketingPopupMayOpen(window.location.pathname, useDialogsStore.getState().queue);

/** Opens a campaign popup as its content asks: a popup, or a curtain; closing it is remembered (not a preview's). */
function openCampaign(sysname: string, popup: CampaignPopup | null, uid: number, preview = false) {
  const onClose = popup && !preview ? () => rememberClosed(popup.id, uid) : undefined;
  useDialogsStore.getState().open({
    id: `campaign:${sysname}`,
    component: CAMPAIGN_DIALOG,
    type: campaignDialogType(popup),
    props: { sysname, preview },
    ...(onClose ? { onClose } : {}),
  });
}

/** A popup the address names: its presentation is read first (a failed read shows it as a popup). */
async function openNamedCampaign(sysname: string, preview: boolean, uid: number, signal: AbortSignal): Promise<boolean> {
  const found = await api
    .call('popups.get', { sysname, preview, count: 1 }, { signal })
    .then(({ items }) => items.find((p) => p.sysname === sysname) ?? null)
    .catch(() => null);
  if (signal.aborted || !mayOpenNow()) return false;
  openCampaign(sysname, found, uid, preview);
  return true;
}

type Visit = { uid: number; popup: string | null; started: boolean; shown: Set<string>; closedRead: Promise<unknown> };

/**
 * The signed-in player's pop-ups (spec §4): the unseen cashback popup when a session starts
 * (on load or after login), then the campaign popup on load and on route changes, or the one
 * the `popup` query names (a preview with `#popup-preview`). A campaign popup the player closed
 * stays closed as its content's frequency says, on every device (player storage). None over the
 * pages `isPopupBlockedPath` names, and none while another dialog is open: such a page skips them.
 */
export function usePopups(): void {
  const uid = useSessionStore((s) => (isAuthenticated(s.account) ? s.account.uid : 0));
  const { pathname, search, hash } = useLocation();
  const visit = useRef<Visit>({ uid: 0, popup: null, started: false, shown: new Set(), closedRead: Promise.resolve() });

  // A new session (load or login): start over, read the closures anew, and queue the unseen cashback first.
  useEffect(() => {
    visit.current = { uid, popup: null, started: false, shown: new Set(), closedRead: Promise.resolve() };
    if (uid <= 0) return;
    const controller = new AbortController();
    visit.current.closedRead = syncClosed(uid, controller.signal);
    if (isPopupBlockedPath(window.location.pathname)) return () => controller.abort();
    Promise.all([
      api.call('cashbacks.get', { count: 1, sort: 'end_date', order: 'desc', statuses: ['paid_out', 'active'] }, { signal: controller.signal }),
      readSeen(uid, controller.signal),
    ])
      .then(([{ items }, seen]) => {
        const cashback = unseenCashback(items, seen);
        if (!cashback || controller.signal.aborted || !mayOpenNow()) return;
        useDialogsStore
          .getState()
          .open({ id: `cashback:${cashback.id}`, component: CASHBACK_DIALOG, props: { cashback }, onClose: () => storeSeen(cashback.id, uid) });
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
      void openNamedCampaign(request.sysname, request.kind === 'preview', uid, controller.signal).then(
        (opened) => opened || state.shown.delete(request.sysname),
      );
      return () => controller.abort();
    }
    Promise.all([api.call('popups.get', { count: 50 }, { signal: controller.signal }), state.closedRead])
      .then(([{ items }]) => {
        // Read here, not with the session: a popup closed on this device since counts at once.
        const closed = readClosedCampaigns(readPlayerValue(closedCampaignsKey(uid)));
        const popup = nextCampaignPopup(items, state.shown, closed);
        if (controller.signal.aborted || !popup || visit.current !== state || !mayOpenNow()) return;
        state.shown.add(popup.sysname);
        openCampaign(popup.sysname, popup, uid);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [uid, pathname, search, hash]);

  // Marketing pop-ups give way: on a page they may not cover, or to another dialog (a code
  // confirmation, verification), they leave the queue unclosed (not remembered), free to come back on another page.
  useEffect(() => {
    const giveWay = () => {
      const { queue } = useDialogsStore.getState();
      if (!queue.some(isMarketingDialog) || marketingPopupMayOpen(window.location.pathname, queue)) return;
      for (const d of queue) if (d.component === CAMPAIGN_DIALOG) visit.current.shown.delete(String(d.props?.sysname ?? ''));
      useDialogsStore.setState({ queue: queue.filter((d) => !isMarketingDialog(d)) });
    };
    giveWay();
    return useDialogsStore.subscribe((s, previous) => s.queue !== previous.queue && giveWay());
  }, [pathname]);

  // Signing out drops a campaign or cashback popup still open or waiting, as not closed by the player.
  useEffect(
    () =>
      bus.on('auth:logout', () => {
        const { queue } = useDialogsStore.getState();
        if (queue.some(isMarketingDialog)) useDialogsStore.setState({ queue: queue.filter((d) => !isMarketingDialog(d)) });
      }),
    [],
  );
}
