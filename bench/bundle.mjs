#!/usr/bin/env node
// Bundle budget: the JavaScript a browser really downloads, measured from Chromium's network log
// against the production build served by the real server.
//   node bundle.mjs            build nothing, measure the current build; exit 1 when over budget
// The budget counts what the first visit needs to show and run the page; the page furniture (chunk
// `furniture`, loaded when the browser is idle after the first paint, and the chunks requested once
// it arrived: the bench holds it until the page's own requests settle) is printed and counted separately.
import { launchBrowser } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';
import { KB, fmt, jsDownloads, sum } from './lib/js.mjs';

/**
 * A guest's first visit to / transfers at most 180 KB gzip of JavaScript before the furniture, on
 * the platform's stack: react-dom and Module Federation 2's runtime.
 */
const FIRST_VISIT_BUDGET_GZIP = 180 * KB;
const REMOTE_PAGES = {
  casino: '/gamehall',
  cashier: '/cashier/deposit',
  profile: '/profile/settings',
  loyalty: '/loyalty',
  promotions: '/offers',
};

/** Pages a guest may not open: measured as the demo player (server/src/seed). */
const SIGNED_IN = new Set(['cashier', 'profile']);

function printFiles(title, files) {
  console.log(`\n${title}`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${f.path.padEnd(72)} raw ${fmt(f.raw).padStart(9)}  gzip ${fmt(f.gzip).padStart(8)}  sent ${fmt(f.transferred).padStart(8)} (${f.encoding})`,
    );
  }
  console.log(
    `  ${'total'.padEnd(72)} raw ${fmt(sum(files, 'raw')).padStart(9)}  gzip ${fmt(sum(files, 'gzip')).padStart(8)}  sent ${fmt(sum(files, 'transferred')).padStart(8)}`,
  );
}

const server = await startServer();
const browser = await launchBrowser();
let failed = false;
try {
  const visit = await jsDownloads(browser, `${server.url}/`);
  const home = visit.filter((f) => !f.furniture);
  const furniture = visit.filter((f) => f.furniture);
  if (!home.length) throw new Error('no JavaScript measured on / (nothing to compare with the budget)');
  printFiles('First visit to /: JavaScript before the page furniture', home);
  printFiles('First visit to /: page furniture (after the first paint)', furniture);

  console.log('\nPer remote: JavaScript of the remote itself when its page is opened first');
  const rows = [];
  for (const [remote, path] of Object.entries(REMOTE_PAGES)) {
    const files = (await jsDownloads(browser, `${server.url}${path}`, { signedIn: SIGNED_IN.has(remote) })).filter((f) =>
      f.path.startsWith(`/releases/${remote}/`),
    );
    rows.push({ remote, path, files: files.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), transferred: sum(files, 'transferred') });
  }
  for (const r of rows) {
    console.log(
      `  ${r.remote.padEnd(11)} ${r.path.padEnd(18)} ${String(r.files).padStart(2)} files  raw ${fmt(r.raw).padStart(9)}  gzip ${fmt(r.gzip).padStart(8)}  sent ${fmt(r.transferred).padStart(8)}`,
    );
  }

  const firstGzip = sum(home, 'gzip');
  const ok = firstGzip <= FIRST_VISIT_BUDGET_GZIP;
  failed ||= !ok;
  console.log(
    `\nBudget: first visit JS ${fmt(firstGzip)} gzip (${fmt(sum(home, 'transferred'))} as sent) of ${fmt(FIRST_VISIT_BUDGET_GZIP)} — ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  console.log(`        page furniture ${fmt(sum(furniture, 'gzip'))} gzip, all JavaScript of the visit ${fmt(sum(visit, 'gzip'))} gzip`);
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.error('bundle: first visit JavaScript over budget');
  process.exit(1);
}
