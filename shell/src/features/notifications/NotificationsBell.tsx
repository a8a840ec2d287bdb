import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { badgeText } from './unread';
import { useUnreadCount } from './useUnreadCount';
import styles from './NotificationsBell.module.css';
import { Icon } from '@casino/shared/ui';

/** The header's link to /profile/notification, with the unread count as a badge and in its name. */
export function NotificationsBell() {
  const { t } = useTranslation('shell');
  const unread = useUnreadCount() ?? 0;
  return (
    <LocaleLink
      to="/profile/notification"
      className={styles.bell}
      // The name says the count as the badge shows it (99+), so it contains what is seen (WCAG 2.5.3).
      aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread, shown: badgeText(unread) }) : t('notifications.bell')}
    >
      <Icon name="bell" width="22" height="22" className={styles.icon} />
      {unread > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="notifications-badge">
          {badgeText(unread)}
        </span>
      )}
    </LocaleLink>
  );
}
