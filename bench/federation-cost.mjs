#!/usr/bin/env node
// What the federation costs: the same shell and remotes served twice by the real server, once as
// built for production (federation runtime, registry, remotes loaded at run time) and once built as
// one application (`pnpm build:monolith`: static imports, no runtime, no registry), measured in the
// same run with the same browser:
//   - JavaScript of the first visit to / before the page furniture, and all of it (gzip -9);
//   - LCP on / and /gamehall (4x CPU slowdown, median of RUNS cold loads, the two builds in turn);
//   - JavaScript fetched when a signed-in player goes from / to /cashier/deposit inside the page.
// Prints federated/monolith per measure and exits 1 when a ratio is over its goal: 1.20 for bytes,
// 1.10 for LCP (both builds on React 19; the federation runtime costs bytes the monolith does not
// carry, but the page must not paint later for it).
//   node federation-cost.mjs        RUNS=5 node federation-cost.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { ROOT, startServer } from './lib/server.mjs';
import { KB, jsDownloads, sum } from './lib/js.mjs';
import { measure, median } from './lib/lcp.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
/** The federation may cost at most 20 % more bytes and 10 % later paint than the same application built as one. */
const BYTES_GOAL = 1.2;
const PAINT_GOAL = 1.1;
const MONOLITH_DIR = join(ROOT, 'shell/dist-monolith');
const LCP_PAGES = ['/', '/gamehall'];

if (!existsSync(join(MONOLITH_DIR, 'index.html'))) {
  console.error(`federation-cost: the monolith is not built (${join('shell', 'dist-monolith')} is missing). Run "pnpm build:monolith" first.`);
  process.exit(1);
}

const BUILDS = { federated: {}, monolith: { SHELL_DIR: MONOLITH_DIR } };

/** A navigation inside the page (the router follows the history, as on Back): no page load. */
async function toDeposit(page) {
  await page.evaluate(() => {
    window.history.pushState(null, '', '/cashier/deposit');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByRole('main').getByRole('heading').first().waitFor();
}

/** Bytes of one build: its first visit to / and the navigation to the deposit page. */
async function measureBytes(browser, url) {
  const visit = await jsDownloads(browser, `${url}/`);
  const navigation = await jsDownloads(browser, `${url}/`, { signedIn: true, then: toDeposit });
  return {
    firstVisit: sum(visit.filter((f) => !f.furniture), 'gzip'),
    wholeVisit: sum(visit, 'gzip'),
    toDeposit: sum(navigation.filter((f) => f.afterLoad), 'gzip'),
  };
}

/**
 * LCP of both builds, their cold loads taken in turn (federated, monolith, federated, …) so that
 * what the machine does meanwhile weighs on both alike.
 */
async function measurePaint(browser, servers) {
  const out = Object.fromEntries(Object.keys(servers).map((name) => [name, {}]));
  for (const path of LCP_PAGES) {
    const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
    for (let i = 0; i < RUNS; i++) {
      for (const [name, server] of Object.entries(servers)) runs[name].push(await measure(browser, `${server.url}${path}`));
    }
    for (const [name, list] of Object.entries(runs)) {
      if (list.some((r) => !(r.lcp > 0))) throw new Error(`${name} ${path}: LCP not measured`);
      out[name][`lcp ${path}`] = median(list.map((r) => r.lcp));
    }
  }
  return out;
}

const MEASURES = [
  ['firstVisit', 'first visit to /: JS before the furniture (gzip)', 'bytes'],
  ['wholeVisit', 'first visit to /: all JS (gzip)', 'bytes'],
  ['lcp /', `LCP /, 4x CPU, median of ${RUNS}`, 'ms'],
  ['lcp /gamehall', `LCP /gamehall, 4x CPU, median of ${RUNS}`, 'ms'],
  ['toDeposit', 'signed in, / → /cashier/deposit: JS fetched (gzip)', 'bytes'],
];
const goalOf = (unit) => (unit === 'ms' ? PAINT_GOAL : BYTES_GOAL);
const show = (value, unit) => (unit === 'ms' ? `${value.toFixed(0)} ms` : `${(value / KB).toFixed(1)} KB`);

const browser = await launchBrowser();
const results = {};
const servers = {};
try {
  for (const [name, env] of Object.entries(BUILDS)) servers[name] = await startServer(env);
  for (const [name, server] of Object.entries(servers)) results[name] = await measureBytes(browser, server.url);
  const paint = await measurePaint(browser, servers);
  for (const name of Object.keys(servers)) Object.assign(results[name], paint[name]);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  await browser.close();
}

const over = [];
console.log('\nFederation cost: the federated shell against the same code built as one application');
console.log(`  ${'measure'.padEnd(56)} ${'federated'.padStart(10)} ${'monolith'.padStart(10)} ${'ratio'.padStart(6)} ${'goal'.padStart(6)}`);
for (const [key, label, unit] of MEASURES) {
  const fed = results.federated[key];
  const mono = results.monolith[key];
  const ratio = mono > 0 ? fed / mono : Infinity;
  const goal = goalOf(unit);
  if (ratio > goal) over.push(`${label}: ${ratio.toFixed(2)} (goal ${goal.toFixed(2)})`);
  console.log(`  ${label.padEnd(56)} ${show(fed, unit).padStart(10)} ${show(mono, unit).padStart(10)} ${ratio.toFixed(2).padStart(6)} ${goal.toFixed(2).padStart(6)}${ratio > goal ? '  OVER' : ''}`);
}
console.log(`Goals: federated/monolith ≤ ${BYTES_GOAL.toFixed(2)} in bytes, ≤ ${PAINT_GOAL.toFixed(2)} in LCP`);
if (over.length) {
  console.error(`\nfederation-cost: ${over.length} ratio(s) over their goal:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
