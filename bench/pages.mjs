#!/usr/bin/env node
// Page timings: largest contentful paint and cumulative layout shift of /, /gamehall, /ru/gamehall
// and a game page in headless Chromium with 4× CPU slowdown, against the production build on
// localhost, median of RUNS cold loads each. The reference build (lib/baseline.mjs: the build the
// site shipped before react-dom and Module Federation 2's runtime came back) is served beside this
// one and measured in the same run, the loads of the two taken in turn: absolute times move with
// the machine, their ratio much less.
//   node pages.mjs               RUNS=5 node pages.mjs          BASELINE_REF=<commit> node pages.mjs
// Exits 1 when a median LCP is over LCP_RATIO × the reference's, a CLS over CLS_BUDGET, or a page
// could not be measured (no LCP entry, or no reference build).
import { baselineRoot } from './lib/baseline.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';
import { measure, median } from './lib/lcp.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
/** LCP may be at most 10 % over the reference build's, measured in the same run. */
const LCP_RATIO = 1.1;
const CLS_BUDGET = 0.05;
const PAGES = ['/', '/gamehall', '/ru/gamehall', '/game/oltin_rocket'];

const failures = [];
const reference = baselineRoot();
if (!reference) failures.push('no reference build (BASELINE=0): LCP not compared');

const browser = await launchBrowser();
const servers = { current: await startServer() };
if (reference) servers.reference = await startServer({}, { root: reference });
try {
  console.log(`Page timings, headless Chromium, 4x CPU slowdown, median of ${RUNS} cold loads, this build and the reference in turn`);
  for (const path of PAGES) {
    const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const [name, server] of Object.entries(servers)) runs[name].push(await measure(browser, `${server.url}${path}`));
    }
    const stats = {};
    for (const [name, list] of Object.entries(runs)) {
      stats[name] = {
        unmeasured: list.filter((r) => !(r.lcp > 0)).length,
        lcp: median(list.map((r) => r.lcp)),
        fcp: median(list.map((r) => r.fcp)),
        cls: median(list.map((r) => r.cls)),
        element: median(list.map((r) => r.lcpElement)) || '?',
        runs: list.map((r) => r.lcp.toFixed(0)).join(', '),
      };
    }
    const now = stats.current;
    const ref = stats.reference;
    let verdict = 'OK';
    if (now.unmeasured || ref?.unmeasured) {
      verdict = 'NOT MEASURED';
      failures.push(`${path}: LCP not measured in ${now.unmeasured + (ref?.unmeasured ?? 0)} loads`);
    } else {
      const ratio = ref ? now.lcp / ref.lcp : NaN;
      if (ratio > LCP_RATIO) failures.push(`${path}: LCP ${now.lcp.toFixed(0)} ms is ${ratio.toFixed(2)} × the reference's ${ref.lcp.toFixed(0)} ms`);
      if (now.cls > CLS_BUDGET) failures.push(`${path}: CLS ${now.cls.toFixed(3)} > ${CLS_BUDGET}`);
      if (ratio > LCP_RATIO || now.cls > CLS_BUDGET) verdict = 'OVER';
      now.ratio = ratio;
    }
    const ratioText = Number.isFinite(now.ratio) ? `${now.ratio.toFixed(2)} × reference` : 'no reference';
    console.log(
      `  ${path.padEnd(20)} LCP ${now.lcp.toFixed(0).padStart(5)} ms (${now.element})   FCP ${now.fcp.toFixed(0).padStart(5)} ms   CLS ${now.cls.toFixed(3)}   ${ratioText}   ${verdict}`,
    );
    console.log(`  ${''.padEnd(20)} runs: ${now.runs} ms`);
    if (ref)
      console.log(
        `  ${'  reference'.padEnd(20)} LCP ${ref.lcp.toFixed(0).padStart(5)} ms (${ref.element})   FCP ${ref.fcp.toFixed(0).padStart(5)} ms   CLS ${ref.cls.toFixed(3)}   runs: ${ref.runs} ms`,
      );
  }
  console.log(`Budgets: LCP ≤ ${LCP_RATIO.toFixed(2)} × the reference build's, CLS ≤ ${CLS_BUDGET} (medians)`);
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
if (failures.length) {
  console.error(`\npages: ${failures.length} budget(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
