import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { badgeText } from './unread';
import { useUnreadCount } from './useUnreadCount';
import styles from './NotificationsBell.module.css';

/** The header's link to /profile/notification, with the unread count as a badge and in its name. */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount() ?? 0;
  return (
    <LocaleLink
      to="/profile/notification"
      className={styles.bell}
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22" className={styles.icon}>
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
          {badgeText(unread)}
        </span>
      )}
    </LocaleLink>
  );
}
