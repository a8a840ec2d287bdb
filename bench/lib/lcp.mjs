// Largest contentful paint, first contentful paint and cumulative layout shift of one cold load in
// headless Chromium with 4x CPU slowdown. Shared by pages.mjs and federation-cost.mjs.

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
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
  await page.goto(url, { waitUntil: 'networkidle' });
  // At 4x CPU the network can be idle for half a second while the page still runs the scripts that
  // render its content: LCP is read once the page has settled, its main area loaded (nothing in it
  // busy, a placeholder or a picture on its way) and painted (up to 15 s; no paint by then is
  // reported as not measured).
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!(window.__perf.lcp > 0) || !main || main.querySelector('[aria-busy="true"]')) return false;
        const inView = [...main.querySelectorAll('img')].filter((img) => img.getBoundingClientRect().top < innerHeight);
        return inView.every((img) => img.complete);
      },
      null,
      { timeout: 15_000, polling: 100 },
    )
    .catch(() => {});
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...window.__perf, fcp: fcp?.startTime ?? 0 };
  });
  await context.close();
  return timing;
}
