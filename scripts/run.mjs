#!/usr/bin/env node
// Entry point of the README's commands. A fresh machine has only Node and npm, so this finds
// pnpm (the version pinned in package.json) or runs it through npx, installs the workspace and
// then runs the requested workflow.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
// `start` and `dev` run the documented demo on purpose (demo player, outbox page, demo providers);
// any other start of the server is a production start (docs/security.md).
const demo = { ...env, DEMO: '1' };

function run(cmd, args, runEnv = env) {
  const r = spawnSync(cmd, args, { cwd: root, env: runEnv, stdio: 'inherit' });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

function findPnpm() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  if (r.status === 0 && r.stdout.trim().split('.')[0] === pinned.split('.')[0]) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${pinned}`];
}

const pnpm = findPnpm();
const inEnv =
  (runEnv) =>
  (...args) => {
    const code = run(pnpm[0], [...pnpm.slice(1), ...args], runEnv);
    if (code !== 0) process.exit(code);
  };
const p = inEnv(env);
const pDemo = inEnv(demo);

/** `1m 05s` */
const minutes = (ms) => `${Math.floor(ms / 60_000)}m ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;

/**
 * The stages of `test:all` one by one (package.json stays their one definition), each followed by its
 * time and the run by a table of them: CI's budget is the sum, and this tells which stage spends it.
 */
function testAll() {
  const stages = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    .scripts['test:all'].split('&&')
    .map((s) => s.trim());
  const times = [];
  const report = (failed) => {
    console.log(`\nTest stages${failed ? ` (stopped: ${failed} failed)` : ''}:`);
    for (const [stage, ms] of times) console.log(`  ${stage.padEnd(24)} ${minutes(ms)}`);
    console.log(`  ${'in all'.padEnd(24)} ${minutes(times.reduce((sum, [, ms]) => sum + ms, 0))}`);
  };
  for (const stage of stages) {
    if (!/^pnpm [\w:-]+$/.test(stage)) throw new Error(`test:all: "${stage}" is not a plain \`pnpm <script>\` stage`);
    const script = stage.slice('pnpm '.length);
    const started = Date.now();
    const code = run(pnpm[0], [...pnpm.slice(1), script]);
    const ms = Date.now() - started;
    times.push([script, ms]);
    console.log(`── ${script}: ${minutes(ms)}${code === 0 ? '' : ` (exit ${code})`}`);
    if (code !== 0) {
      report(script);
      process.exit(code);
    }
  }
  report();
}

const task = process.argv[2];
const install = () => p('install', ...(existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : []));

switch (task) {
  case 'start':
    install();
    p('build');
    // Publish what was just built and make it live (a no-op for a remote whose build did not change).
    pDemo('release', '--all', '--activate', '--no-build');
    // The demo runs the TypeScript sources (tsx); `pnpm serve` runs the compiled server/dist (production).
    pDemo('--filter', '@casino/server', 'run', 'start:demo');
    break;
  case 'test':
    install();
    testAll();
    break;
  case 'dev':
    install();
    // Watch-build the shell and every remote, and restart the server on change.
    pDemo('-r', '--parallel', '--filter', './shell', '--filter', './mfe-*', '--filter', '@casino/server', 'run', 'dev');
    break;
  default:
    console.error('usage: node scripts/run.mjs start|test|dev');
    process.exit(2);
}
