import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, formatDate, formatMoney, formatTime, useSearchParams, useTranslation } from '@casino/shared';
import { Button, EmptyState, ErrorState, Skeleton, cx } from '@casino/shared/ui';
import { PagedListMore, useLocalePath } from '@casino/shared/remote';
import { useCashierConfig } from '../../lib/config';
import { errorKey } from '../../lib/errors';
import { createKeyKeeper } from '../../lib/idempotency';
import { platform } from '../../lib/platform';
import { statusKey } from '../../lib/status';
import { cancelPayment, type HistoryItem } from './api';
import { HISTORY_TABS, tabFromQuery, type HistoryTab } from './merge';
import { useHistory } from './useHistory';
import styles from './History.module.css';

/** `/cashier/history?tab=`: deposits, withdrawals, bonuses and cashbacks, a page at a time. */
export function HistoryPage() {
  const { t } = useTranslation('cashier');
  const [search, setSearch] = useSearchParams();
  const tab = tabFromQuery(search.get('tab'));
  const { historyPageSize } = useCashierConfig();
  const history = useHistory(tab, historyPageSize);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (next: HistoryTab) => {
    if (next === tab) return;
    setSearch((s) => {
      const copy = new URLSearchParams(s);
      copy.set('tab', next);
      return copy;
    });
  };
  // Arrow keys move between tabs (WAI-ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const i = HISTORY_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = HISTORY_TABS[(i + step + HISTORY_TABS.length) % HISTORY_TABS.length]!;
    select(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className={styles.history}>
      <div role="tablist" aria-label={t('history.tabsLabel')} className={styles.tabs}>
        {HISTORY_TABS.map((name) => (
          <button
            key={name}
            ref={(el) => {
              tabRefs.current[name] = el;
            }}
            id={`history-tab-${name}`}
            role="tab"
            type="button"
            aria-selected={name === tab}
            aria-controls="history-panel"
            tabIndex={name === tab ? 0 : -1}
            className={cx(styles.tab, name === tab && styles.selected)}
            onClick={() => select(name)}
            onKeyDown={onKeyDown}
          >
            {t(`history.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div id="history-panel" role="tabpanel" aria-labelledby={`history-tab-${tab}`} aria-busy={history.status === 'pending' || undefined}>
        <HistoryPanel tab={tab} history={history} />
      </div>
    </div>
  );
}

function HistoryPanel({ tab, history }: { tab: HistoryTab; history: ReturnType<typeof useHistory> }) {
  const { t } = useTranslation('cashier');
  if (history.status === 'pending' && history.items.length === 0) {
    return (
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.row}>
            <Skeleton width="100%" height={40} shape="block" />
          </li>
        ))}
      </ul>
    );
  }
  if (history.status === 'error' && history.items.length === 0) {
    return <ErrorState heading={t('common.loadError')} text={t(errorKey(history.error))} action={{ label: t('common.retry'), onClick: history.retry }} />;
  }
  if (history.items.length === 0) return <EmptyState heading={t(`history.empty.${tab}`)} />;
  return (
    <>
      <p className={styles.count}>{t('history.shown', { shown: history.items.length, total: history.total })}</p>
      <ul className={styles.list}>
        {history.items.map((item) => (
          <HistoryRow key={item.id} item={item} onChange={history.replace} />
        ))}
      </ul>
      <PagedListMore
        list={history}
        errorText={(error) => t(errorKey(error))}
        loadingLabel={t('history.loadingMore')}
        moreLabel={t('history.more')}
        errorClassName={styles.error}
        moreClassName={styles.more}
      />
    </>
  );
}

function HistoryRow({ item, onChange }: { item: HistoryItem; onChange(item: HistoryItem): void }) {
  const { t } = useTranslation('cashier');
  const to = useLocalePath();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(createKeyKeeper()).current;
  const isPayment = item.type === 'deposit' || item.type === 'withdrawal';
  const title = item.method_name ?? item.description ?? t(`history.tabs.${item.type}`);
  const deposit = item.type === 'deposit';

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      const info = await cancelPayment(item, keys.keyFor(item.id));
      keys.done();
      onChange({ ...item, status: info.status, can_cancel: info.can_cancel, withdrawal_status: info.withdrawal_status });
      // An unpaid deposit moved no money: only a withdrawal's cancellation changes the balance.
      if (deposit) platform().bus.emit('toast:show', { text: t('history.depositCancelled'), type: 'success' });
      else {
        platform().bus.emit('balance:changed', { reason: 'withdrawal_cancel' });
        platform().bus.emit('toast:show', { text: t('history.cancelled'), type: 'success' });
      }
    } catch (e) {
      setError(t(errorKey(e)));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <span className={styles.title}>{isPayment ? <Link to={to(`/cashier/receipt?id=${item.id}`)}>{title}</Link> : title}</span>
        <span className={styles.meta}>
          <time dateTime={new Date(item.created_at * 1000).toISOString()}>
            {formatDate(item.created_at)} {formatTime(item.created_at)}
          </time>
          {' · '}#{item.id}
        </span>
      </div>
      <span className={cx(styles.amount, item.amount.amount < 0 && styles.negative)}>{formatMoney(item.amount.amount, item.amount.currency)}</span>
      <span className={cx(styles.status, styles[item.status])}>{t(statusKey(item))}</span>
      {item.can_cancel && (
        <span className={styles.cancel}>
          {confirming ? (
            <>
              <Button size="sm" variant="primary" loading={busy} onClick={() => void cancel()}>
                {t('history.confirmCancel')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                {t('history.keep')}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setConfirming(true)}
              aria-label={t(deposit ? 'history.cancelDepositLabel' : 'history.cancelLabel', { id: item.id })}
            >
              {t('history.cancel')}
            </Button>
          )}
        </span>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </li>
  );
}
