import { useTranslation } from '@casino/shared';
import styles from './Banners.module.css';

export function HomeBanners() {
  const { t } = useTranslation('promotions');
  return (
    <section aria-label={t('banners.label')} className={styles.banners}>
      <p className={styles.banner}>{t('banners.welcome')}</p>
    </section>
  );
}
