export { NotificationsBell } from './NotificationsBell';
export { useUnreadCount } from './useUnreadCount';
