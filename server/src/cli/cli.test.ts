/**
 * The ops commands as an operator runs them: real processes, bad input, the exit code, the message,
 * and that nothing changed.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/connection';
import { startServerProcess, type ServerProcess } from '../testing/process';

const SERVER_DIR = join(__dirname, '../..');

const CLI = {
  release: 'src/domains/releases/cli.ts',
  payouts: 'src/domains/payouts/cli.ts',
  cashback: 'src/domains/cashback/cli.ts',
  kyc: 'src/domains/kyc/cli.ts',
  maintenance: 'src/maintenance/cli.ts',
  opsUser: 'src/ops/console/cli.ts',
  migrate: 'src/db/cli.ts',
  seed: 'src/seed/cli.ts',
} as const;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command as `pnpm <command>` does (tsx), with stdin a pipe (no terminal). */
function run(file: keyof typeof CLI, args: string[], env: Record<string, string>, input = ''): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI[file], ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DEMO: '1', PASSWORD_COST: '12', LOG_LEVEL: 'silent', OPS_ACTOR: 'cli-test', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'casino-cli-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('a usage error exits 2 with the message and the usage, before anything is opened', () => {
  const cases: Array<[string, keyof typeof CLI, string[], RegExp]> = [
    ['a misspelled flag does not publish without activating', 'release', ['release', 'casino', '--activte'], /unknown option --activte/],
    ['a canary with its arguments missing does not stop the running one', 'release', ['canary', 'casino'], /missing <release> and <percent>/],
    ['a canary without its percent', 'release', ['canary', 'casino', 'casino-1.0.0-abc'], /missing <percent>/],
    ['canary has no --all (a release belongs to one remote)', 'release', ['canary', '--all', 'casino-1.0.0-abc', '20'], /unknown option --all/],
    [
      '--version with --no-build is refused, not ignored',
      'release',
      ['release', 'casino', '--no-build', '--version', '1.2.3'],
      /--version is given to a build/,
    ],
    ['--canary=10 is read, and out of range refused', 'release', ['release', 'casino', '--canary=150'], /--canary is a whole number from 1 to 100, not 150/],
    ['--activate and --canary together', 'release', ['release', 'casino', '--activate', '--canary=10'], /exclude each other/],
    ['a remote and --all together', 'release', ['rollback', 'casino', '--all'], /not both/],
    ['kyc require --of (a typo of --off) does not require', 'kyc', ['require', '5', '--of'], /unknown option --of/],
    ['ops-user add --roles admin names no login', 'opsUser', ['add', '--roles', 'admin'], /missing <login>/],
    ['ops-user add with an unknown role', 'opsUser', ['add', 'alice', '--roles', 'admn'], /Roles must be some of/],
    ['maintenance on without a scope, without a terminal', 'maintenance', ['on'], /whole site down.*--yes/],
    ['payouts approve of no number', 'payouts', ['approve', 'abc'], /<id> is the withdrawal/],
    ['an unknown command', 'cashback', ['rn'], /unknown command rn/],
    ['migrate with an unknown flag', 'migrate', ['migrate', '--dryrun'], /unknown option --dryrun/],
  ];
  const dataDir = freshDir();
  let results: Ran[];
  beforeAll(async () => {
    results = [];
    // Two at a time: each is a Node process of its own.
    for (let i = 0; i < cases.length; i += 2)
      results.push(...(await Promise.all(cases.slice(i, i + 2).map(([, file, args]) => run(file, args, { DATA_DIR: dataDir })))));
  }, 240_000);

  it.each(cases.map((c, i) => [c[0], i] as const))('%s', (_name, i) => {
    const [, , , message] = cases[i]!;
    const r = results[i]!;
    expect({ code: r.code, stdout: r.stdout }).toEqual({ code: 2, stdout: '' });
    expect(r.stderr).toMatch(message);
    expect(r.stderr).toMatch(/^error: .* \(usage\)$/m);
    expect(r.stderr).toMatch(/^Usage: /m);
  });

  it('opened nothing: the data directory is as empty as it was', () => {
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

it('answers --help with what the command does, its options and examples, exit 0', async () => {
  const r = await run('release', ['canary', '--help', '--bogus'], { DATA_DIR: freshDir() });
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/^Usage: pnpm canary <remote> <release> <percent>/);
  expect(r.stdout).toMatch(/Options:[\s\S]*--stop[\s\S]*Examples:/);
}, 60_000);

describe('on a database of its own', () => {
  const dataDir = freshDir();
  const env = { DATA_DIR: dataDir };

  it('ops-user add reads the password from stdin, takes --roles before the login, and says what it made', async () => {
    const added = await run('opsUser', ['add', '--roles', 'admin', 'alice'], env, 'a-long-enough-password\n');
    expect(added.stderr).not.toMatch(/^error/m);
    expect(added.code).toBe(0);
    // Nothing echoes the password.
    expect(`${added.stdout}${added.stderr}`).not.toContain('a-long-enough-password');
    expect(added.stdout).toMatch(/Operator alice \(admin\) created/);
    const list = await run('opsUser', ['list', '--json'], env);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).map((o: { login: string }) => o.login)).toEqual(['alice']);
  }, 180_000);

  it('ops-user disable of an unknown login fails and changes nothing', async () => {
    const r = await run('opsUser', ['disable', 'nobody-here'], env);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: no operator nobody-here \(unknown_operator\)$/m);
    const list = await run('opsUser', ['list', '--json'], env);
    expect(JSON.parse(list.stdout)).toEqual([expect.objectContaining({ login: 'alice', disabled: false })]);
  }, 120_000);

  it('errors are one line, or JSON with --json', async () => {
    const r = await run('opsUser', ['enable', 'nobody-here', '--json'], env);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ error: { code: 'unknown_operator', message: 'no operator nobody-here' } });
    expect(r.stderr).toBe('');
  }, 60_000);

  it('releases prints a table with headers, --json its rows', async () => {
    const dist = join(dataDir, 'fake-dist');
    mkdirSync(dist);
    writeFileSync(join(dist, 'release.json'), JSON.stringify({ name: 'casino', version: '1.0.0', contract: 1, prefixes: ['games'], shared: {} }));
    writeFileSync(join(dist, 'remoteEntry.js'), 'self.remote = 1;');
    const published = await run('release', ['release', 'casino', '--from', dist], env);
    expect(published.stdout).toMatch(/casino: published 1\.0\.0-\w+ in \d+\.\d s$/m);
    expect(published.code).toBe(0);
    const table = await run('release', ['releases'], env);
    expect(table.stdout.split('\n')[0]).toMatch(/^REMOTE\s+RELEASE\s+STATE\s+CREATED \(UTC\)\s+BY\s+LOADS\s+FAILURES\s+COMMIT$/);
    expect(table.stdout).toMatch(/^casino\s+1\.0\.0-\w+\s+-\s/m);
    const rows = JSON.parse((await run('release', ['releases', '--json'], env)).stdout);
    expect(rows).toEqual([expect.objectContaining({ remote: 'casino', version: '1.0.0', active: false, createdBy: 'cli-test' })]);
  }, 180_000);

  it('maintenance on without a scope changed nothing; with one it switches that part only', async () => {
    const refused = await run('maintenance', ['on'], env);
    expect(refused.code).toBe(2);
    expect(JSON.parse((await run('maintenance', ['--json'], env)).stdout).modes).toEqual([]);
    const on = await run('maintenance', ['on', 'cashier', '--json'], env);
    expect(JSON.parse(on.stdout).modes.map((m: { scope: string }) => m.scope)).toEqual(['cashier']);
  }, 180_000);

  it('payouts, kyc, cashback and maintenance open the database themselves when no server runs', async () => {
    for (const [file, args] of [
      ['payouts', ['list']],
      ['kyc', ['list']],
      ['cashback', ['list']],
      ['maintenance', ['status']],
    ] as const) {
      const r = await run(file, [...args], env);
      expect({ file, code: r.code }).toEqual({ file, code: 0 });
      expect(r.stderr).toMatch(/ via database$/m);
    }
  }, 180_000);

  it('refuses a schema behind the code, naming the pending migrations; pnpm migrate applies them', async () => {
    const database = await openDatabase({ dir: join(dataDir, 'pgdata') });
    await database.script((q) => q(`delete from schema_migrations where id = '120_operator_last_sign_in'`));
    await database.close();
    const behind = { ...env, MIGRATE_ON_START: '0' };
    const refused = await run('opsUser', ['list'], behind);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^error: database schema is behind this code: 1 migration pending \(120_operator_last_sign_in\); run pnpm migrate.* \(schema_behind\)$/m,
    );
    const migrated = await run('migrate', ['migrate'], behind);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout).toMatch(/applied 120_operator_last_sign_in/);
    expect((await run('opsUser', ['list'], behind)).code).toBe(0);
  }, 180_000);
});

describe('beside a running server', () => {
  const dataDir = freshDir();
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(dataDir, { OPS_TOKEN: 'cli-test-ops-token-0123456789' }, 120_000);
  }, 150_000);
  afterAll(async () => {
    server.proc.kill('SIGTERM');
    await server.exited;
  });
  const env = () => ({ DATA_DIR: dataDir, OPS_TOKEN: 'cli-test-ops-token-0123456789' });

  it('ops-user goes through the server instead of opening its database', async () => {
    const added = await run('opsUser', ['add', 'bob', '--roles', 'kyc,payments'], env(), 'another-long-password\n');
    expect(added.stderr).toMatch(new RegExp(`via http://127\\.0\\.0\\.1:${server.port}`));
    expect(added.code).toBe(0);
    const roles = await run('opsUser', ['roles', 'bob', 'kyc', '--json'], env());
    expect(JSON.parse(roles.stdout)).toMatchObject({ login: 'bob', roles: ['kyc'] });
    const disabled = await run('opsUser', ['disable', 'bob'], env());
    expect(disabled.code).toBe(0);
    const list = JSON.parse((await run('opsUser', ['list', '--json'], env())).stdout) as Array<{ login: string; disabled: boolean }>;
    expect(list.find((o) => o.login === 'bob')).toMatchObject({ disabled: true });
    // The server lived through it all.
    expect(server.proc.exitCode).toBeNull();
  }, 180_000);

  it('payouts, kyc, cashback and maintenance go through the server beside it', async () => {
    const runs = await Promise.all([
      run('payouts', ['list'], env()),
      run('kyc', ['list'], env()),
      run('cashback', ['list'], env()),
      run('maintenance', ['status'], env()),
    ]);
    for (const r of runs) {
      expect(r.code).toBe(0);
      expect(r.stderr).toMatch(new RegExp(`via http://127\\.0\\.0\\.1:${server.port}$`, 'm'));
    }
    expect(server.proc.exitCode).toBeNull();
  }, 180_000);

  it('ops-user disable of an unknown login fails through the server too', async () => {
    const r = await run('opsUser', ['disable', 'nobody-here'], env());
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: No such operator.*\(InvalidParameterException\)$/m);
  }, 60_000);

  it('ops-user token issues an operator token through the server, shown once', async () => {
    const r = await run('opsUser', ['token', 'bob', '--label', 'laptop'], env());
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/[A-Za-z0-9_-]{20,}/);
  }, 60_000);

  it('migrate and seed refuse to open the embedded database beside it', async () => {
    const [migrated, seeded] = await Promise.all([run('migrate', ['migrate'], env()), run('seed', [], env())]);
    expect(migrated.code).toBe(1);
    expect(migrated.stderr).toMatch(/runs on .* and holds its embedded database: stop it before you migrate its database \(server_running\)/);
    expect(seeded.code).toBe(1);
    expect(seeded.stderr).toMatch(/\(server_running\)/);
  }, 60_000);
});

it('an instance refuses to start on a schema behind the code unless MIGRATE_ON_START', async () => {
  const dataDir = freshDir();
  const database = await openDatabase({ dir: join(dataDir, 'pgdata') });
  await database.close();
  const error = await startServerProcess(dataDir, { MIGRATE_ON_START: '0' }, 60_000).then(
    (s) => {
      s.proc.kill('SIGKILL');
      return null;
    },
    (e: Error) => e,
  );
  expect(error?.message).toMatch(/error: database schema is behind this code: \d+ migrations pending \(001_accounts, .*\); run pnpm migrate/);
}, 90_000);
