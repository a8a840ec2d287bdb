import { useId } from 'react';
import { formatDate, formatMoney, useLocaleStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton, cx } from '@casino/shared/ui';
import { errorKey, LocaleLink, useAsync } from '@casino/shared/remote';
import { loadFreespins } from './api';
import { Progress } from './Progress';
import { byUse, spinsPercent, type FreespinPack } from './rules';
import styles from './Bonuses.module.css';

/** The player's free spin packs: spins played of the pack, the slot to play them on, their time. */
export function FreespinList({ version }: { version: number }) {
  const { t } = useTranslation('profile');
  const locale = useLocaleStore((s) => s.locale);
  const headingId = useId();
  const state = useAsync((signal) => loadFreespins(signal), [version, locale]);
  const { current, past } = byUse(state.data?.items ?? []);
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={state.status === 'pending' || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {t('bonuses.freespins.title')}
      </h2>
      {state.status === 'error' && !state.data ? (
        <ErrorState
          headingLevel={3}
          heading={t('bonuses.loadError')}
          text={t(errorKey(state.error))}
          action={{ label: t('bonuses.retry'), onClick: state.reload }}
        />
      ) : !state.data ? (
        <div className={styles.grid} role="status" aria-busy="true" aria-label={t('bonuses.loading')}>
          <Skeleton shape="block" height={160} />
        </div>
      ) : current.length === 0 && past.length === 0 ? (
        <EmptyState headingLevel={3} heading={t('bonuses.freespins.empty')} text={t('bonuses.emptyText')} />
      ) : (
        <>
          {current.length > 0 && (
            <ul className={styles.grid}>
              {current.map((p) => (
                <li key={p.id} className={styles.item}>
                  <PackCard pack={p} />
                </li>
              ))}
            </ul>
          )}
          {past.length > 0 && (
            <details className={styles.past}>
              <summary>{t('bonuses.past', { count: past.length })}</summary>
              <ul className={styles.grid}>
                {past.map((p) => (
                  <li key={p.id} className={styles.item}>
                    <PackCard pack={p} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </section>
  );
}

function PackCard({ pack }: { pack: FreespinPack }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const title =
    typeof pack.description.title === 'string' && pack.description.title ? pack.description.title : t('bonuses.freespins.pack', { count: pack.count });
  const active = pack.status === 'active';
  return (
    <article className={cx(styles.card, active && styles.activeCard)} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <span className={cx(styles.badge, styles[`status_${pack.status}`])}>{t(`bonuses.status.${pack.status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('bonuses.freespins.game')}</dt>
          <dd>{pack.game.name}</dd>
        </div>
        <div>
          <dt>{t('bonuses.freespins.left')}</dt>
          <dd>{t('bonuses.freespins.leftValue', { remaining: pack.remaining_count, count: pack.count })}</dd>
        </div>
        <div>
          <dt>{t('bonuses.freespins.stake')}</dt>
          <dd>{formatMoney(pack.stake.amount, pack.stake.currency)}</dd>
        </div>
        <div>
          <dt>{active ? t('bonuses.expiresLabel') : t('bonuses.wagerLabel')}</dt>
          <dd>{active ? formatDate(pack.expires_at * 1000) : t('bonuses.wager', { wager: pack.wager })}</dd>
        </div>
      </dl>
      <Progress
        label={t('bonuses.freespins.progress', { title })}
        percent={spinsPercent(pack)}
        text={t('bonuses.freespins.played', { played: pack.count - pack.remaining_count, count: pack.count })}
      />
      <p className={styles.muted}>{t('bonuses.freespins.wins', { wager: pack.wager })}</p>
      {active && (
        <LocaleLink to={`/game/${pack.game.sysname}`} className={styles.link}>
          {t('bonuses.freespins.play', { game: pack.game.name })}
        </LocaleLink>
      )}
    </article>
  );
}
