#!/usr/bin/env node
// Times `pnpm release casino` (build of that remote alone + publish) and `pnpm rollback casino`
// against a running server on a fresh database. Targets (issue 7): release < 60 s, rollback < 5 s.
import { spawnSync } from 'node:child_process';

import { ROOT, startServer } from './lib/server.mjs';

const TARGETS = { release: 60, rollback: 5 };

const server = await startServer({ OPS_TOKEN: 'bench-ops-token', OPS_ACTOR: 'bench' });
const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
const env = { ...process.env, OPS_URL: server.url, OPS_TOKEN: 'bench-ops-token', OPS_ACTOR: 'bench' };

function timed(label, args) {
  const started = process.hrtime.bigint();
  const r = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], { cwd: ROOT, env, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (r.status !== 0) throw new Error(`${label} failed:\n${r.stdout}${r.stderr}`);
  return seconds;
}

const rows = [];
try {
  rows.push([
    'release casino (build + publish + activate) v9.0.0',
    timed('release', ['release', 'casino', '--activate', '--version', '9.0.0']),
    TARGETS.release,
  ]);
  rows.push([
    'release casino (build + publish + activate) v9.0.1',
    timed('release', ['release', 'casino', '--activate', '--version', '9.0.1']),
    TARGETS.release,
  ]);
  rows.push(['rollback casino', timed('rollback', ['rollback', 'casino']), TARGETS.rollback]);
} finally {
  await server.stop();
}

console.log('\nRelease and rollback (wall clock, including pnpm start-up)');
let over = false;
for (const [label, seconds, target] of rows) {
  const ok = seconds < target;
  over ||= !ok;
  console.log(`  ${label.padEnd(52)} ${seconds.toFixed(1).padStart(6)} s   target < ${target} s   ${ok ? 'OK' : 'OVER'}`);
}
if (over && process.argv.includes('--check')) process.exit(1);
