#!/usr/bin/env node
// Cluster bench: requests/s and p99 latency through nginx (deploy/nginx.conf) with 1 and with 3
// server instances on one PostgreSQL (`pnpm cluster`), for games.get (catalogue, cached per
// instance) and account.getInfo (a signed-in player: session read from the database).
// On a machine with few cores the instances, nginx, PostgreSQL and autocannon share them: the gain
// from more instances is bounded by the cores, not by the platform. It prints the figures and the
// machine's core count; it sets no target.
//
//   node bench/cluster.mjs                       # 10 s per target, 20 connections
//   DURATION=5 CONNECTIONS=40 node bench/cluster.mjs
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const cluster = (...args) => execFileSync(process.execPath, [join(ROOT, 'scripts', 'cluster.mjs'), ...args], { stdio: ['ignore', 'ignore', 'inherit'] });

async function signIn(base) {
  const r = await fetch(`${base}/api/auth.login?v=2.34&locale=uz`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ login: 'demo@example.com', password: 'demo1234' }),
  });
  if (!r.ok) throw new Error(`demo sign-in failed: ${r.status}`);
  return r.headers.get('set-cookie').split(';')[0];
}

function run(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (e, r) => (e ? reject(e) : resolve(r)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

const results = [];
for (const instances of [1, 3]) {
  cluster('start', '--instances', String(instances));
  try {
    const { url } = JSON.parse(readFileSync(join(ROOT, 'var', 'cluster', 'state.json'), 'utf8'));
    const cookie = await signIn(url);
    const targets = [
      ['games.get', `${url}/api/games.get?v=2.34&locale=uz&count=15`, {}],
      ['account.getInfo', `${url}/api/account.getInfo?v=2.34&locale=uz`, { cookie }],
    ];
    // Warm each instance (caches, JIT, connections) before measuring.
    for (const [, target, headers] of targets) for (let i = 0; i < 100 * instances; i++) await (await fetch(target, { headers })).arrayBuffer();
    for (const [title, target, headers] of targets) {
      const r = await run(target, headers);
      const failed = r.errors + r.timeouts + r.non2xx;
      results.push({ instances, title, rps: Math.round(r.requests.average), p99: r.latency.p99, failed });
    }
  } finally {
    cluster('stop');
  }
}

console.log(
  `\nThrough nginx, ${CONNECTIONS} connections, ${DURATION} s each, on ${cpus().length} cores shared by nginx, PostgreSQL, the instances and autocannon:\n`,
);
console.log('instances  route             requests/s   p99 ms   failed');
for (const r of results)
  console.log(
    `${String(r.instances).padEnd(10)} ${r.title.padEnd(17)} ${String(r.rps).padStart(10)} ${String(r.p99).padStart(8)} ${String(r.failed).padStart(8)}`,
  );
for (const title of ['games.get', 'account.getInfo']) {
  const [one, three] = [1, 3].map((n) => results.find((r) => r.instances === n && r.title === title));
  console.log(`${title}: 3 instances / 1 instance = ${(three.rps / one.rps).toFixed(2)}× requests/s`);
}
if (results.some((r) => r.failed > 0)) {
  console.error('Some requests failed');
  process.exit(1);
}
