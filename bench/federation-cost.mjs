#!/usr/bin/env node
// What the federation costs: the same shell and remotes served twice by the real server, once as
// built for production (federation runtime, registry, remotes loaded at run time) and once built as
// one application (`pnpm build:monolith`: static imports, no runtime, no registry), measured in the
// same run with the same browser:
//   - JavaScript of the first visit to / before the page furniture, and all of it (gzip -9);
//   - LCP on / and /gamehall (4x CPU slowdown, median of RUNS cold loads, the two builds in turn),
//     with both pages rendered by the server (each build with its own server build: the monolith's
//     renders the same tree with the remotes built in) and with both rendered in the browser (the
//     `casino_render=browser` cookie);
//   - JavaScript fetched when a signed-in player goes from / to /cashier/deposit inside the page.
// Prints federated/monolith per measure and exits 1 when a ratio is over its goal: 1.20 for bytes,
// 1.05 for LCP of server-rendered pages and 1.10 of pages rendered in the browser (both builds on
// React 19; the federation runtime costs bytes the monolith does not carry, but the page must not
// paint later for it), or when a load logged a console error (a hydration mismatch is one) or
// did not arrive rendered as asked.
//   node federation-cost.mjs        RUNS=5 node federation-cost.mjs
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser } from './lib/browser.mjs';
import { ROOT, startServer } from './lib/server.mjs';
import { KB, jsDownloads, sum } from './lib/js.mjs';
import { measure, median } from './lib/lcp.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
/**
 * The federation may cost at most 20 % more bytes than the same application built as one, and a
 * page may paint at most 5 % later when the server renders it (the server build loads the
 * releases' code, the page arrives painted either way) and 10 % later when the browser does.
 */
const BYTES_GOAL = 1.2;
const PAINT_GOAL = { server: 1.05, browser: 1.1 };
/** How the pages are rendered for the LCP measures, as `measure`'s `renderIn`. */
const RENDERED_IN = ['server', 'browser'];
const WHERE = { server: 'on the server', browser: 'in the browser' };
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
    firstVisit: sum(
      visit.filter((f) => !f.furniture),
      'gzip',
    ),
    wholeVisit: sum(visit, 'gzip'),
    toDeposit: sum(
      navigation.filter((f) => f.afterLoad),
      'gzip',
    ),
  };
}

/**
 * LCP of both builds, their cold loads taken in turn (federated, monolith, federated, …) so that
 * what the machine does meanwhile weighs on both alike. A load that logged a console error, or
 * did not arrive rendered as asked (a monolith page the server did not render is no like-for-like
 * comparison), is a failure.
 */
async function measurePaint(browser, servers, failures) {
  const out = Object.fromEntries(Object.keys(servers).map((name) => [name, {}]));
  // Servers in service are warm: a first render loads the releases' server builds.
  for (const server of Object.values(servers)) for (const path of LCP_PAGES) for (let i = 0; i < 2; i++) await (await fetch(`${server.url}${path}`)).text();
  for (const renderIn of RENDERED_IN) {
    for (const path of LCP_PAGES) {
      const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
      for (let i = 0; i < RUNS; i++) {
        for (const [name, server] of Object.entries(servers)) runs[name].push(await measure(browser, `${server.url}${path}`, { renderIn }));
      }
      for (const [name, list] of Object.entries(runs)) {
        if (list.some((r) => !(r.lcp > 0))) throw new Error(`${name} ${path}: LCP not measured`);
        out[name][`lcp ${renderIn} ${path}`] = median(list.map((r) => r.lcp));
        const asked = list.filter((r) => r.serverRendered === (renderIn === 'server')).length;
        if (asked !== list.length) failures.push(`${name} ${path}: ${list.length - asked} of ${list.length} loads not rendered ${WHERE[renderIn]}`);
        for (const error of new Set(list.flatMap((r) => r.errors))) failures.push(`${name} ${path} (rendered ${WHERE[renderIn]}): console error: ${error}`);
      }
    }
  }
  return out;
}

const MEASURES = [
  ['firstVisit', 'first visit to /: JS before the furniture (gzip)', 'bytes'],
  ['wholeVisit', 'first visit to /: all JS (gzip)', 'bytes'],
  ...RENDERED_IN.flatMap((renderIn) =>
    LCP_PAGES.map((path) => [`lcp ${renderIn} ${path}`, `LCP ${path}, rendered ${WHERE[renderIn]}, 4x CPU, median of ${RUNS}`, 'ms', PAINT_GOAL[renderIn]]),
  ),
  ['toDeposit', 'signed in, / → /cashier/deposit: JS fetched (gzip)', 'bytes'],
];
const goalOf = (unit, goal) => goal ?? (unit === 'ms' ? PAINT_GOAL.browser : BYTES_GOAL);
const show = (value, unit) => (unit === 'ms' ? `${value.toFixed(0)} ms` : `${(value / KB).toFixed(1)} KB`);

const browser = await launchBrowser();
const results = {};
const servers = {};
const over = [];
try {
  for (const [name, env] of Object.entries(BUILDS)) servers[name] = await startServer(env);
  for (const [name, server] of Object.entries(servers)) results[name] = await measureBytes(browser, server.url);
  const paint = await measurePaint(browser, servers, over);
  for (const name of Object.keys(servers)) Object.assign(results[name], paint[name]);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  await browser.close();
}

console.log('\nFederation cost: the federated shell against the same code built as one application');
console.log(`  ${'measure'.padEnd(64)} ${'federated'.padStart(10)} ${'monolith'.padStart(10)} ${'ratio'.padStart(6)} ${'goal'.padStart(6)}`);
for (const [key, label, unit, measureGoal] of MEASURES) {
  const fed = results.federated[key];
  const mono = results.monolith[key];
  const ratio = mono > 0 ? fed / mono : Infinity;
  const goal = goalOf(unit, measureGoal);
  if (ratio > goal) over.push(`${label}: ${ratio.toFixed(2)} (goal ${goal.toFixed(2)})`);
  console.log(
    `  ${label.padEnd(64)} ${show(fed, unit).padStart(10)} ${show(mono, unit).padStart(10)} ${ratio.toFixed(2).padStart(6)} ${goal.toFixed(2).padStart(6)}${ratio > goal ? '  OVER' : ''}`,
  );
}
console.log(
  `Goals: federated/monolith ≤ ${BYTES_GOAL.toFixed(2)} in bytes, ≤ ${PAINT_GOAL.server.toFixed(2)} in LCP of server-rendered pages, ≤ ${PAINT_GOAL.browser.toFixed(2)} of pages rendered in the browser; no console error`,
);
if (over.length) {
  console.error(`\nfederation-cost: ${over.length} failed:\n  ${over.join('\n  ')}`);
  process.exit(1);
}
