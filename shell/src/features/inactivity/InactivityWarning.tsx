import { pluralRu, useLocaleStore, useTranslation } from '@casino/shared';
import { useCountdown } from './countdown';
import styles from './InactivityWarning.module.css';

/** Content of the non-closable inactivity warning (spec §2 dialog contents, §4). */
export default function InactivityWarning() {
  const { t } = useTranslation('shell');
  const seconds = useCountdown((s) => s.secondsLeft);
  const locale = useLocaleStore((s) => s.locale);
  const unit = locale === 'ru' ? pluralRu(seconds, ['секунду', 'секунды', 'секунд']) : t('inactivity.seconds');
  return (
    <div className={styles.warning}>
      <h2 className={styles.title}>{t('inactivity.title')}</h2>
      <p role="timer" aria-live="polite" className={styles.countdown}>
        {t('inactivity.countdown', { seconds, unit })}
      </p>
      <p className={styles.hint}>{t('inactivity.hint')}</p>
      <button type="button" className={styles.stay}>
        {t('inactivity.stay')}
      </button>
    </div>
  );
}
