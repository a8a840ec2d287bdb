import { useLocation, useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import styles from '../../platform/ui/SystemPage.module.css';

/** 404 with the exact text of spec §2: "Page Not Found: {path}". */
export function notFoundText(path: string): string {
  return `Page Not Found: ${path}`;
}

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {notFoundText(pathname)}
      </h1>
      <p className={styles.text}>{t('notFound.text')}</p>
      <LocaleLink to="/" className={styles.button}>
        {t('notFound.home')}
      </LocaleLink>
    </section>
  );
}
