import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import styles from './Footer.module.css';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('footer.nav')} className={styles.links}>
        <LocaleLink to="/responsible-game">{t('footer.responsibleGame')}</LocaleLink>
        <LocaleLink to="/support">{t('footer.support')}</LocaleLink>
        <LocaleLink to="/providers">{t('nav.providers')}</LocaleLink>
      </nav>
      <p className={styles.legal}>{t('footer.legal')}</p>
    </footer>
  );
}
