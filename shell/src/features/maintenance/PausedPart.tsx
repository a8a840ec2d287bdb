import { useStore } from 'zustand';
import { formatDateTime, useLocaleStore, useTranslation } from '@casino/shared';
import { partWindow, type MaintenancePart } from '@casino/contract/maintenance/index';
import { maintenanceStatusStore, partOfPath, useRecheck } from '../../platform/maintenance';
import styles from './Maintenance.module.css';

/** The part of this path that an operator paused now, if any (the rest of the site works meanwhile). */
export function usePausedPart(pathname: string): MaintenancePart | null {
  const part = partOfPath(pathname);
  const paused = useStore(maintenanceStatusStore, (s) => (part && s.status && !s.status.viewing ? partWindow(s.status.windows, part) !== null : false));
  return paused ? part : null;
}

/**
 * In a paused part's place: that it is paused, the operator's message in the player's language,
 * when it is expected back. It rechecks by itself; when the window ends the part shows again on
 * the same address, with nothing for the player to do. An operator with the view pass sees the
 * part itself (with the banner saying it is paused).
 */
export function PausedPart({ part }: { part: MaintenancePart }) {
  const { t } = useTranslation('shell');
  const locale = useLocaleStore((s) => s.locale);
  const window = useStore(maintenanceStatusStore, (s) => (s.status ? partWindow(s.status.windows, part) : null));
  useRecheck(locale, window !== null, window?.ends_at ?? null, () => {});
  return (
    <section className={styles.paused} role="alert" aria-labelledby="paused-part-title">
      <h1 id="paused-part-title">{t(`maintenance.parts.${part}`)}</h1>
      {window?.message && <p className={styles.message}>{window.message}</p>}
      {window?.ends_at && <p>{t('maintenance.until', { time: formatDateTime(window.ends_at, locale) })}</p>}
      <p>{t('maintenance.partText')}</p>
    </section>
  );
}
