import { useState } from 'react';
import { useTranslation } from '@casino/shared';
import { toastError, useAsync } from '@casino/shared/remote';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { Subscriptions } from '../contacts';
import { platform } from '../../lib/platform';
import { loadNotifications, markAllRead, markRead } from './api';
import { NotificationCard } from './NotificationCard';
import { appendPage, markedRead, PAGE_SIZE } from './rules';
import styles from './Notifications.module.css';

/**
 * /profile/notification: the player's messages, newest first, a page at a time; opening an unread
 * one marks it read, and all can be marked at once. The header's unread count hears every change
 * (`notifications:changed`). Below, the marketing subscriptions of the player's contacts.
 */
export function NotificationsPage() {
  const { t } = useTranslation('profile');
  const [more, setMore] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const state = useAsync(async (signal) => {
    const first = await loadNotifications(0, PAGE_SIZE, signal);
    tellUnread(first.unread);
    return first;
  }, []);

  const showMore = async () => {
    if (!state.data) return;
    setMore(true);
    try {
      const page = await loadNotifications(state.data.items.length, PAGE_SIZE);
      state.setData((d) => d && { items: appendPage(d.items, page.items), total: page.total, unread: page.unread });
    } catch (error) {
      toastError(error, t);
    } finally {
      setMore(false);
    }
  };

  const readOne = async (id: number) => {
    setNote(null);
    // Shown read at once; put back if the server did not take it.
    state.setData((d) => d && { ...d, items: markedRead(d.items, new Set([id])), unread: Math.max(0, d.unread - 1) });
    try {
      const { unread } = await markRead(id);
      state.setData((d) => d && { ...d, unread });
      tellUnread(unread);
    } catch (error) {
      state.reload();
      toastError(error, t);
    }
  };

  const readAll = async () => {
    setNote(null);
    setMarkingAll(true);
    try {
      const { unread } = await markAllRead();
      state.setData((d) => d && { ...d, items: markedRead(d.items, 'all'), unread });
      setNote(t('notifications.allRead'));
      tellUnread(unread);
    } catch (error) {
      toastError(error, t);
    } finally {
      setMarkingAll(false);
    }
  };

  const data = state.data;
  return (
    <div className={styles.page}>
      <section className={styles.messages} aria-labelledby="notifications-title" aria-busy={state.status === 'pending' || undefined}>
        <div className={styles.toolbar}>
          <h1 id="notifications-title" className={styles.title}>
            {t('notifications.title')}
          </h1>
          {data && data.items.length > 0 && (
            <Button variant="secondary" size="sm" loading={markingAll} disabled={data.unread === 0} onClick={() => void readAll()}>
              {t('notifications.markAll')}
            </Button>
          )}
        </div>
        {data && data.items.length > 0 && <p className={styles.muted}>{t('notifications.unreadCount', { count: data.unread })}</p>}
        <p role="status" className={styles.muted}>
          {note}
        </p>
        {data ? (
          data.items.length === 0 ? (
            <EmptyState heading={t('notifications.empty.title')} text={t('notifications.empty.text')} />
          ) : (
            <>
              <ul className={styles.list} aria-label={t('notifications.listLabel')}>
                {data.items.map((entry) => (
                  <li key={entry.id}>
                    <NotificationCard entry={entry} onRead={(id) => void readOne(id)} />
                  </li>
                ))}
              </ul>
              {data.items.length < data.total && (
                <Button variant="secondary" loading={more} onClick={() => void showMore()} className={styles.more}>
                  {t('notifications.more')}
                </Button>
              )}
            </>
          )
        ) : state.status === 'error' ? (
          <ErrorState heading={t('notifications.loadError')} action={{ label: t('common.retry'), onClick: state.reload }} />
        ) : (
          <Loader label={t('notifications.loading')} />
        )}
      </section>
      <Subscriptions />
    </div>
  );
}

/** The header's badge follows the page's count. */
function tellUnread(unread: number): void {
  platform().bus.emit('notifications:changed', { unread });
}
