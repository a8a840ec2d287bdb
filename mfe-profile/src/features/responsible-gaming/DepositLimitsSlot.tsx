import { useTranslation } from '@casino/shared';
import { ErrorState, Loader } from '@casino/shared/ui';
import { PlatformSlot } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import styles from './ResponsibleGaming.module.css';

/**
 * The cashier's deposit limits, embedded at run time through the platform (a remote never
 * imports another): a loader while the cashier loads, a retry when it is unavailable (or when the
 * shell is older than slots for remotes).
 */
export function DepositLimitsSlot() {
  const { t } = useTranslation('profile');
  return (
    <div className={styles.card}>
      <PlatformSlot
        platform={platform()}
        remote="cashier"
        slot="cashier.deposit-limits"
        loading={<Loader label={t('responsible.limits.title')} />}
        unavailable={(retry) => (
          <section aria-labelledby="responsible-limits-title">
            <h2 id="responsible-limits-title" className={styles.heading}>
              {t('responsible.limits.title')}
            </h2>
            <ErrorState heading={t('responsible.limits.unavailable')} headingLevel={3} action={{ label: t('common.retry'), onClick: retry }} />
          </section>
        )}
      />
    </div>
  );
}
