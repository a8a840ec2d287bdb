import { formatDate, formatMoney, formatTime, isNotificationKind, type NotificationKind } from '@casino/shared';
import type { NotificationEntry } from './api';

/** Notifications fetched per page ("show more" asks for the next). */
export const PAGE_SIZE = 10;

/** The next page appended, without the ones already shown (a message that arrived meanwhile shifts the offsets). */
export function appendPage(shown: readonly NotificationEntry[], page: readonly NotificationEntry[]): NotificationEntry[] {
  const ids = new Set(shown.map((n) => n.id));
  return [...shown, ...page.filter((n) => !ids.has(n.id))];
}

/** The list with the given ids (or every one) read. */
export function markedRead(items: readonly NotificationEntry[], ids: ReadonlySet<number> | 'all'): NotificationEntry[] {
  return items.map((n) => (n.read || (ids !== 'all' && !ids.has(n.id)) ? n : { ...n, read: true }));
}

type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface Wording {
  title: string;
  text: string;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The parameters of a kind, ready for its texts: amounts in the shared money format, dates as dd.mm.yyyy. */
function textParams(kind: NotificationKind, params: Record<string, unknown>): Record<string, unknown> {
  const amount = num(params.amount);
  const out: Record<string, unknown> = {
    id: num(params.id) ?? '',
    amount: amount === null ? '' : formatMoney(amount, str(params.currency) || undefined),
    count: num(params.count) ?? '',
    game: str(params.game),
    level: str(params.level),
  };
  if (kind === 'responsible.exclusion') out.until = params.until ? formatDate(str(params.until)) : '';
  return out;
}

/** Which text of the kind fits its parameters (two-factor on or off, an exclusion for good or until a date). */
function variant(kind: NotificationKind, params: Record<string, unknown>): string {
  if (kind === 'security.two_factor_changed') return params.enabled === true ? '.on' : '.off';
  if (kind === 'responsible.exclusion') return params.until ? '.until' : '.permanent';
  return '';
}

/**
 * The title and text of a notification in the page's language. Every kind of
 * `NOTIFICATION_KINDS` has its own (`notifications.kinds.<kind>`); one the page does not know yet
 * (written by a newer server) gets the general wording.
 */
export function wordNotification(entry: Pick<NotificationEntry, 'kind' | 'params'>, t: Translate): Wording {
  if (!isNotificationKind(entry.kind)) return { title: t('notifications.kinds.other.title'), text: t('notifications.kinds.other.text') };
  const key = `notifications.kinds.${entry.kind}${variant(entry.kind, entry.params)}`;
  const params = textParams(entry.kind, entry.params);
  return { title: t(`${key}.title`, params), text: t(`${key}.text`, params) };
}

/** When it happened: dd.mm.yyyy h:mm (spec §9). */
export const when = (createdAt: number) => `${formatDate(createdAt)} ${formatTime(createdAt)}`;
