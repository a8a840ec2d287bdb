import type { ContentConfig, GeneralInfo } from '@casino/shared';

/** Analytics ids of spec §3: tag manager, tag (gtag), Google, Yandex. */
export interface AnalyticsIds {
  tagManagerId?: string;
  tagId?: string;
  googleId?: string;
  yandexId?: string;
}

type Win = Window & Record<string, unknown>;
type Queue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const GTAG_ID = /^(G|UA|AW|DC|GT)-[A-Z0-9-]{4,20}$/i;
const YANDEX_ID = /^\d{4,12}$/;
const KEYS = ['tagManagerId', 'tagId', 'googleId', 'yandexId'] as const;

/** Ids from the `meta-data-tool` section, else the general info's `analytic`; malformed ones dropped. */
export function analyticsIdsFrom(config: ContentConfig, general: GeneralInfo | null): AnalyticsIds {
  const fromConfig = (config['meta-data-tool']?.analytics ?? {}) as Record<string, unknown>;
  const fromGeneral = (general?.analytic ?? {}) as Record<string, unknown>;
  const out: AnalyticsIds = {};
  for (const key of KEYS) {
    const raw = [fromConfig[key], fromGeneral[key]].find((v) => (typeof v === 'string' && v.trim()) || typeof v === 'number');
    const value = raw === undefined ? '' : String(raw).trim();
    const valid = key === 'tagManagerId' ? GTM_ID : key === 'yandexId' ? YANDEX_ID : GTAG_ID;
    if (valid.test(value)) out[key] = value;
  }
  return out;
}

function addScript(doc: Document, src: string): HTMLScriptElement {
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', () => console.error('[analytics] script failed to load', src));
  doc.head.appendChild(script);
  return script;
}

function dataLayer(win: Win): unknown[] {
  if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
  return win.dataLayer as unknown[];
}

/** Google Tag Manager: `dataLayer` with the gtm.js start event, then gtm.js of the container. */
export function loadTagManager(win: Win, id: string): HTMLScriptElement {
  dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return addScript(win.document, `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

/** gtag.js: the `gtag` queue on `dataLayer`, one `config` per id, then the script of the first id. */
export function loadGtag(win: Win, ids: string[]): HTMLScriptElement {
  const layer = dataLayer(win);
  if (typeof win.gtag !== 'function') {
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js reads the arguments object itself, not an array
      layer.push(arguments);
    };
  }
  const gtag = win.gtag as (...args: unknown[]) => void;
  gtag('js', new Date());
  for (const id of ids) gtag('config', id);
  return addScript(win.document, `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0]!)}`);
}

/** Yandex Metrika: the `ym` queue, `ym(id, 'init', …)`, then tag.js. */
export function loadYandex(win: Win, id: string): HTMLScriptElement {
  if (typeof win.ym !== 'function') {
    const ym: Queue = function (...args: unknown[]) {
      (ym.a = ym.a ?? []).push(args);
    };
    ym.l = Date.now();
    win.ym = ym;
  }
  (win.ym as Queue)(Number(id), 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, defer: true });
  return addScript(win.document, 'https://mc.yandex.ru/metrika/tag.js');
}

/** Loads every configured counter once; answers what it loaded. */
export function loadAnalytics(win: Win, ids: AnalyticsIds): (keyof AnalyticsIds)[] {
  const loaded: (keyof AnalyticsIds)[] = [];
  const attempt = (key: keyof AnalyticsIds, run: () => void) => {
    try {
      run();
      loaded.push(key);
    } catch (error) {
      console.error('[analytics] loading failed', key, error);
    }
  };
  if (ids.tagManagerId) attempt('tagManagerId', () => loadTagManager(win, ids.tagManagerId!));
  const gtagIds = [ids.tagId, ids.googleId].filter((x): x is string => !!x);
  if (gtagIds.length) attempt(ids.tagId ? 'tagId' : 'googleId', () => loadGtag(win, gtagIds));
  if (ids.yandexId) attempt('yandexId', () => loadYandex(win, ids.yandexId!));
  return loaded;
}

/** A page view after client navigation (the first one is counted by the scripts themselves). */
export function trackPageView(win: Win, ids: AnalyticsIds, url: string): void {
  try {
    if (ids.tagManagerId) dataLayer(win).push({ event: 'page_view', page_location: url });
    if ((ids.tagId || ids.googleId) && typeof win.gtag === 'function') {
      (win.gtag as (...args: unknown[]) => void)('event', 'page_view', { page_location: url });
    }
    if (ids.yandexId && typeof win.ym === 'function') (win.ym as Queue)(Number(ids.yandexId), 'hit', url);
  } catch (error) {
    console.error('[analytics] page view failed', error);
  }
}
