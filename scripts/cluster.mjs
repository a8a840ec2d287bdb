#!/usr/bin/env node
// A local cluster on loopback, for a demonstration and for the scale proofs: a throwaway
// PostgreSQL, N server instances on it (RELEASE_STORAGE=postgres) and nginx in front running
// deploy/nginx.conf. Every process it starts is recorded with its PID in var/cluster/state.json;
// `stop` ends exactly those.
//
//   pnpm cluster                        # start: 3 instances, nginx on http://127.0.0.1:4370
//   pnpm cluster start --instances 1
//   pnpm cluster start --workers 2       # SERVER_WORKERS per instance (one /metrics each still)
//   pnpm cluster status
//   pnpm cluster restart b              # start instance b again (after it died)
//   pnpm cluster stop
//
// Ports: CLUSTER_PORT (nginx, default 4370), PostgreSQL on +1, nginx's ops console origin on +2, instances on +11, +12, …
// (or from CLUSTER_INSTANCE_PORT on)
// Needs PostgreSQL's server binaries (Debian: postgresql; or PGBIN) and nginx (Debian: nginx-light; or NGINX).
import { spawn, execFileSync } from 'node:child_process';
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIR = join(ROOT, 'var', 'cluster');
const STATE = join(DIR, 'state.json');
const BASE_PORT = Number(process.env.CLUSTER_PORT ?? 4370);
const INSTANCE_PORT = Number(process.env.CLUSTER_INSTANCE_PORT ?? BASE_PORT + 11);
const NAMES = 'abcdefghij'.split('');
/** Shared by every instance: the ops API answers the same token whichever instance it reaches. */
const OPS_TOKEN = process.env.CLUSTER_OPS_TOKEN ?? 'cluster-ops-token-0123456789abcdef';

const readState = () => (existsSync(STATE) ? JSON.parse(readFileSync(STATE, 'utf8')) : null);
const writeState = (s) => writeFileSync(STATE, JSON.stringify(s, null, 2));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function pgBin() {
  if (process.env.PGBIN) return process.env.PGBIN;
  const dirs = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  for (const d of dirs) if (existsSync(`/usr/lib/postgresql/${d}/bin/initdb`)) return `/usr/lib/postgresql/${d}/bin`;
  throw new Error('PostgreSQL server binaries not found. On Debian: apt-get install postgresql (or set PGBIN).');
}

function nginxBin() {
  for (const p of [process.env.NGINX, '/usr/sbin/nginx']) if (p && existsSync(p)) return p;
  throw new Error('nginx not found. On Debian: apt-get install nginx-light (or set NGINX).');
}

const asRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: its commands run as the postgres user then. */
function pg(bin, args, opts = {}) {
  const cmd = asRoot ? 'runuser' : bin;
  return execFileSync(cmd, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
}

/** True when `pid` still runs the command it was started as (a recycled PID is never signalled). */
function alive(pid, marker) {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return marker ? cmd.includes(marker) : true;
  } catch {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

async function waitHealthy(url, ms = 90_000, pid = null, name = null) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (pid && !alive(pid)) {
      const log = existsSync(join(DIR, `${name}.log`)) ? readFileSync(join(DIR, `${name}.log`), 'utf8').slice(-2000) : '';
      throw new Error(`instance ${name} exited:\n${log}`);
    }
    try {
      // Ready, not only alive: database reachable, migrations current, release files readable.
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not become healthy`);
}

/** The built shell, or a placeholder page when it is not built (the API and the releases work either way). */
function shellDir() {
  const built = join(ROOT, 'shell', 'dist');
  if (existsSync(join(built, 'index.html'))) return built;
  const dir = join(DIR, 'shell');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="uz"><head><title>Casino</title></head><body>Run pnpm build for the site.</body></html>');
  return dir;
}

function instanceEnv(state, name, port) {
  return {
    SHELL_DIR: shellDir(),
    ...process.env,
    DEMO: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: join(DIR, name),
    DATABASE_URL: state.databaseUrl,
    RELEASE_STORAGE: 'postgres',
    REGISTRY_REFRESH_SECONDS: process.env.REGISTRY_REFRESH_SECONDS ?? '5',
    // nginx on loopback is the only proxy: the client's address comes from its X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
    OPS_TOKEN,
    // The ops console's origin: nginx's ops server (deploy/nginx.conf), not a port of each instance.
    OPS_ORIGIN: `http://127.0.0.1:${BASE_PORT + 2}`,
    LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
    PASSWORD_COST: process.env.PASSWORD_COST ?? '14',
    NODE_ENV: '',
    // Several processes per instance sharing its port; its /metrics answers for all of them.
    SERVER_WORKERS: String(state.workers ?? 1),
  };
}

function startInstance(state, name) {
  const port = INSTANCE_PORT + NAMES.indexOf(name);
  mkdirSync(join(DIR, name), { recursive: true });
  const log = openSync(join(DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', `--cluster-instance=${name}`], {
    cwd: join(ROOT, 'server'),
    env: instanceEnv(state, name, port),
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  closeSync(log);
  state.instances[name] = { pid: child.pid, port, url: `http://127.0.0.1:${port}` };
  writeState(state);
  return state.instances[name];
}

function nginxConfig(state) {
  let conf = readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const ng = join(DIR, 'nginx');
  const upstream = Object.values(state.instances)
    .map((i) => `    server 127.0.0.1:${i.port} max_fails=1 fail_timeout=3s;`)
    .join('\n');
  let upstreamDone = false;
  conf = conf
    .split('\n')
    .map((line) => {
      if (!line.includes('# cluster:')) return line;
      const what = line.split('# cluster:')[1].trim();
      if (what === 'pid') return `pid ${ng}/nginx.pid;`;
      if (what === 'error_log') return `error_log ${ng}/error.log warn;`;
      if (what === 'access_log') return `  access_log ${ng}/access.log casino;`;
      if (what === 'temp') return line.replace('/var/cache/nginx-casino', ng).replace(/#.*$/, '');
      if (what === 'cache') return line.replace('/var/cache/nginx-casino', ng).replace(/#.*$/, '');
      if (what === 'listen') return `    listen 127.0.0.1:${BASE_PORT};`;
      if (what === 'listen-ops') return `    listen 127.0.0.1:${BASE_PORT + 2};`;
      if (what === 'upstream') {
        if (upstreamDone) return null;
        upstreamDone = true;
        return upstream;
      }
      return line;
    })
    .filter((l) => l !== null)
    .join('\n');
  conf = conf.replace('worker_processes auto;', `worker_processes 1;${asRoot ? '\nuser root;' : ''}`);
  mkdirSync(ng, { recursive: true });
  writeFileSync(join(ng, 'nginx.conf'), conf);
  return join(ng, 'nginx.conf');
}

async function start(instances, workers) {
  const old = readState();
  if (old && (Object.values(old.instances).some((i) => alive(i.pid)) || (old.nginx && alive(old.nginx.pid)))) {
    throw new Error('A cluster is running (pnpm cluster stop first)');
  }
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const bin = pgBin();
  const pgDir = mkdtempSync(join(tmpdir(), 'casino-cluster-pg-'));
  if (asRoot)
    chownSync(pgDir, Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), Number(execFileSync('id', ['-g', 'postgres']).toString().trim()));
  const pgPort = BASE_PORT + 1;
  const state = {
    pg: { bin, dir: pgDir, port: pgPort },
    databaseUrl: `postgres://postgres@127.0.0.1:${pgPort}/casino`,
    instances: {},
    workers,
    nginx: null,
    url: `http://127.0.0.1:${BASE_PORT}`,
    opsUrl: `http://127.0.0.1:${BASE_PORT + 2}`,
    opsToken: OPS_TOKEN,
  };
  writeState(state);
  pg(`${bin}/initdb`, ['-D', `${pgDir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pg(`${bin}/pg_ctl`, [
    '-D',
    `${pgDir}/data`,
    '-l',
    `${pgDir}/server.log`,
    '-w',
    '-o',
    `-p ${pgPort} -k ${pgDir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  pg(`${bin}/createdb`, ['-h', '127.0.0.1', '-p', String(pgPort), '-U', 'postgres', 'casino']);
  console.log(`PostgreSQL on 127.0.0.1:${pgPort}`);

  // The first instance migrates and seeds; the others start on a ready database.
  const names = NAMES.slice(0, instances);
  const first = startInstance(state, names[0]);
  await waitHealthy(first.url, 90_000, first.pid, names[0]);
  for (const name of names.slice(1)) startInstance(state, name);
  for (const name of names.slice(1)) await waitHealthy(state.instances[name].url, 90_000, state.instances[name].pid, name);
  for (const name of names) console.log(`instance ${name}: ${state.instances[name].url} (pid ${state.instances[name].pid})`);

  const conf = nginxConfig(state);
  const ng = nginxBin();
  execFileSync(ng, ['-t', '-q', '-p', join(DIR, 'nginx'), '-c', conf, '-e', join(DIR, 'nginx', 'error.log')], { stdio: 'inherit' });
  const log = openSync(join(DIR, 'nginx', 'stderr.log'), 'a');
  const child = spawn(ng, ['-p', join(DIR, 'nginx'), '-c', conf, '-e', join(DIR, 'nginx', 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  closeSync(log);
  state.nginx = { pid: child.pid, conf };
  writeState(state);
  await waitHealthy(state.url, 15_000);
  console.log(`nginx: ${state.url} (pid ${child.pid}); ops console: ${state.opsUrl}/ops/console/`);
  printMetricsHelp(state);
}

/** Where the metrics are: each instance's own (what Prometheus scrapes), and through nginx's ops origin. */
function printMetricsHelp(state) {
  const workers = state.workers ?? 1;
  console.log(`metrics (Prometheus text, per instance${workers > 1 ? `, each summing its ${workers} workers` : ''}; docs/operations/metrics-and-logs.md):`);
  for (const [name, i] of Object.entries(state.instances)) console.log(`  ${name}: curl -H 'Authorization: Bearer ${state.opsToken}' ${i.url}/metrics`);
  console.log(`  any one instance through nginx's ops origin (no token there): curl ${state.opsUrl}/metrics`);
  console.log(
    `  watch a counter move: watch -n 2 "curl -s -H 'Authorization: Bearer ${state.opsToken}' ${Object.values(state.instances)[0]?.url}/metrics | grep -E '^casino_(game_rounds|deposits|api_requests)_total'"`,
  );
  console.log(`  readiness: curl ${state.url}/readyz; access log: ${join(DIR, 'nginx', 'access.log')}`);
}

async function stopPid(pid, marker, signal = 'SIGTERM') {
  if (!pid || !alive(pid, marker)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const until = Date.now() + 15_000;
  while (Date.now() < until && alive(pid, marker)) await sleep(100);
  if (alive(pid, marker)) process.kill(pid, 'SIGKILL');
}

async function stop() {
  const state = readState();
  if (!state) return console.log('No cluster');
  if (state.nginx) await stopPid(state.nginx.pid, 'nginx', 'SIGQUIT');
  await Promise.all(Object.entries(state.instances).map(([name, i]) => stopPid(i.pid, `--cluster-instance=${name}`)));
  if (state.pg && existsSync(`${state.pg.dir}/data`)) {
    try {
      pg(`${state.pg.bin}/pg_ctl`, ['-D', `${state.pg.dir}/data`, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
  }
  if (state.pg) rmSync(state.pg.dir, { recursive: true, force: true });
  rmSync(STATE, { force: true });
  console.log('Cluster stopped');
}

async function restart(name) {
  const state = readState();
  if (!state?.instances[name]) throw new Error(`No instance ${name}`);
  if (alive(state.instances[name].pid, `--cluster-instance=${name}`)) throw new Error(`Instance ${name} is running`);
  const i = startInstance(state, name);
  await waitHealthy(i.url, 90_000, i.pid, name);
  console.log(`instance ${name}: ${i.url} (pid ${i.pid})`);
}

function status() {
  const state = readState();
  if (!state) return console.log('No cluster');
  for (const [name, i] of Object.entries(state.instances))
    console.log(`instance ${name}: ${i.url} pid ${i.pid} ${alive(i.pid, `--cluster-instance=${name}`) ? 'running' : 'down'}`);
  if (state.nginx) console.log(`nginx: ${state.url} pid ${state.nginx.pid} ${alive(state.nginx.pid, 'nginx') ? 'running' : 'down'}`);
  printMetricsHelp(state);
}

const [command = 'start', ...rest] = process.argv.slice(2);
const flag = rest.indexOf('--instances');
const instances = flag >= 0 ? Number(rest[flag + 1]) : Number(process.env.CLUSTER_INSTANCES ?? 3);
const workersFlag = rest.indexOf('--workers');
const workers = workersFlag >= 0 ? Number(rest[workersFlag + 1]) : Number(process.env.CLUSTER_WORKERS ?? 1);
try {
  if (command === 'start') await start(Math.max(1, Math.min(NAMES.length, instances)), Math.max(1, Math.min(8, workers || 1)));
  else if (command === 'stop') await stop();
  else if (command === 'restart') await restart(rest[0]);
  else if (command === 'status') status();
  else throw new Error(`Unknown command ${command}: start, stop, status, restart <name>`);
} catch (error) {
  console.error(error.message);
  if (command === 'start') await stop();
  process.exit(1);
}
