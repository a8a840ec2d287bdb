/**
 * The server as a process: graceful shutdown finishes in-flight requests and closes the
 * database; a process killed during writes leaves a consistent database that opens again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from './db/connection';
import { http, startServerProcess } from './testing/process';

const usesPostgres = !!process.env.DATABASE_URL;
// These tests exercise the embedded database on disk; the server suite covers PostgreSQL otherwise.
const maybe = usesPostgres ? describe.skip : describe;

const start = (dataDir: string, env: Record<string, string> = {}) => startServerProcess(dataDir, { LOG_LEVEL: 'info', ...env });

const api = (method: string) => `/api/${method}?v=2.34&locale=uz`;

/** Resolves when `ready()` holds, checking every 10 ms (the test's own timeout bounds it). */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((r) => setTimeout(r, 10));
}

maybe('server process', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'casino-lifecycle-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes in-flight requests on SIGTERM and closes the database cleanly', async () => {
    // A costly password hash keeps the registrations in flight while the signal arrives; debug logs say when each arrived.
    const child = await start(dataDir, { PASSWORD_COST: '15', LOG_LEVEL: 'debug' });
    const inFlight = Array.from({ length: 4 }, (_, i) =>
      http(child.port, 'POST', api('auth.register'), { form: { login: `graceful${i}@example.org`, password: 'secret12' } }),
    );
    await until(
      () =>
        child
          .log()
          .split('\n')
          .filter((line) => line.includes('incoming request') && line.includes('auth.register')).length === 4,
    );
    child.proc.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await child.exited).toBe(0);
    expect(child.log()).toContain('database closed');

    const database = await openDatabase({ dir: join(dataDir, 'pgdata') });
    const rows = await database.db.selectFrom('accounts').select('login').where('login', 'like', 'graceful%').execute();
    expect(rows).toHaveLength(4);
    await database.close();
  }, 90_000);

  it('keeps the database consistent when killed during writes', async () => {
    const child = await start(dataDir);
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    // Killed once several registrations were acknowledged, while the other writers are mid-request: on a slow machine as on a fast one.
    let enoughWritten!: () => void;
    const written = new Promise<void>((resolve) => (enoughWritten = resolve));
    const writer = async () => {
      while (!stop) {
        const loginName = `crash${n++}@example.org`;
        try {
          const r = await http(child.port, 'POST', api('auth.register'), { form: { login: loginName, password: 'secret12' } });
          if (r.status !== 200) continue;
          acknowledged.push(loginName);
          if (acknowledged.length >= 6) enoughWritten();
          await http(child.port, 'POST', api('games.addLike'), { form: { sysname: 'no_such_game' }, cookie: r.cookie! });
          await http(child.port, 'POST', api('account.saveProfileInfo'), { form: { first_name: 'Crash', postcode: '100000' }, cookie: r.cookie! });
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await written;
    child.proc.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await child.exited;
    expect(acknowledged.length).toBeGreaterThan(5);

    // The next start recovers and serves; the players registered before the kill can log in.
    const again = await start(dataDir);
    const last = acknowledged[acknowledged.length - 1]!;
    expect((await http(again.port, 'POST', api('auth.login'), { form: { login: last, password: 'secret12' } })).status).toBe(200);
    again.proc.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    const database = await openDatabase({ dir: join(dataDir, 'pgdata') });
    const db = database.db;
    // Every acknowledged registration survived.
    const found = await db.selectFrom('accounts').select('login').where('login', 'in', acknowledged).execute();
    expect(found).toHaveLength(acknowledged.length);
    // Each balance equals the sum of its ledger entries; no ledger row without its balance change.
    const mismatched = await sql<{ account_id: number }>`
      select b.account_id from balances b
      left join (select account_id, balance_kind, sum(amount) as s from ledger group by 1, 2) l
        on l.account_id = b.account_id and l.balance_kind = b.kind
      where b.amount <> coalesce(l.s, 0)`.execute(db);
    expect(mismatched.rows).toEqual([]);
    // No half-created account: every player has a profile, a login contact and four balances.
    const partial = await sql<{ id: number }>`
      select a.id from accounts a
      where a.password_hash <> '!' and (
        not exists (select 1 from profiles p where p.account_id = a.id)
        or not exists (select 1 from contacts c where c.account_id = a.id)
        or (select count(*) from balances b where b.account_id = a.id) <> 4
        or not exists (select 1 from ledger l where l.account_id = a.id and l.kind = 'fun_grant'))`.execute(db);
    expect(partial.rows).toEqual([]);
    const seeded = await db.selectFrom('platform_settings').select('key').where('key', '=', 'seed').execute();
    expect(seeded).toHaveLength(1);
    await database.close();
  }, 120_000);
});
