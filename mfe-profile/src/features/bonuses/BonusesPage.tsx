import { useBalanceVersion, useTranslation } from '@casino/shared';
import { ErrorState, Loader } from '@casino/shared/ui';
import { PlatformSlot } from '@casino/shared/remote';
import { platform } from '../../lib/platform';
import { BonusList } from './BonusList';
import { FreespinList } from './FreespinList';
import styles from './Bonuses.module.css';

/**
 * /profile/bonuses (spec §2): casino bonuses, betting bonuses and free spin packs with their
 * wagering, expiry and actions, and the promo code field (the promotions part's own form, embedded
 * through its `promotions.promo-code` slot). Every list reloads when money moved, once the shell holds
 * the new balance (a bonus activated here, a confirm dialog's action, a promo code, a game round elsewhere).
 */
export function BonusesPage() {
  const { t } = useTranslation('profile');
  const version = useBalanceVersion();
  return (
    <section className={styles.page} aria-labelledby="bonuses-title">
      <h1 id="bonuses-title" className={styles.title}>
        {t('bonuses.title')}
      </h1>
      <p className={styles.muted}>{t('bonuses.lead')}</p>
      <PlatformSlot
        platform={platform()}
        remote="promotions"
        slot="promotions.promo-code"
        loading={<Loader label={t('bonuses.promoLoading')} />}
        unavailable={(retry) => <ErrorState heading={t('bonuses.promoUnavailable')} headingLevel={2} action={{ label: t('common.retry'), onClick: retry }} />}
      />
      <BonusList kind="casino" version={version} />
      <BonusList kind="betting" version={version} />
      <FreespinList version={version} />
    </section>
  );
}
