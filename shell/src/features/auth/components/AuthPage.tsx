import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { useOperatorSettings } from '../../../platform/operator';
import type { AuthView } from '../constants';
import { AuthPanel } from './AuthPanel';
import styles from './Auth.module.css';

function AuthPage({ view }: { view: AuthView }) {
  const { t } = useTranslation('shell');
  const { siteName } = useOperatorSettings();
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <LocaleLink to="/" className={styles.home}>
          <span aria-hidden="true">◆</span> {siteName || t('header.home')}
        </LocaleLink>
        <AuthPanel initialView={view} headingLevel={1} />
      </div>
    </div>
  );
}

/** /forms/sign_in and /forms/sign_up (spec §2, empty layout). */
export const SignInPage = () => <AuthPage view="login" />;
export const SignUpPage = () => <AuthPage view="registration" />;
