import { useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { errorKey, LocaleLink, pictureOf, useAsync, useImageKey } from '@casino/shared/remote';
import { common } from '../../components';
import { fetchJackpots, JACKPOT_POLL_MS } from './api';
import { JackpotAmount } from './JackpotAmount';
import { usePolling } from './usePolling';
import styles from './Jackpots.module.css';

const text = (d: Record<string, string | number>, key: string) => (typeof d[key] === 'string' ? (d[key] as string) : '');

/** `/jackpots`: every running jackpot with its ticking amount. */
export function JackpotsPage() {
  const { t } = useTranslation('casino');
  const jackpots = useAsync((signal) => fetchJackpots(signal), []);
  const imageKey = useImageKey('jackpot');
  usePolling(jackpots.reload, JACKPOT_POLL_MS);
  return (
    <section className={common.page} aria-labelledby="jackpots-title">
      <header className={common.header}>
        <h1 id="jackpots-title" className={common.title}>
          {t('jackpots.title')}
        </h1>
        <LocaleLink to="/winners" className={common.link}>
          {t('jackpots.allWinners')}
        </LocaleLink>
      </header>
      {jackpots.status === 'error' && !jackpots.data ? (
        <ErrorState heading={t('jackpots.errorTitle')} text={t(errorKey(jackpots.error))} action={{ label: t('retry'), onClick: jackpots.reload }} />
      ) : !jackpots.data ? (
        <ul className={common.cards} aria-busy="true" aria-label={t('loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton shape="block" aspectRatio="2 / 1" width="100%" />
            </li>
          ))}
        </ul>
      ) : jackpots.data.items.length === 0 ? (
        <EmptyState heading={t('jackpots.empty')} />
      ) : (
        <ul className={`${common.cards} ${styles.list}`}>
          {jackpots.data.items.map((j) => (
            <li key={j.id} className={styles.card}>
              <img src={pictureOf(j, imageKey)} alt="" width={600} height={300} loading="lazy" className={styles.image} />
              <div className={styles.body}>
                <h2 className={styles.name}>
                  <LocaleLink to={`/jackpots/${j.id}`} className={styles.link}>
                    {text(j.description, 'title') || j.sysname}
                  </LocaleLink>
                </h2>
                <JackpotAmount amount={j.amount} />
                <p className={common.muted}>{text(j.description, 'text')}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
