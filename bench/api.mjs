#!/usr/bin/env node
// API load bench (ARCHITECTURE §8): games.get, account.getInfo with a session and a bare route
// (/healthz) of the same server, one after the other with autocannon on loopback. Prints
// requests/s and p99 latency of each and their ratio to the bare route, and checks the target:
// at least 1,000 requests/s with p99 at most 50 ms for both methods.
//
//   pnpm bench:api                 # 10 s per target, 10 connections
//   DURATION=5 CONNECTIONS=20 pnpm bench:api
//   BENCH_DATABASE_URL=postgres://… pnpm bench:api   # on a PostgreSQL server (a fresh database)
import autocannon from 'autocannon';
import { startApiServer } from './lib/server.mjs';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const TARGET_RPS = 1000;
const TARGET_P99_MS = 50;

// BENCH_DATABASE_URL measures the PostgreSQL-server path instead of the embedded database.
const startServer = () => startApiServer({ DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' }, { startSeconds: 90 });

async function loginDemo(base) {
  const res = await fetch(`${base}/api/auth.login?v=2.34&locale=uz`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ login: 'demo@example.com', password: 'demo1234' }),
  });
  if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie').split(';')[0];
}

function run(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (error, result) =>
      error ? reject(error) : resolve({ title, result }),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const { base, stop } = await startServer();
try {
  const cookie = await loginDemo(base);
  // Warm up the paths (JIT, caches of the database) before measuring.
  for (const path of ['/api/games.get?v=2.34&locale=uz&count=15', '/api/account.getInfo?v=2.34&locale=uz', '/healthz']) {
    for (let i = 0; i < 200; i++) await (await fetch(`${base}${path}`, { headers: { cookie } })).arrayBuffer();
  }
  const database = process.env.BENCH_DATABASE_URL ? 'PostgreSQL server' : 'embedded database';
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s per target, server on ${base} (${database})\n`);
  const runs = [];
  runs.push(await run('bare route (/healthz)', `${base}/healthz`));
  runs.push(await run('games.get (count=15)', `${base}/api/games.get?v=2.34&locale=uz&count=15`));
  runs.push(await run('account.getInfo (session)', `${base}/api/account.getInfo?v=2.34&locale=uz`, { cookie }));

  const bare = runs[0].result;
  const rows = runs.map(({ title, result }) => ({
    target: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'non-2xx': result.non2xx + result.errors,
    'req/s vs bare': (result.requests.average / bare.requests.average).toFixed(2),
    'p99 vs bare': (result.latency.p99 / Math.max(bare.latency.p99, 1)).toFixed(2),
  }));
  console.table(rows);

  let ok = true;
  for (const { title, result } of runs.slice(1)) {
    const pass = result.requests.average >= TARGET_RPS && result.latency.p99 <= TARGET_P99_MS && result.non2xx + result.errors === 0;
    ok &&= pass;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} ${title}: ${Math.round(result.requests.average)} req/s (target ≥ ${TARGET_RPS}), p99 ${result.latency.p99} ms (target ≤ ${TARGET_P99_MS})`,
    );
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await stop();
}
