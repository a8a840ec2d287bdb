import { useTranslation } from '@casino/shared';
import { LocaleLink } from '@casino/shared/remote';
import { useOperatorSettings } from '../../platform/operator';
import styles from './Footer.module.css';

/** The footer's links: the sections reached from nowhere else on a phone (promotions, winners) and the site's help pages. */
export const FOOTER_LINKS = [
  { to: '/promotions', key: 'nav.promotions' },
  { to: '/winners', key: 'nav.winners' },
  { to: '/providers', key: 'nav.providers' },
  { to: '/responsible-game', key: 'footer.responsibleGame' },
  { to: '/support', key: 'footer.support' },
] as const;

/**
 * The footer: the operator's footer logo and site name (content service), links, the legal line.
 * The logo loads lazily: it is below the first view, and an eager picture is one React preloads.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const { siteName, logos } = useOperatorSettings();
  return (
    <footer className={styles.footer}>
      {(logos.footer || siteName) && (
        <p className={styles.brand}>{logos.footer ? <img src={logos.footer} alt={siteName} height={32} className={styles.logo} loading="lazy" /> : siteName}</p>
      )}
      <nav aria-label={t('footer.nav')} className={styles.links}>
        {FOOTER_LINKS.map((link) => (
          <LocaleLink key={link.to} to={link.to}>
            {t(link.key)}
          </LocaleLink>
        ))}
      </nav>
      <p className={styles.legal}>{t('footer.legal')}</p>
    </footer>
  );
}
