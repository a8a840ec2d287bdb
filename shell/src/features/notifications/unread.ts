import { api } from '../../platform/api';

/** The player's unread notifications (one item asked for: only the count is wanted). */
export async function fetchUnread(signal?: AbortSignal): Promise<number> {
  const page = await api.call('notifications.get', { offset: 0, count: 1 }, signal ? { signal } : {});
  return page.unread;
}

/** What the badge shows: the count, or 99+ beyond. */
export function badgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}
