/**
 * The server as a real child process, for tests of what only a process shows: graceful shutdown,
 * and a SIGKILL in the middle of writes followed by a restart on the same data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';

const SERVER_DIR = join(__dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Reply {
  status: number;
  body: string;
  cookie?: string;
  location?: string;
}

/** One HTTP call on loopback; POSTs carry form data (or JSON, for the ops API) and the same-origin header the API requires. */
export function http(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  options: { form?: Record<string, string>; json?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = options.form ? new URLSearchParams(options.form).toString() : options.json !== undefined ? JSON.stringify(options.json) : undefined;
    const type = options.form ? 'application/x-www-form-urlencoded' : 'application/json';
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          ...(body ? { 'content-type': type, 'content-length': Buffer.byteLength(body) } : {}),
          ...(method === 'POST' ? { origin: `http://127.0.0.1:${port}` } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk) => (data += chunk));
        res.on('end', () => {
          const set = res.headers['set-cookie']?.[0]?.split(';')[0];
          resolve({
            status: res.statusCode ?? 0,
            body: data,
            ...(res.headers.location ? { location: res.headers.location } : {}),
            ...(set ? { cookie: set } : {}),
          });
        });
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

export interface ServerProcess {
  proc: ChildProcess;
  port: number;
  log: () => string;
  exited: Promise<number | null>;
}

/** Starts `src/main.ts` on a free port with `dataDir` (and a stand-in shell page) and waits for /healthz. */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freePort();
  const shellDir = join(dataDir, 'shell');
  mkdirSync(shellDir, { recursive: true });
  writeFileSync(join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  let output = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SHELL_DIR: shellDir,
      LOG_LEVEL: 'warn',
      PASSWORD_COST: '12',
      // The demo on purpose (its player, outbox and providers); the test client on loopback acts as the proxy.
      DEMO: '1',
      TRUST_PROXY: '127.0.0.1',
      // No second port for the ops console: the next port may be another test server's.
      OPS_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (chunk) => (output += chunk));
  proc.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await http(port, 'GET', '/healthz')).status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { proc, port, log: () => output, exited };
}
