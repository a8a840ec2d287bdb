import { useDialogsStore, useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import styles from './Auth.module.css';

/** After a registration by e-mail (auth-config `confirmEmailPopup`): the way to /confirmation. */
export default function ConfirmEmailDialog({ dialogId }: { dialogId?: string }) {
  const { t } = useTranslation('shell');
  const close = useDialogsStore((s) => s.close);
  return (
    <div className={styles.panel}>
      <h2 className={styles.title}>{t('auth.confirmEmail.title')}</h2>
      <p className={styles.lead}>{t('auth.confirmEmail.text')}</p>
      <LocaleLink to="/confirmation" className={styles.link} onClick={() => dialogId && close(dialogId)}>
        {t('auth.confirmEmail.action')}
      </LocaleLink>
    </div>
  );
}
