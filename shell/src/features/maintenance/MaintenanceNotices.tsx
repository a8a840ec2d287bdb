import { useEffect } from 'react';
import { useStore } from 'zustand';
import { formatDateTime, useLocaleStore, useTranslation, type Locale } from '@casino/shared';
import type { MaintenanceWindow } from '@casino/contract/maintenance/index';
import { onPartPaused } from '../../platform/fatal';
import { maintenanceStatusStore, refreshMaintenanceStatus, NOTICE_REFRESH_MS } from '../../platform/maintenance';
import styles from './Maintenance.module.css';

/** The name of a window's scope in a sentence: the site, one language of it, or a part. */
export function useScopeName(): (scope: MaintenanceWindow['scope']) => string {
  const { t } = useTranslation('shell');
  return (scope) => (scope === 'site' || scope === 'uz' || scope === 'ru' ? t(`maintenance.scopes.${scope}`) : t(`areas.${scope}`));
}

/**
 * Keeps the maintenance windows of the page's language fresh: at once, every minute, when the tab
 * comes back, and when a part's API answer says it is paused.
 */
export function useMaintenanceWatch(locale: Locale): void {
  useEffect(() => {
    void refreshMaintenanceStatus(locale);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refreshMaintenanceStatus(locale);
    }, NOTICE_REFRESH_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshMaintenanceStatus(locale);
    };
    document.addEventListener('visibilitychange', onVisible);
    const off = onPartPaused(() => void refreshMaintenanceStatus(locale));
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      off();
    };
  }, [locale]);
}

/**
 * Under the header: windows announced ahead (from MAINTENANCE_NOTICE_HOURS before their start),
 * and, for an operator viewing the site with the console's pass, the maintenance in force.
 */
export function MaintenanceNotices() {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((s) => s.locale);
  const status = useStore(maintenanceStatusStore, (s) => s.status);
  const scopeName = useScopeName();
  useMaintenanceWatch(locale);
  if (!status) return null;
  const ahead = status.windows.filter((w) => !w.active);
  const inForce = status.windows.filter((w) => w.active);
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <>
      {status.viewing && inForce.length > 0 && (
        <aside className={`${styles.notice} ${styles.operator}`} aria-label={t('maintenance.operatorLabel')}>
          <p>{t('maintenance.operator', { what: inForce.map((w) => scopeName(w.scope)).join(', ') })}</p>
        </aside>
      )}
      {ahead.length > 0 && (
        <aside className={styles.notice} aria-label={t('maintenance.noticeLabel')}>
          {ahead.map((w) => (
            <p key={w.scope}>
              {w.ends_at
                ? t('maintenance.ahead', { what: scopeName(w.scope), from: when(w.starts_at!), to: when(w.ends_at) })
                : t('maintenance.aheadOpen', { what: scopeName(w.scope), from: when(w.starts_at!) })}
              {w.message ? ` ${w.message}` : ''}
            </p>
          ))}
        </aside>
      )}
    </>
  );
}
