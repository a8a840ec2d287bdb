import { safeRedirectTarget, useTranslation } from '@casino/shared';
import styles from './Auth.module.css';

/** The terms checkbox text of auth-config, with its link when the link stays on this site. */
export function TermsLabel({ text, link }: { text: string | null; link: string | null }) {
  const { t } = useTranslation('shell');
  const target = link ? safeRedirectTarget(link, window.location.origin) : null;
  return (
    <>
      {text ?? t('auth.fields.terms')}
      {target?.kind === 'internal' && (
        <>
          {' '}
          <a className={styles.termsLink} href={target.path} target="_blank" rel="noopener">
            {t('auth.fields.termsLink')}
          </a>
        </>
      )}
    </>
  );
}
