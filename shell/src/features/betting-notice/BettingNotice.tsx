import { useEffect, useState } from 'react';
import { useLocation, useSessionStore, useTranslation } from '@casino/shared';
import { useOperatorSettings } from '../../platform/operator';
import { playerStorageReady, readPlayerValue, usePlayerStorageVersion, writePlayerValue } from '../../platform/player-storage';
import { bettingNoticeKey, showsBettingNotice } from './rules';
import styles from './BettingNotice.module.css';

/**
 * The betting notice (spec §3 feature flag `bettingNotice`): on the pages where players stake,
 * gambling's risks and the age limit, until the player dismisses it. The dismissal follows a
 * signed-in player to every device (player storage); a guest's stays in this browser.
 */
export function BettingNotice() {
  const { t } = useTranslation('shell');
  const { features } = useOperatorSettings();
  const { pathname } = useLocation();
  const uid = useSessionStore((s) => s.account?.uid ?? 0);
  usePlayerStorageVersion();
  // A signed-in player's dismissal may come from another device: known once their keys arrived.
  const [readyFor, setReadyFor] = useState<number | null>(uid > 0 ? null : 0);
  useEffect(() => {
    let live = true;
    void playerStorageReady(uid).then(() => live && setReadyFor(uid));
    return () => {
      live = false;
    };
  }, [uid]);
  if (!features.bettingNotice || !showsBettingNotice(pathname) || readyFor !== uid) return null;
  if (readPlayerValue(bettingNoticeKey(uid)) !== null) return null;
  return (
    <aside className={styles.notice} aria-labelledby="betting-notice-title">
      <span className={styles.age} aria-hidden="true">
        18+
      </span>
      <div className={styles.text}>
        <h2 id="betting-notice-title" className={styles.title}>
          {t('bettingNotice.title')}
        </h2>
        <p>{t('bettingNotice.text')}</p>
      </div>
      <button type="button" className={styles.dismiss} onClick={() => writePlayerValue(bettingNoticeKey(uid), new Date().toISOString(), uid)}>
        {t('bettingNotice.dismiss')}
      </button>
    </aside>
  );
}
