import { stripLocale, type Dialog, type DialogType } from '@casino/shared';
import type { CampaignPopup, CashbackItem } from '@casino/shared/api/schemas';

/** Local storage key of the last cashback the player was shown (spec §3). */
export const SEEN_CASHBACK_KEY = 'already_seen_cashback_id';
/** Dialog contents the promotions remote offers. */
export const CAMPAIGN_DIALOG = 'promotions:campaign';
export const CASHBACK_DIALOG = 'promotions:unseen-cashback';

/**
 * Pages no marketing pop-up (campaign or cashback) is opened over (spec §2: game item and cashier
 * deposit pages), widened to every page where a player handles money, identity or safety: the whole
 * cashier (payment provider's frame, its return pages, withdrawal, receipts), contact and code
 * confirmation, verification, security (two-factor codes) and responsible gaming, public and profile.
 */
const POPUP_BLOCKED_PATHS: readonly RegExp[] = [
  /^\/game\/[^/]+/,
  /^\/cashier(\/|$)/,
  /^\/confirmation(\/|$)/,
  /^\/responsible-game(\/|$)/,
  /^\/profile\/(contacts|security|verification|responsible-game)(\/|$)/,
];

export function isPopupBlockedPath(pathname: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '');
  return POPUP_BLOCKED_PATHS.some((pattern) => pattern.test(path));
}

/** Whether a dialog is a marketing pop-up (a campaign or the unseen cashback). */
export const isMarketingDialog = (dialog: Pick<Dialog, 'component'>): boolean => dialog.component === CAMPAIGN_DIALOG || dialog.component === CASHBACK_DIALOG;

/**
 * Whether a marketing pop-up may be opened now: not on a blocked page, and not while another
 * dialog (a code confirmation, verification, sign-in) is open or waiting; other marketing pop-ups
 * only queue it behind them.
 */
export function marketingPopupMayOpen(pathname: string, queue: readonly Pick<Dialog, 'component'>[]): boolean {
  return !isPopupBlockedPath(pathname) && queue.every(isMarketingDialog);
}

export type CampaignRequest = { kind: 'preview'; sysname: string } | { kind: 'specific'; sysname: string } | { kind: 'any' };

/**
 * Which campaign popup a page shows (spec §4): on load, a preview when the hash is
 * `#popup-preview` with a `popup` query; the popup the `popup` query names on load and whenever
 * that query changes; otherwise the campaign popup.
 */
export function campaignRequest(search: string, hash: string, previousPopup: string | null, initial: boolean): CampaignRequest {
  const popup = new URLSearchParams(search).get('popup')?.trim() || null;
  if (popup && initial && hash === '#popup-preview') return { kind: 'preview', sysname: popup };
  if (popup && (initial || popup !== previousPopup)) return { kind: 'specific', sysname: popup };
  return { kind: 'any' };
}

/**
 * Player storage key (spec §3 storage), followed by the player's uid (a shared browser keeps each
 * player's own): when the player closed each campaign popup, `{ "<popup id>": ms }`.
 */
export const CLOSED_CAMPAIGNS_KEY = 'campaign_popups_closed_';
export const closedCampaignsKey = (uid: number) => `${CLOSED_CAMPAIGNS_KEY}${uid}`;
/** Closures kept: the newest ones, so the value stays far below the storage's value size. */
const CLOSED_KEPT = 50;
const HOUR_MS = 3600 * 1000;

/** When the player closed each campaign popup (by popup id), in ms since the epoch. */
export type ClosedCampaigns = Readonly<Record<string, number>>;

/**
 * How often a campaign popup is shown, from its content's `description.frequency`: `once` (closed
 * once, never again), `visit` (once per visit: every page load), `daily`, or a number of hours
 * (`12`, `"12h"`) after which a closed popup comes back. Anything else, or nothing, is `once`.
 */
export type CampaignFrequency = { kind: 'once' } | { kind: 'visit' } | { kind: 'hours'; hours: number };

export function campaignFrequency(description: CampaignPopup['description'] | null | undefined): CampaignFrequency {
  const value = description?.frequency;
  if (value === 'visit') return { kind: 'visit' };
  if (value === 'daily') return { kind: 'hours', hours: 24 };
  const hours = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,5}h?$/.test(value.trim()) ? Number.parseInt(value, 10) : NaN;
  return Number.isInteger(hours) && hours > 0 ? { kind: 'hours', hours } : { kind: 'once' };
}

/** Whether a campaign popup the player closed before stays closed at `now`, as its frequency says. */
export function staysClosed(popup: Pick<CampaignPopup, 'id' | 'description'>, closed: ClosedCampaigns, now: number): boolean {
  const at = closed[String(popup.id)];
  if (at === undefined) return false;
  const frequency = campaignFrequency(popup.description);
  if (frequency.kind === 'once') return true;
  if (frequency.kind === 'visit') return false;
  return now < at + frequency.hours * HOUR_MS;
}

/** The stored closures; a value that is not one (absent, damaged) is none. */
export function readClosedCampaigns(value: string | null): ClosedCampaigns {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([id, at]) => /^\d{1,12}$/.test(id) && typeof at === 'number' && Number.isFinite(at)));
  } catch {
    return {};
  }
}

/** The closures as stored: the newest CLOSED_KEPT of them. */
export function storedClosedCampaigns(closed: ClosedCampaigns): string {
  const entries = Object.entries(closed)
    .sort(([, a], [, b]) => b - a)
    .slice(0, CLOSED_KEPT);
  return JSON.stringify(Object.fromEntries(entries));
}

/** The closures with this one added, as stored. */
export function withClosedCampaign(closed: ClosedCampaigns, id: number, at: number): string {
  return storedClosedCampaigns({ ...closed, [String(id)]: Math.max(at, closed[String(id)] ?? 0) });
}

/** Two records of closures made one (this browser's and the server's), the latest closing of each popup, as stored. */
export function mergedClosedCampaigns(a: ClosedCampaigns, b: ClosedCampaigns): string {
  const merged: Record<string, number> = { ...a };
  for (const [id, at] of Object.entries(b)) merged[id] = Math.max(at, merged[id] ?? 0);
  return storedClosedCampaigns(merged);
}

/**
 * The campaign popup to show: the first live one not yet shown during this visit, and not closed
 * by the player before (per campaign, as its frequency says).
 */
export function nextCampaignPopup(
  items: readonly CampaignPopup[],
  shown: ReadonlySet<string>,
  closed: ClosedCampaigns = {},
  now = Date.now(),
): CampaignPopup | null {
  return items.find((p) => !p.preview && !shown.has(p.sysname) && !staysClosed(p, closed, now)) ?? null;
}

/**
 * How a campaign popup is presented (spec §2 dialog types): a curtain when its content asks for
 * one (`description.type` "curtain"), else a popup.
 */
export function campaignDialogType(popup: Pick<CampaignPopup, 'description'> | null | undefined): Extract<DialogType, 'popup' | 'curtain'> {
  return popup?.description.type === 'curtain' ? 'curtain' : 'popup';
}

/**
 * The unseen cashback popup rule (spec §4): the latest cashback among paid_out and active (by
 * end_date, newest first) shows when its id differs from the stored one and it is active, or
 * paid out with no receiving_expired_at.
 */
export function unseenCashback(items: readonly CashbackItem[], seenId: string | null): CashbackItem | null {
  const latest = items
    .filter((c) => c.status === 'active' || c.status === 'paid_out')
    .slice()
    .sort((a, b) => b.end_date - a.end_date || b.id - a.id)[0];
  if (!latest) return null;
  if (seenId !== null && String(latest.id) === seenId.trim()) return null;
  if (latest.status === 'active') return latest;
  return latest.receiving_expired_at === null ? latest : null;
}
