#!/usr/bin/env node
// Page timings (ARCHITECTURE §8): largest contentful paint of / and /gamehall in headless Chromium
// with 4× CPU slowdown against the production build on localhost. Median of RUNS cold loads each.
//   node pages.mjs [--check]     RUNS=5 node pages.mjs
import { launchBrowser } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const LCP_BUDGET_MS = 1500;
const PAGES = ['/', '/gamehall', '/ru/gamehall'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { lcp: window.__lcp, fcp: fcp?.startTime ?? 0, load: nav?.loadEventEnd ?? 0 };
  });
  await context.close();
  return timing;
}

const server = await startServer();
const browser = await launchBrowser();
let over = false;
try {
  console.log(`Page timings, headless Chromium, 4x CPU slowdown, median of ${RUNS} cold loads`);
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${server.url}${path}`));
    const lcp = median(runs.map((r) => r.lcp));
    const fcp = median(runs.map((r) => r.fcp));
    const ok = lcp <= LCP_BUDGET_MS;
    over ||= !ok;
    console.log(`  ${path.padEnd(14)} LCP ${lcp.toFixed(0).padStart(5)} ms   FCP ${fcp.toFixed(0).padStart(5)} ms   budget ${LCP_BUDGET_MS} ms  ${ok ? 'OK' : 'OVER'}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
if (over && process.argv.includes('--check')) process.exit(1);
