import { useTranslation } from '@casino/shared';
import { useEffect, useState } from 'react';
import { useCountdown } from './countdown';
import { secondsToAnnounce } from './announce';
import styles from './InactivityWarning.module.css';

/** Content of the non-closable inactivity warning (spec §2 dialog contents, §4). */
export default function InactivityWarning() {
  const { t } = useTranslation('shell');
  const seconds = useCountdown((s) => s.secondsLeft);
  const [spoken, setSpoken] = useState<number | null>(null);
  useEffect(() => setSpoken((last) => secondsToAnnounce(seconds, last) ?? last), [seconds]);
  // The plural form is the language's (i18next keys countdown_one/_few/_many/_other).
  const text = (n: number) => t('inactivity.countdown', { count: n });
  return (
    <div className={styles.warning}>
      <h2 className={styles.title}>{t('inactivity.title')}</h2>
      {/* The visible countdown ticks every second; the live region below speaks only at coarse steps. */}
      <p role="timer" aria-live="off" className={styles.countdown}>
        {text(seconds)}
      </p>
      <p aria-live="polite" aria-atomic="true" className={styles.visuallyHidden}>
        {spoken === null ? '' : text(spoken)}
      </p>
      <p className={styles.hint}>{t('inactivity.hint')}</p>
      <button type="button" className={styles.stay}>
        {t('inactivity.stay')}
      </button>
    </div>
  );
}
