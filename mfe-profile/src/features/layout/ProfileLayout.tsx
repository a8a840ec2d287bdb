import { Outlet, useTranslation } from '@casino/shared';
import { TabNav } from '@casino/shared/ui';
import { useLocalePath } from '@casino/shared/remote';
import { useProfileFeatures } from '../../lib/config';
import { PROFILE_TABS, visibleTabs } from './nav';
import styles from './ProfileLayout.module.css';

/** Every profile page with the profile's navigation: tabs on desktops; on phones and tablets one "Profile menu" button above the page that opens the list. */
export function ProfileLayout() {
  const { t } = useTranslation('profile');
  const features = useProfileFeatures();
  const to = useLocalePath();
  const items = visibleTabs(PROFILE_TABS, features).map((tab) => ({ to: to(`/profile/${tab.key}`), label: t(`nav.${tab.key}`) }));
  return (
    <div className={styles.page}>
      <TabNav label={t('nav.label')} menuLabel={t('nav.menu')} items={items} />
      <Outlet />
    </div>
  );
}
