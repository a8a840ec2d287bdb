import { useTranslation } from '@casino/shared';
import { platform } from '../../lib/platform';
import styles from './ResponsibleGaming.module.css';

/**
 * The cashier's deposit limits, embedded through the platform's slot mount (a remote never
 * imports another): the shell shows a placeholder while the cashier loads and a retry when it
 * is unavailable. A shell without the mount gets a message instead.
 */
export function DepositLimitsSlot() {
  const { t } = useTranslation('profile');
  const Slot = platform().Slot;
  if (!Slot) {
    return (
      <section className={styles.card} aria-labelledby="responsible-limits-title">
        <h2 id="responsible-limits-title" className={styles.heading}>
          {t('responsible.limits.title')}
        </h2>
        <p role="status" className={styles.muted}>
          {t('responsible.limits.unavailable')}
        </p>
      </section>
    );
  }
  return (
    <div className={styles.card}>
      <Slot name="cashier" slot="cashier.deposit-limits" minHeight={220} />
    </div>
  );
}
