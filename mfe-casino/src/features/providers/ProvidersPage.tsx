import { formatNumber, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { errorKey, LocaleLink, useAsync } from '@casino/shared/remote';
import { common } from '../../components';
import { fetchProviders, itemView } from '../catalogue';
import styles from './Providers.module.css';

/** `/providers`: every studio (spec §3 provider fields) with its logo and games, linking to its games in the hall. */
export function ProvidersPage() {
  const { t } = useTranslation('casino');
  const providers = useAsync((signal) => fetchProviders(signal), []);
  return (
    <section className={common.page} aria-labelledby="providers-title">
      <header className={common.header}>
        <h1 id="providers-title" className={common.title}>
          {t('providers.title')}
        </h1>
        {providers.data && <p className={common.muted}>{t('providers.count', { count: providers.data.total })}</p>}
      </header>
      {providers.status === 'error' ? (
        <ErrorState heading={t('providers.errorTitle')} text={t(errorKey(providers.error))} action={{ label: t('retry'), onClick: providers.reload }} />
      ) : !providers.data ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className={styles.card}>
              <Skeleton shape="block" aspectRatio="5 / 2" width="100%" />
              <Skeleton width="60%" />
            </li>
          ))}
        </ul>
      ) : providers.data.items.length === 0 ? (
        <EmptyState heading={t('providers.empty')} />
      ) : (
        <ul className={styles.grid}>
          {providers.data.items.map((p) => {
            const view = itemView(p);
            return (
              <li key={p.sysname} className={styles.card}>
                <img src={view.image} alt="" width={240} height={96} loading="lazy" className={styles.logo} />
                <LocaleLink to={`/gamehall?providers=${encodeURIComponent(p.sysname)}`} className={styles.name}>
                  {view.name}
                </LocaleLink>
                <span className={common.muted}>{t('providers.games', { count: p.games_count, formatted: formatNumber(p.games_count) })}</span>
                <span className={styles.types}>{p.types.map((type) => t(`types.${type}`, { defaultValue: type })).join(' · ')}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
