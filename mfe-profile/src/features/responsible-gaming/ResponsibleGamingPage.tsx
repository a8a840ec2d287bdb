import { Navigate, useTranslation } from '@casino/shared';
import { useProfileFeatures } from '../../lib/config';
import { DepositLimitsSlot } from './DepositLimitsSlot';
import { RealityCheckSection } from './RealityCheckSection';
import { ExclusionSection } from './ExclusionSection';
import styles from './ResponsibleGaming.module.css';

/**
 * Spec §2 /profile/responsible-game (the responsible-gaming flag of §3): deposit limits (the
 * cashier's piece), the reality check, and time-outs and self-exclusion.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('profile');
  const features = useProfileFeatures();
  // Switched off by the operator: the profile opens its first page instead.
  if (!features.responsibleGaming) return <Navigate to="../settings" replace />;
  return (
    <section className={styles.page} aria-labelledby="responsible-title">
      <h1 id="responsible-title" className={styles.title}>
        {t('responsible.title')}
      </h1>
      <p className={styles.muted}>{t('responsible.lead')}</p>
      <DepositLimitsSlot />
      <RealityCheckSection />
      <ExclusionSection />
    </section>
  );
}
