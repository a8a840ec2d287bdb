import { useTranslation } from '@casino/shared';
import { ErrorState, Skeleton } from '@casino/shared/ui';
import { useAsync } from '@casino/shared/remote';
import { loadPersonalData } from './api';
import { PersonalDataForm } from './PersonalDataForm';
import { CurrencySection } from '../currency';
import styles from './Settings.module.css';

/** Spec §2 /profile/settings: the player's personal data, as the operator asks for it, and the account's currency. */
export function SettingsPage() {
  const { t } = useTranslation('profile');
  const state = useAsync((signal) => loadPersonalData(signal), []);
  return (
    <section className={styles.page} aria-labelledby="settings-title" aria-busy={state.status === 'pending' || undefined}>
      <h1 id="settings-title" className={styles.title}>
        {t('settings.title')}
      </h1>
      {state.status === 'error' && !state.data ? (
        <ErrorState heading={t('settings.loadError')} headingLevel={2} action={{ label: t('common.retry'), onClick: state.reload }} />
      ) : state.data ? (
        <PersonalDataForm form={state.data.form} profile={state.data.profile} />
      ) : (
        <div className={styles.form} aria-hidden="true" data-testid="settings-skeleton">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} shape="block" height={56} />
          ))}
        </div>
      )}
      <CurrencySection />
    </section>
  );
}
