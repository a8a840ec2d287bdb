import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { useOperatorSettings } from '../../platform/operator';
import styles from './Footer.module.css';

/** The footer: the operator's footer logo and site name (content service), links, the legal line. */
export function Footer() {
  const { t } = useTranslation('shell');
  const { siteName, logos } = useOperatorSettings();
  return (
    <footer className={styles.footer}>
      {(logos.footer || siteName) && (
        <p className={styles.brand}>
          {logos.footer ? <img src={logos.footer} alt={siteName} height={32} className={styles.logo} /> : siteName}
        </p>
      )}
      <nav aria-label={t('footer.nav')} className={styles.links}>
        <LocaleLink to="/responsible-game">{t('footer.responsibleGame')}</LocaleLink>
        <LocaleLink to="/support">{t('footer.support')}</LocaleLink>
        <LocaleLink to="/providers">{t('nav.providers')}</LocaleLink>
      </nav>
      <p className={styles.legal}>{t('footer.legal')}</p>
    </footer>
  );
}
