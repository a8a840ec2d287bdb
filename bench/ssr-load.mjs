#!/usr/bin/env node
// The server render under load: guests' pages (/, /gamehall, /ru/gamehall, /jackpots and a game
// page, in turn on every connection) from the real server with autocannon on loopback, with the
// guest page cache on (the default, SERVER_RENDER_CACHE_SECONDS=5) and off (=0, a second server),
// and, on that second server, the same pages not rendered there (the `casino_render=browser`
// cookie): what the page costs without the render. Each configuration is measured at capacity:
// CONNECTIONS connections, each asking for the next page as soon as the last one arrived; a
// configuration meets the budget when it answers RATE pages/s or more with p99 ≤ P99_BUDGET_MS
// that way. (autocannon's own rate limit is no steady rate: each connection sends its share of a
// second at once when the second starts, and its latency correction for a rate is off by a
// thousand.) Then the CPU of one render: the server process's CPU time (/proc) over RENDERS pages
// in sequence with the cache off, rendered and not, the difference being the render's.
//   node ssr-load.mjs        DURATION=10 CONNECTIONS=10 RENDERS=200 node ssr-load.mjs
// autocannon runs in this process on the same machine: on two cores it takes a share of them.
// Exits 1 when the default configuration (cache on) does not meet the budget, or when a page did
// not arrive server-rendered or answered other than 200.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { machineName, treeSeconds } from './lib/cpu.mjs';
import { RENDER_COOKIE } from './lib/lcp.mjs';
import { SEEDED_GAME, startServer } from './lib/server.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const RENDERS = Number(process.env.RENDERS ?? 200);
/** Pages per second the server must answer with p99 ≤ P99_BUDGET_MS. */
const RATE = 300;
const P99_BUDGET_MS = 100;
const PAGES = ['/', '/gamehall', '/ru/gamehall', '/jackpots', `/game/${SEEDED_GAME}`];
const BROWSER_ONLY = { cookie: `${RENDER_COOKIE}=browser` };
const PAGE_STATE = /<script type="application\/json" id="?page-state"?>/;

const failures = [];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Each page answered 200 and, unless `browserOnly`, server-rendered; a few rounds warm the server (JIT, releases' server builds). */
async function warm(url, headers, { browserOnly }) {
  for (let round = 0; round < 5; round++) {
    for (const path of PAGES) {
      const res = await fetch(`${url}${path}`, { headers });
      const html = await res.text();
      if (round < 4) continue;
      if (res.status !== 200) failures.push(`${path}: answered ${res.status}`);
      else if (PAGE_STATE.test(html) === browserOnly) failures.push(`${path}: ${browserOnly ? 'server-rendered despite the cookie' : 'not server-rendered'}`);
    }
  }
}

function cannon(url, headers, options) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, duration: DURATION, requests: PAGES.map((path) => ({ method: 'GET', path })), ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

/** One autocannon run with the server's CPU over it. */
async function measureRun(server, headers, options) {
  const cpuBefore = treeSeconds(server.pid);
  const result = await cannon(server.url, headers, options);
  const cpu = treeSeconds(server.pid) - cpuBefore;
  const answered = result.requests.total;
  return {
    rate: answered / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    bad: result.non2xx + result.errors + result.timeouts,
    cpuPerPage: (cpu * 1000) / answered,
    serverCores: cpu / result.duration,
  };
}

/** Server CPU milliseconds per page over `RENDERS` pages asked one after the other. */
async function sequentialCpu(server, headers) {
  const before = treeSeconds(server.pid);
  const started = performance.now();
  for (let i = 0; i < RENDERS; i++) await (await fetch(`${server.url}${PAGES[i % PAGES.length]}`, { headers })).arrayBuffer();
  return { cpu: ((treeSeconds(server.pid) - before) * 1000) / RENDERS, wall: (performance.now() - started) / RENDERS };
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '—');

const servers = {};
try {
  servers.cached = await startServer();
  servers.uncached = await startServer({ SERVER_RENDER_CACHE_SECONDS: '0' });
  const configurations = [
    { name: 'rendered, guest page cache on (default)', server: servers.cached, headers: {}, budget: true },
    { name: 'rendered, guest page cache off', server: servers.uncached, headers: {} },
    { name: 'not rendered on the server (cookie)', server: servers.uncached, headers: BROWSER_ONLY, browserOnly: true },
  ];
  console.log(`Server render under load: ${machineName()}, load average ${load()}`);
  console.log(`  pages ${PAGES.join(' ')} in turn on each of ${CONNECTIONS} connections, ${DURATION} s per configuration`);
  for (const c of configurations) await warm(c.server.url, c.headers, { browserOnly: Boolean(c.browserOnly) });
  if (failures.length) throw new Error(`pages not as expected:\n  ${failures.join('\n  ')}`);

  for (const c of configurations) {
    const run = await measureRun(c.server, c.headers, { connections: CONNECTIONS });
    const met = run.rate >= RATE && run.p99 <= P99_BUDGET_MS && run.bad === 0;
    console.log(
      `  ${c.name.padEnd(42)} ${fmt(run.rate).padStart(5)} pages/s   p50 ${fmt(run.p50).padStart(4)} ms   p99 ${fmt(run.p99).padStart(4)} ms   max ${fmt(run.max).padStart(5)} ms   server ${fmt(run.cpuPerPage, 2)} ms CPU/page (${fmt(run.serverCores, 2)} cores)${run.bad ? `   ${run.bad} not 200` : ''}   ${met ? 'MEETS' : 'does not meet'} the budget`,
    );
    if (c.budget && !met)
      failures.push(`${c.name}: ${fmt(run.rate)} pages/s at p99 ${fmt(run.p99)} ms (${run.bad} not 200); budget ${RATE} pages/s at p99 ≤ ${P99_BUDGET_MS} ms`);
  }

  // The render's own CPU: the same pages in sequence on the server without the cache, rendered and not.
  const rendered = await sequentialCpu(servers.uncached, {});
  const notRendered = await sequentialCpu(servers.uncached, BROWSER_ONLY);
  console.log(
    `  CPU per page, ${RENDERS} pages one after the other, cache off: rendered ${fmt(rendered.cpu, 2)} ms (${fmt(rendered.wall, 1)} ms each), not rendered ${fmt(notRendered.cpu, 2)} ms (${fmt(notRendered.wall, 1)} ms each)`,
  );
  console.log(`  CPU per server render: ${fmt(rendered.cpu - notRendered.cpu, 2)} ms (the difference)`);
  console.log(`  load average at the end ${load()}`);
  console.log(
    `Budget: ${RATE} pages/s or more with p99 ≤ ${P99_BUDGET_MS} ms at ${CONNECTIONS} connections, guests' pages; the default configuration (cache on) must meet it`,
  );
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
if (failures.length) {
  console.error(`\nssr-load: ${failures.length} budget(s) failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
