import { analyticsIdsFrom, loadAnalytics, loadGtag, loadTagManager, loadYandex, trackPageView } from './loaders';
import type { GeneralInfo } from '@casino/shared';

type Win = Window & Record<string, unknown>;
const win = () => window as unknown as Win;
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.src);

afterEach(() => {
  for (const name of ['dataLayer', 'gtag', 'ym']) delete win()[name];
  document.head.innerHTML = '';
});

describe('analyticsIdsFrom (spec §3: tag manager, tag, Google, Yandex)', () => {
  it('reads the meta-data-tool section, falls back to the general info and drops malformed ids', () => {
    const config = { 'meta-data-tool': { analytics: { tagManagerId: 'GTM-AB12CD', tagId: '', googleId: 'G-XYZ1234', yandexId: 'not-a-number' } } };
    const general = { analytic: { tagId: 'G-FROMGI99', yandexId: '12345678' } } as unknown as GeneralInfo;
    expect(analyticsIdsFrom(config, general)).toEqual({ tagManagerId: 'GTM-AB12CD', tagId: 'G-FROMGI99', googleId: 'G-XYZ1234' });
    expect(analyticsIdsFrom({ 'meta-data-tool': { analytics: { yandexId: 87654321 } } }, null)).toEqual({ yandexId: '87654321' });
    expect(analyticsIdsFrom({ 'meta-data-tool': { analytics: { tagManagerId: 'GTM-"><script>' } } }, null)).toEqual({});
    expect(analyticsIdsFrom({}, null)).toEqual({});
  });
});

describe('analytics loaders (no network in tests: jsdom never fetches scripts)', () => {
  it('tag manager: dataLayer with gtm.start, then gtm.js of the container', () => {
    loadTagManager(win(), 'GTM-AB12CD');
    expect(win().dataLayer).toEqual([{ 'gtm.start': expect.any(Number), event: 'gtm.js' }]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD']);
  });

  it('gtag: the gtag queue, js and one config per id, then gtag/js of the first id', () => {
    loadGtag(win(), ['G-ONE1234', 'UA-12345-1']);
    expect(typeof win().gtag).toBe('function');
    const calls = (win().dataLayer as IArguments[]).map((a) => [...a]);
    expect(calls).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ONE1234'],
      ['config', 'UA-12345-1'],
    ]);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ONE1234']);
  });

  it('Yandex: the ym queue with init, then tag.js', () => {
    loadYandex(win(), '87654321');
    const ym = win().ym as { a: unknown[][]; l: number };
    expect(ym.a).toEqual([[87654321, 'init', { clickmap: true, trackLinks: true, accurateTrackBounce: true, defer: true }]]);
    expect(ym.l).toEqual(expect.any(Number));
    expect(scripts()).toEqual(['https://mc.yandex.ru/metrika/tag.js']);
  });

  it('loads every configured counter and counts page views after navigation', () => {
    const ids = { tagManagerId: 'GTM-AB12CD', tagId: 'G-ONE1234', yandexId: '87654321' };
    expect(loadAnalytics(win(), ids)).toEqual(['tagManagerId', 'tagId', 'yandexId']);
    expect(scripts()).toHaveLength(3);
    trackPageView(win(), ids, 'https://casino.example/gamehall');
    const layer = win().dataLayer as unknown[];
    expect(layer).toContainEqual({ event: 'page_view', page_location: 'https://casino.example/gamehall' });
    expect([...(layer.at(-1) as IArguments)]).toEqual(['event', 'page_view', { page_location: 'https://casino.example/gamehall' }]);
    expect((win().ym as { a: unknown[][] }).a.at(-1)).toEqual([87654321, 'hit', 'https://casino.example/gamehall']);
  });

  it('loads nothing without ids', () => {
    expect(loadAnalytics(win(), {})).toEqual([]);
    expect(scripts()).toEqual([]);
  });
});
