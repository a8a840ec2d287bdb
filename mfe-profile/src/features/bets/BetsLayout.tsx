import { Navigate, Outlet, useLocation, useSessionStore, useTranslation } from '@casino/shared';
import { EmptyState, cx } from '@casino/shared/ui';
import { LocaleNavLink } from '@casino/shared/remote';
import { useProfileFeatures } from '../../lib/config';
import styles from './Bets.module.css';

/** The operator's switch of history exports (spec §3 general info). */
export const useExportsEnabled = () => useSessionStore((s) => s.general?.is_game_history_export_enabled ?? false);

/** /profile/bets/*: the history and, when the operator offers them, the exports; off with the bet-history flag. */
export function BetsLayout() {
  const { t } = useTranslation('profile');
  const { betHistory } = useProfileFeatures();
  const exportsEnabled = useExportsEnabled();
  if (!betHistory) return <EmptyState heading={t('bets.off')} headingLevel={1} />;
  const tabs = exportsEnabled ? (['history', 'exports'] as const) : (['history'] as const);
  return (
    <div className={styles.layout}>
      {tabs.length > 1 && (
        <nav aria-label={t('bets.nav.label')}>
          <ul className={styles.subnav}>
            {tabs.map((tab) => (
              <li key={tab}>
                <LocaleNavLink to={`/profile/bets/${tab}`} className={({ isActive }) => cx(styles.subtab, isActive && styles.subtabActive)}>
                  {t(`bets.nav.${tab}`)}
                </LocaleNavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Outlet />
    </div>
  );
}

/** `/profile/bets` opens the history (spec §2), keeping the query. */
export function BetsIndex() {
  const { search } = useLocation();
  return <Navigate to={`history${search}`} replace />;
}
