import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import type { AuthView } from '../constants';
import { AuthPanel } from './AuthPanel';
import styles from './Auth.module.css';

function AuthPage({ view }: { view: AuthView }) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <LocaleLink to="/" className={styles.home} aria-label={t('header.home')}>
          <span aria-hidden="true">◆ Oltin Casino</span>
        </LocaleLink>
        <AuthPanel initialView={view} headingLevel={1} />
      </div>
    </div>
  );
}

/** /forms/sign_in and /forms/sign_up (spec §2, empty layout). */
export const SignInPage = () => <AuthPage view="login" />;
export const SignUpPage = () => <AuthPage view="registration" />;
