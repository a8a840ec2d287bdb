import { useTranslation } from '@casino/shared';
import { useFormMessages } from '@casino/shared/validation';
import { useProfileFeatures } from '../../lib/config';
import { FakeNameForm } from './FakeNameForm';
import { PasswordForm } from './PasswordForm';
import { TwoFactorSection } from './TwoFactorSection';
import styles from './Security.module.css';

/** Spec §2 /profile/security: the password, two-factor sign-in (when the operator has it on) and the fake name. */
export function SecurityPage() {
  const { t } = useTranslation('profile');
  const messages = useFormMessages('security');
  const features = useProfileFeatures();
  return (
    <section className={styles.page} aria-labelledby="security-title">
      <h1 id="security-title" className={styles.title}>
        {t('security.title')}
      </h1>
      <PasswordForm messages={messages} />
      {features.twoFactorAuth && <TwoFactorSection messages={messages} />}
      <FakeNameForm messages={messages} />
    </section>
  );
}
