import type { Result } from '@casino/shared';
import { api } from '../../lib/platform';

export type NotificationsPage = Result<'notifications.get'>;
export type NotificationEntry = NotificationsPage['items'][number];

export const loadNotifications = (offset: number, count: number, signal?: AbortSignal) =>
  api().call('notifications.get', { offset, count }, signal ? { signal } : {});
export const markRead = (id: number) => api().call('notifications.markRead', { id });
export const markAllRead = () => api().call('notifications.markRead', { all: '1' });
