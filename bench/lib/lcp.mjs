// Largest contentful paint, first contentful paint and cumulative layout shift of one cold load in
// headless Chromium with 4x CPU slowdown. Shared by pages.mjs, federation-cost.mjs and ssr.mjs.

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The cookie that asks the server for a page rendered in the browser only (server/src/render `RENDER_COOKIE`). */
export const RENDER_COOKIE = 'casino_render';
/** The shell's mark once the first page's content has hydrated or rendered (shell/src/app/Root.tsx `INTERACTIVE_MARK`). */
export const INTERACTIVE_MARK = 'shell:interactive';

/**
 * One cold load. `renderIn: 'browser'` sends the cookie that skips the server render (both paths
 * of one build measured in one run); `interactive: true` also waits for the shell's interactive
 * mark (a build that has it) and answers its time. Answers as well whether the page arrived
 * server-rendered (`serverRendered`: it carries the page state) and the console errors and
 * uncaught exceptions of the load (`errors`: a hydration mismatch is one).
 */
export async function measure(browser, url, { renderIn = 'server', interactive = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  if (renderIn === 'browser') await context.addCookies([{ name: RENDER_COOKIE, value: 'browser', url }]);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().slice(0, 300));
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error.message ?? error).slice(0, 300)}`));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__perf = { lcp: 0, lcpElement: '', cls: 0 };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__perf.lcp = entry.startTime;
        const el = entry.element;
        window.__perf.lcpElement = el ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''}` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__perf.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  const serverRendered = /<script type="application\/json" id="?page-state"?>/.test((await response?.text().catch(() => '')) ?? '');
  // At 4x CPU the network can be idle for half a second while the page still runs the scripts that
  // render its content: LCP is read once the page has settled, its main area loaded (nothing in it
  // busy, a placeholder or a picture on its way) and painted (up to 15 s; no paint by then is
  // reported as not measured).
  await page
    .waitForFunction(
      ([mark]) => {
        const main = document.querySelector('main');
        if (!(window.__perf.lcp > 0) || !main || main.querySelector('[aria-busy="true"]')) return false;
        if (mark && performance.getEntriesByName(mark, 'mark').length === 0) return false;
        const inView = [...main.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().top < innerHeight);
        return inView.every((img) => img.complete);
      },
      [interactive ? INTERACTIVE_MARK : null],
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const timing = await page.evaluate((mark) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const ready = performance.getEntriesByName(mark, 'mark')[0];
    const navigation = performance.getEntriesByType('navigation')[0];
    return { ...window.__perf, fcp: fcp?.startTime ?? 0, interactive: ready?.startTime ?? NaN, ttfb: navigation?.responseStart ?? NaN };
  }, INTERACTIVE_MARK);
  await context.close();
  return { ...timing, serverRendered, errors };
}
