#!/usr/bin/env node
// Bundle budget: the JavaScript a browser really downloads, measured from Chromium's network log
// against the production build served by the real server.
//   node bundle.mjs            build nothing, measure the current build; exit 1 when over budget
// The budget counts what the first visit needs to show and run the page; the page furniture (chunk
// `furniture`, loaded when the browser is idle after the first paint, and the shell chunks it
// pulls in after it) is printed and counted separately.
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './lib/browser.mjs';
import { startServer } from './lib/server.mjs';

const KB = 1024;
/** ARCHITECTURE §8: first visit to / transfers at most 150 KB gzip of JavaScript before the furniture. */
const FIRST_VISIT_BUDGET_GZIP = 150 * KB;
const isFurnitureChunk = (path) => /^\/furniture\.[0-9a-f]+\.js$/.test(path);
const REMOTE_PAGES = {
  casino: '/gamehall',
  cashier: '/cashier/deposit',
  profile: '/profile/settings',
  loyalty: '/loyalty',
  promotions: '/offers',
};

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** Pages a guest may not open: measured as the demo player (server/src/seed). */
const SIGNED_IN = new Set(['cashier', 'profile']);

async function signIn(context, origin) {
  const res = await context.request.post(`${origin}/api/auth.login?v=2.34&locale=uz`, {
    form: { login: 'demo@example.com', password: 'demo1234' },
    headers: { Origin: origin },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

/** Visits a path in a fresh context and returns every JS response with its sizes. */
async function jsDownloads(browser, url, { signedIn = false } = {}) {
  const context = await browser.newContext();
  if (signedIn) await signIn(context, new URL(url).origin);
  const page = await context.newPage();
  const pending = [];
  const requestedAt = new Map();
  let order = 0;
  page.on('request', (request) => requestedAt.set(request, order++));
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response.request().sizes().catch(() => ({ responseBodySize: body.length }));
        return {
          order: requestedAt.get(response.request()) ?? Infinity,
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
  // Furniture: its chunk, and the shell's own chunks requested after it (remote files never are).
  const start = Math.min(...files.filter((f) => isFurnitureChunk(f.path)).map((f) => f.order));
  for (const f of files) f.furniture = isFurnitureChunk(f.path) || (f.order > start && !f.path.startsWith('/releases/'));
  return files;
}

const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);

function printFiles(title, files) {
  console.log(`\n${title}`);
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${f.path.padEnd(72)} raw ${fmt(f.raw).padStart(9)}  gzip ${fmt(f.gzip).padStart(8)}  sent ${fmt(f.transferred).padStart(8)} (${f.encoding})`);
  }
  console.log(`  ${'total'.padEnd(72)} raw ${fmt(sum(files, 'raw')).padStart(9)}  gzip ${fmt(sum(files, 'gzip')).padStart(8)}  sent ${fmt(sum(files, 'transferred')).padStart(8)}`);
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
    console.log(`  ${r.remote.padEnd(11)} ${r.path.padEnd(18)} ${String(r.files).padStart(2)} files  raw ${fmt(r.raw).padStart(9)}  gzip ${fmt(r.gzip).padStart(8)}  sent ${fmt(r.transferred).padStart(8)}`);
  }

  const firstGzip = sum(home, 'gzip');
  const ok = firstGzip <= FIRST_VISIT_BUDGET_GZIP;
  failed ||= !ok;
  console.log(`\nBudget: first visit JS ${fmt(firstGzip)} gzip (${fmt(sum(home, 'transferred'))} as sent) of ${fmt(FIRST_VISIT_BUDGET_GZIP)} — ${ok ? 'OK' : 'OVER BUDGET'}`);
  console.log(`        page furniture ${fmt(sum(furniture, 'gzip'))} gzip, all JavaScript of the visit ${fmt(sum(visit, 'gzip'))} gzip`);
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.error('bundle: first visit JavaScript over budget');
  process.exit(1);
}
