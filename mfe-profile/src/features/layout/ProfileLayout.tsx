import { Outlet, useTranslation } from '@casino/shared';
import { cx } from '@casino/shared/ui';
import { LocaleNavLink } from '@casino/shared/remote';
import { useProfileFeatures } from '../../lib/config';
import { PROFILE_TABS, visibleTabs } from './nav';
import styles from './ProfileLayout.module.css';

/** Every profile page with the profile's navigation: tabs on desktops, a list on phones. */
export function ProfileLayout() {
  const { t } = useTranslation('profile');
  const features = useProfileFeatures();
  return (
    <div className={styles.page}>
      <nav aria-label={t('nav.label')} className={styles.nav}>
        <ul className={styles.list}>
          {visibleTabs(PROFILE_TABS, features).map((tab) => (
            <li key={tab.key}>
              <LocaleNavLink to={`/profile/${tab.key}`} className={({ isActive }) => cx(styles.tab, isActive && styles.active)}>
                {t(`nav.${tab.key}`)}
              </LocaleNavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
