import { useEffect, useMemo, useRef } from 'react';
import { useConfigStore, useLocation, useSessionStore } from '@casino/shared';
import { analyticsIdsFrom, loadAnalytics, trackPageView, type AnalyticsIds } from './loaders';
import { depositPageEvent, reportClientEvent } from './client-events';

type Win = Window & Record<string, unknown>;
let loadedIds: AnalyticsIds | null = null;

/**
 * Tag manager, gtag and Yandex counters of the content settings, with page views on navigation,
 * and the deposit page's client event each time the player opens it.
 */
export function Analytics() {
  const config = useConfigStore((s) => s.config);
  const configLoaded = useConfigStore((s) => s.loaded);
  const general = useSessionStore((s) => s.general);
  const ids = useMemo(() => analyticsIdsFrom(config, general), [config, general]);
  const { pathname, search } = useLocation();
  const firstPage = useRef(`${pathname}${search}`);

  useEffect(() => {
    if (!configLoaded || loadedIds || Object.keys(ids).length === 0) return;
    loadedIds = ids;
    loadAnalytics(window as unknown as Win, ids);
  }, [configLoaded, ids]);

  useEffect(() => {
    const page = `${pathname}${search}`;
    if (page === firstPage.current) return;
    firstPage.current = '';
    if (loadedIds) trackPageView(window as unknown as Win, loadedIds, `${location.origin}${page}`);
  }, [pathname, search]);

  useEffect(() => {
    const event = depositPageEvent(pathname);
    if (event) reportClientEvent(event);
  }, [pathname]);

  return null;
}
