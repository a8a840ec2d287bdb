import { useTranslation } from '@casino/shared';
import { RemoteSlot } from '../../federation/RemoteSlot';
import { LocaleLink } from '@casino/shared/remote';
import { useOperatorSettings } from '../../platform/operator';
import styles from './HomePage.module.css';

import { HOME_SLOTS } from '@casino/contract/registry/pages';

/** The remotes' slots the home page shows (the shell starts loading them with the page). */
export { HOME_SLOTS };

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
      <RemoteSlot name={HOME_SLOTS[0].name} slot={HOME_SLOTS[0].slot} minHeight={160} />
      <RemoteSlot name={HOME_SLOTS[1].name} slot={HOME_SLOTS[1].slot} minHeight={320} />
    </>
  );
}
