// Starts the real server (production build, fresh embedded database) on a free loopback port.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');

/** A game of the demo data (server/src/seed), for the benches' game pages. */
export const SEEDED_GAME = 'oltin_rocket';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The site's server (`root`: a checkout of the repository, this one by default) over a fresh embedded database. */
export async function startServer(extraEnv = {}, { root = ROOT } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const env = { ...process.env, DEMO: '1', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...extraEnv };
  // A fresh database knows no releases: publish the built remotes as the live ones.
  const published = spawnSync(process.execPath, ['--import', 'tsx', 'src/domains/releases/cli.ts', 'release', '--all', '--activate', '--no-build'], {
    cwd: join(root, 'server'),
    env,
    encoding: 'utf8',
  });
  if (published.status !== 0) throw new Error(`publishing the built remotes failed:\n${published.stdout}${published.stderr}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'server'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    /** The server's process id, to read its CPU time. */
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server alone for API benches: the demo data, a stand-in shell page, no releases. `env` adds
 * to the demo start (DATABASE_URL, proxy trust…), `nodeArgs` to node's own options; answers its address, its recent log and `stop`.
 */
export async function startApiServer(env = {}, { startSeconds = 180, nodeArgs = [] } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
  const shellDir = join(dataDir, 'shell');
  mkdirSync(shellDir);
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>bench</title>');
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'server'),
    // The demo data and player are measured; a production start refuses them.
    env: { ...process.env, DEMO: '1', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SHELL_DIR: shellDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (c) => (log = (log + c).slice(-20_000)));
  child.stderr.on('data', (c) => (log = (log + c).slice(-20_000)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startSeconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    port,
    /** The server's process id, to read its CPU time. */
    pid: child.pid,
    log: () => log,
    async stop() {
      const exited = new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
