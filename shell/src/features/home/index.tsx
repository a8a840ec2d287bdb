import { useTranslation } from '@casino/shared';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { LocaleLink } from '@casino/shared/remote';
import { useOperatorSettings } from '../../platform/operator';
import styles from './HomePage.module.css';

/** Remotes whose slots the home page shows (the shell starts loading them with the page). */
export const HOME_SLOT_REMOTES = ['promotions', 'casino'] as const;

/** Home: the promotions' banners and the casino's game rows, each embedded through a slot. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { siteName } = useOperatorSettings();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {siteName ? t('home.title', { siteName }) : t('home.titleUnnamed')}
        </h1>
        <p className={styles.lead}>{t('home.lead')}</p>
        <LocaleLink to="/gamehall" className={styles.cta}>
          {t('home.cta')}
        </LocaleLink>
      </section>
      <RemoteSlot name="promotions" slot="home.banners" minHeight={160} />
      <RemoteSlot name="casino" slot="home.games" minHeight={320} />
    </>
  );
}
