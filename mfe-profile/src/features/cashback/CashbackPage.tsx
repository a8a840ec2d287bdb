import { useState } from 'react';
import { useBalanceVersion, useTranslation } from '@casino/shared';
import { errorKey, useAsync } from '@casino/shared/remote';
import { Button, EmptyState, ErrorState, Loader } from '@casino/shared/ui';
import { loadCashbacks, type Cashback } from './api';
import { CashbackCard } from './CashbackCard';
import { appendPage } from './rules';
import styles from './Cashback.module.css';

/**
 * /profile/cashback: the player's cashbacks (spec §2, §3) with their period, amount, status and
 * the time left to take them; an active one can be taken (credited to the main balance) or
 * declined, each after a confirmation.
 */
export function CashbackPage() {
  const { t } = useTranslation('profile');
  // A round played counts toward a cashback, a cashback taken moves money: asked again whenever money moved.
  const moneyMoved = useBalanceVersion();
  const state = useAsync((signal) => loadCashbacks(0, signal), [moneyMoved]);
  const [more, setMore] = useState<{ busy: boolean; error: unknown }>({ busy: false, error: null });
  const items = state.data?.items ?? [];
  const total = state.data?.total ?? 0;

  const loadMore = async () => {
    setMore({ busy: true, error: null });
    try {
      const page = await loadCashbacks(items.length);
      state.setData((d) => (d ? { items: appendPage(d.items, page.items), total: page.total } : d));
      setMore({ busy: false, error: null });
    } catch (error) {
      setMore({ busy: false, error });
    }
  };
  const replace = (item: Cashback) => state.setData((d) => (d ? { ...d, items: d.items.map((i) => (i.id === item.id ? item : i)) } : d));

  return (
    <section className={styles.page} aria-labelledby="cashback-title" aria-busy={state.status === 'pending' || undefined}>
      <h1 id="cashback-title" className={styles.title}>
        {t('cashback.title')}
      </h1>
      <p className={styles.intro}>{t('cashback.intro')}</p>
      {state.data ? (
        items.length === 0 ? (
          <EmptyState heading={t('cashback.empty')} text={t('cashback.emptyText')} />
        ) : (
          <>
            <ul className={styles.list} aria-label={t('cashback.listLabel')}>
              {items.map((item) => (
                <CashbackCard key={item.id} item={item} onChange={replace} onStale={state.reload} />
              ))}
            </ul>
            {more.error !== null && (
              <p role="alert" className={styles.alert}>
                {t(errorKey(more.error))}
              </p>
            )}
            {items.length < total &&
              (more.busy ? (
                <Loader label={t('cashback.loadingMore')} size="sm" />
              ) : (
                <Button variant="secondary" onClick={() => void loadMore()} className={styles.more}>
                  {t('cashback.more')}
                </Button>
              ))}
          </>
        )
      ) : state.status === 'error' ? (
        <ErrorState heading={t('cashback.loadError')} text={t(errorKey(state.error))} action={{ label: t('common.retry'), onClick: state.reload }} />
      ) : (
        <Loader label={t('cashback.loading')} />
      )}
    </section>
  );
}
