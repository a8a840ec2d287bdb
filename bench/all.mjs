#!/usr/bin/env node
// `pnpm bench`: every benchmark in turn, each run to its end even when an earlier one failed its
// budgets (so one run shows all the figures, the federated shell's and the monolith's included);
// exits 1 when any failed. `node all.mjs ssr.mjs ssr-load.mjs` runs the ones named (`pnpm bench:ssr`).
import { spawnSync } from 'node:child_process';

const ALL = ['bundle.mjs', 'pages.mjs', 'ssr.mjs', 'gamehall.mjs', 'federation-cost.mjs', 'api.mjs', 'ssr-load.mjs', 'release.mjs'];
const named = process.argv.slice(2);
const unknown = named.filter((script) => !ALL.includes(script));
if (unknown.length) {
  console.error(`bench: no such benchmark: ${unknown.join(', ')} (${ALL.join(', ')})`);
  process.exit(2);
}
const SCRIPTS = named.length ? named : ALL;

const failed = [];
for (const script of SCRIPTS) {
  console.log(`\n=== ${script}`);
  const run = spawnSync(process.execPath, [script], { cwd: import.meta.dirname, stdio: 'inherit' });
  if (run.status !== 0) failed.push(`${script} (exit ${run.status ?? run.signal})`);
}
if (failed.length) {
  console.error(`\nbench: ${failed.length} of ${SCRIPTS.length} failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nbench: all ${SCRIPTS.length} within their budgets`);
