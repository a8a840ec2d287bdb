import { useId } from 'react';
import { useTranslation } from '@casino/shared';
import { Button, cx } from '@casino/shared/ui';
import type { NotificationEntry } from './api';
import { when, wordNotification } from './rules';
import styles from './Notifications.module.css';

export interface NotificationCardProps {
  entry: NotificationEntry;
  /** Opened (clicked) or marked with its button while unread. */
  onRead(id: number): void;
}

/** One message: unread ones stand out (a mark, a bolder title) and say so to screen readers. */
export function NotificationCard({ entry, onRead }: NotificationCardProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const { title, text } = wordNotification(entry, t);
  const read = () => {
    if (!entry.read) onRead(entry.id);
  };
  return (
    <article className={cx(styles.item, !entry.read && styles.unread)} aria-labelledby={titleId} onClick={read}>
      <div className={styles.head}>
        {!entry.read && <span className={styles.dot} aria-hidden="true" />}
        <h2 id={titleId} className={styles.itemTitle}>
          {!entry.read && <span className={styles.visuallyHidden}>{t('notifications.unreadMark')} </span>}
          {title}
        </h2>
        <time className={styles.time} dateTime={new Date(entry.created_at * 1000).toISOString()}>
          {when(entry.created_at)}
        </time>
      </div>
      {text && <p className={styles.text}>{text}</p>}
      {!entry.read && (
        <Button
          size="sm"
          variant="ghost"
          className={styles.markOne}
          aria-describedby={titleId}
          onClick={(event) => {
            event.stopPropagation();
            read();
          }}
        >
          {t('notifications.markRead')}
        </Button>
      )}
    </article>
  );
}
