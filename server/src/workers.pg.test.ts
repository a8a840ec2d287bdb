/**
 * SERVER_WORKERS: several server processes on one port and one PostgreSQL, supervised. The
 * embedded database lives in one process, so there the setting is refused by name.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dropSchema, openDatabase } from './db/connection';
import { http, startServerProcess, type ServerProcess } from './testing/process';
import { workersProblem } from './workers';

const api = (method: string) => `/api/${method}?v=2.34&locale=uz`;
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl ? describe : describe.skip;

/** The workers' process ids: the children of the supervisor (Linux's /proc). */
function workersOf(supervisor: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === supervisor;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

/** Resolves when `ready()` holds, checking every 20 ms (the test's own timeout bounds it). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((r) => setTimeout(r, 20));
}

describe('SERVER_WORKERS', () => {
  it('is refused without DATABASE_URL, naming both settings', async () => {
    expect(workersProblem({ workers: 2, databaseUrl: null })).toMatch(/SERVER_WORKERS=2 needs DATABASE_URL/);
    expect(workersProblem({ workers: 1, databaseUrl: null })).toBeNull();
    expect(workersProblem({ workers: 4, databaseUrl: 'postgres://db/casino' })).toBeNull();

    const dataDir = mkdtempSync(join(tmpdir(), 'casino-workers-'));
    try {
      await expect(startServerProcess(dataDir, { SERVER_WORKERS: '2' })).rejects.toThrow(/SERVER_WORKERS=2 needs DATABASE_URL/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

onPostgres('SERVER_WORKERS on PostgreSQL', () => {
  const schema = `workers_${process.pid}`;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'casino-workers-'));
    // The workers work in a schema of their own, as every test file does.
    const database = await openDatabase({ url: databaseUrl!, schema });
    await database.close();
  });
  afterAll(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    const database = await openDatabase({ url: databaseUrl!, schema });
    await dropSchema(database, schema);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves one port from two workers, replaces a killed one and stops them all on SIGTERM', async () => {
    const url = `${databaseUrl}${databaseUrl!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    server = await startServerProcess(dataDir, { SERVER_WORKERS: '2', DATABASE_URL: url, LOG_LEVEL: 'debug' }, 120_000);
    const supervisor = server.proc.pid!;
    const listening = () =>
      server!
        .log()
        .split('\n')
        .filter((line) => line.includes('Server listening')).length;
    // The supervisor answers once the first listens; the second starts after it.
    await until(() => listening() === 2);
    const [first, second] = workersOf(supervisor);
    expect(workersOf(supervisor)).toHaveLength(2);

    // A player signed up through one worker is the same player on every worker.
    const signedUp = await http(server.port, 'POST', api('auth.register'), { form: { login: 'two-workers@example.org', password: 'secret12', terms: '1' } });
    expect(signedUp.status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const info = await http(server.port, 'GET', api('account.getInfo'), { cookie: signedUp.cookie!, headers: { connection: 'close' } });
      expect(info.status).toBe(200);
      expect(JSON.parse(info.body).data.login).toBe('two-workers@example.org');
    }
    // Each connection went to the next worker: both answered (each request's log line names its process).
    const answeredBy = new Set(
      server
        .log()
        .split('\n')
        .filter((line) => line.includes('"msg":"request"') && line.includes('"api":"account.getInfo"'))
        .map((line) => JSON.parse(line).pid as number),
    );
    expect([...answeredBy].sort()).toEqual([first, second].sort());

    // A worker killed outright: the other goes on serving and the supervisor starts another.
    process.kill(first!, 'SIGKILL');
    await until(() => !workersOf(supervisor).includes(first!));
    expect((await http(server.port, 'GET', '/healthz', { headers: { connection: 'close' } })).status).toBe(200);
    await until(() => listening() === 3);
    const replaced = workersOf(supervisor);
    expect(replaced).toHaveLength(2);
    expect(replaced).toContain(second);
    expect(replaced).not.toContain(first);
    expect((await http(server.port, 'GET', api('account.getInfo'), { cookie: signedUp.cookie!, headers: { connection: 'close' } })).status).toBe(200);

    // SIGTERM: every worker closes its database, the supervisor ends with 0 and takes its server note away.
    expect(existsSync(join(dataDir, 'server.json'))).toBe(true);
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(
      server
        .log()
        .split('\n')
        .filter((line) => line.includes('database closed')),
    ).toHaveLength(2);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow(/ESRCH/);
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
  }, 180_000);
});
