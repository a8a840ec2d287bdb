import { useSearchParams, useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { backTarget, contactKindOf } from './rules';
import styles from './Confirmation.module.css';

/** /confirmation/success: the contact is confirmed; the way back is `redirectUrl` (a path of this site) or the contacts page. */
export function ConfirmationSuccessPage() {
  const { t } = useTranslation('shell');
  const [params] = useSearchParams();
  const kind = contactKindOf(params.get('contact'));
  const redirectUrl = params.get('redirectUrl');
  const to = backTarget(redirectUrl);
  return (
    <section className={styles.page} aria-labelledby="confirmation-success-title">
      <h1 id="confirmation-success-title" className={styles.title}>
        {t('confirmation.success.title')}
      </h1>
      <p className={styles.text}>{t(kind ? `confirmation.success.${kind}` : 'confirmation.success.text')}</p>
      <LocaleLink className={styles.link} to={to}>
        {t(to === '/profile/contacts' ? 'confirmation.toContacts' : 'confirmation.success.back')}
      </LocaleLink>
    </section>
  );
}
