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
  // On a slow machine the network can be idle while the page still runs its scripts before the
  // first paint: wait for a paint (up to 15 s; none by then is reported as not measured).
  await page.waitForFunction(() => window.__perf.lcp > 0, null, { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(300);
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...window.__perf, fcp: fcp?.startTime ?? 0 };
  });
  await context.close();
  return timing;
}
