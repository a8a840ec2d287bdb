import { useTranslation } from '@casino/shared';
import { ErrorState, Loader } from '@casino/shared/ui';
import { PlatformSlot } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import styles from './Loyalty.module.css';

/** Spec §2 /profile/loyalty: the loyalty remote's `profile.loyalty` slot (level, points, progress), embedded at run time. */
export function LoyaltyPage() {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.page} aria-labelledby="profile-loyalty-title">
      <h1 id="profile-loyalty-title" className={styles.title}>
        {t('loyalty.title')}
      </h1>
      <PlatformSlot
        platform={platform()}
        remote="loyalty"
        slot="profile.loyalty"
        loading={<Loader label={t('loyalty.loading')} />}
        unavailable={(retry) => <ErrorState heading={t('loyalty.unavailable')} headingLevel={2} action={{ label: t('common.retry'), onClick: retry }} />}
      />
    </section>
  );
}
