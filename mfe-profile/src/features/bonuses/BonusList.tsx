import { useId } from 'react';
import { useLocaleStore, useTranslation } from '@casino/shared';
import { EmptyState, ErrorState, Skeleton } from '@casino/shared/ui';
import { errorKey, useAsync } from '@casino/shared/remote';
import { loadBonuses } from './api';
import { BonusCard } from './BonusCard';
import { WageringRules } from './WageringRules';
import { byUse, type BonusKind } from './rules';
import styles from './Bonuses.module.css';

/** One kind's bonuses: those still usable as cards, the finished ones folded below. */
export function BonusList({ kind, version }: { kind: BonusKind; version: number }) {
  const { t } = useTranslation('profile');
  const locale = useLocaleStore((s) => s.locale);
  const headingId = useId();
  const state = useAsync((signal) => loadBonuses(kind, signal), [kind, version, locale]);
  const { current, past } = byUse(state.data?.items ?? []);
  const anotherActive = current.some((b) => b.status === 'active');
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={state.status === 'pending' || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {t(`bonuses.${kind}.title`)}
      </h2>
      {state.data?.wagering_rules && <WageringRules rules={state.data.wagering_rules} kind={kind} />}
      {state.status === 'error' && !state.data ? (
        <ErrorState
          headingLevel={3}
          heading={t('bonuses.loadError')}
          text={t(errorKey(state.error))}
          action={{ label: t('bonuses.retry'), onClick: state.reload }}
        />
      ) : !state.data ? (
        <div className={styles.grid} role="status" aria-busy="true" aria-label={t('bonuses.loading')}>
          <Skeleton shape="block" height={180} />
          <Skeleton shape="block" height={180} />
        </div>
      ) : current.length === 0 && past.length === 0 ? (
        <EmptyState headingLevel={3} heading={t(`bonuses.${kind}.empty`)} text={t('bonuses.emptyText')} />
      ) : (
        <>
          {current.length > 0 ? (
            <ul className={styles.grid}>
              {current.map((b) => (
                <li key={b.id} className={styles.item}>
                  <BonusCard bonus={b} kind={kind} anotherActive={anotherActive && b.status !== 'active'} onChanged={state.reload} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t(`bonuses.${kind}.empty`)}</p>
          )}
          {past.length > 0 && (
            <details className={styles.past}>
              <summary>{t('bonuses.past', { count: past.length })}</summary>
              <ul className={styles.grid}>
                {past.map((b) => (
                  <li key={b.id} className={styles.item}>
                    <BonusCard bonus={b} kind={kind} anotherActive={false} onChanged={state.reload} />
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
