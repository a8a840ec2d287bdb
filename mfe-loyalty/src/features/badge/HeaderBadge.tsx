import { useEffect } from 'react';
import { isAuthenticated, useSessionStore, useTranslation } from '@casino/shared';
import { LocaleLink, useAsync } from '@casino/shared/remote';
import { api, platform } from '../../lib/platform';
import { usePoints } from '../../lib/points';
import styles from './Badge.module.css';

/** The `header.loyalty` slot: the player's level and points, a link to the programme; nothing for guests. */
export function HeaderBadge() {
  const { t } = useTranslation('loyalty');
  const signedIn = useSessionStore((s) => isAuthenticated(s.account));
  const state = useAsync((signal) => api().call('loyalty.getinfo', {}, { signal }), [signedIn], signedIn);
  const { reload } = state;
  useEffect(() => platform().bus.on('loyalty:changed', reload), [reload]);
  const info = state.data;
  const points = usePoints(info?.pointsAlias);
  if (!signedIn || !info || !info.is_active || !info.level) return null;
  return (
    <LocaleLink className={styles.badge} to="/loyalty" aria-label={t('badge.label', { level: info.level.title, points: points.amount(info.points) })}>
      <span>{info.level.title}</span>
      <span className={styles.points}>{points.amount(info.points)}</span>
    </LocaleLink>
  );
}

export default HeaderBadge;
