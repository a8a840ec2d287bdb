import { formatDate, useSessionStore, useTranslation } from '@casino/shared';

export function SettingsPage() {
  const { t } = useTranslation('profile');
  const account = useSessionStore((s) => s.account);
  return (
    <section aria-labelledby="profile-title">
      <h1 id="profile-title">{t('settings.title')}</h1>
      {account && account.uid > 0 ? (
        <dl>
          <dt>{t('settings.login')}</dt>
          <dd>{account.login}</dd>
          {account.reg_time !== null && (
            <>
              <dt>{t('settings.registered')}</dt>
              <dd>{formatDate(account.reg_time)}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('settings.guest')}</p>
      )}
    </section>
  );
}
