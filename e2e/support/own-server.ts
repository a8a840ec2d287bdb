import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER_DIR = join(import.meta.dirname, '../../server');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * A server of its own on a fresh database, for suites that change site-wide state (releases,
 * canaries) and must not disturb the suites sharing the main test server.
 */
export interface OwnServer {
  url: string;
  /** The ops console's origin (the server's second port). */
  opsUrl: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  /** Runs a release command (`release casino --activate`, `rollback casino`) against this server. */
  ops(...args: string[]): { status: number; output: string; seconds: number };
  stop(): Promise<void>;
}

/** `port` (and `port + 1` for the ops console) when given, else two free ports. */
export async function startOwnServer(extraEnv: Record<string, string> = {}, { port: fixed }: { port?: number } = {}): Promise<OwnServer> {
  const port = fixed ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-e2e-own-'));
  const url = `http://127.0.0.1:${port}`;
  const opsPort = fixed ? fixed + 1 : await freePort();
  const opsUrl = `http://127.0.0.1:${opsPort}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    OPS_PORT: String(opsPort),
    OPS_ORIGIN: opsUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // The demo on purpose: the suites use its player and providers.
    DEMO: '1',
    // Cheap password hashes, as on the suites' shared server (playwright.config.ts).
    PASSWORD_COST: '12',
    OPS_TOKEN: 'e2e-ops-token',
    OPS_ACTOR: 'e2e',
    ...extraEnv,
  };
  const cli = (args: string[], withUrl: boolean) => {
    const started = Date.now();
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/domains/releases/cli.ts', ...args], {
      cwd: SERVER_DIR,
      env: withUrl ? { ...env, OPS_URL: url } : env,
      encoding: 'utf8',
    });
    return { status: r.status ?? 1, output: `${r.stdout}${r.stderr}`, seconds: (Date.now() - started) / 1000 };
  };
  const seeded = cli(['release', '--all', '--activate', '--no-build'], false);
  if (seeded.status !== 0) throw new Error(`publishing the built remotes failed:\n${seeded.output}`);

  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER_DIR, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    opsUrl,
    dataDir,
    env,
    ops: (...args) => cli(args, true),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
