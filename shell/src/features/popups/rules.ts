import { stripLocale, type DialogType } from '@casino/shared';
import type { CampaignPopup, CashbackItem } from '@casino/shared/api/schemas';

/** Local storage key of the last cashback the player was shown (spec §3). */
export const SEEN_CASHBACK_KEY = 'already_seen_cashback_id';
/** Dialog contents the promotions remote offers. */
export const CAMPAIGN_DIALOG = 'promotions:campaign';
export const CASHBACK_DIALOG = 'promotions:unseen-cashback';

/** Pop-ups are not opened on game item and cashier deposit pages (spec §2). */
export function isPopupBlockedPath(pathname: string): boolean {
  const path = stripLocale(pathname).replace(/\/+$/, '');
  return /^\/game\/[^/]+/.test(path) || /^\/cashier\/deposit(\/|$)/.test(path);
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

/** The campaign popup to show: the first live one not yet shown during this visit. */
export function nextCampaignPopup(items: readonly CampaignPopup[], shown: ReadonlySet<string>): CampaignPopup | null {
  return items.find((p) => !p.preview && !shown.has(p.sysname)) ?? null;
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
