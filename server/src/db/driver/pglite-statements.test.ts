import { PGlite } from '@electric-sql/pglite';
import { keptStatements } from './pglite-statements';
import { analyzeOutgrownTables, EMBEDDED_STATISTICS_TARGET } from './pglite-statistics';

let pg: PGlite;

beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  await pg.exec(`create table wallets (id bigint primary key, owner text not null unique, amount bigint not null check (amount >= 0),
    data jsonb not null default '{}', active boolean not null default true, tags text[] not null default '{}', at timestamptz not null default now())`);
}, 60_000);
afterAll(() => pg.close());

const nameOf = (text: string) => `s${Buffer.from(text).toString('base64url').slice(-20)}${text.length}`;

describe('keptStatements', () => {
  it('answers what PGlite itself answers, for values of every kind', async () => {
    const statement = keptStatements(pg, nameOf);
    const insert =
      'insert into wallets (id, owner, amount, data, active, tags, at) values ($1, $2, $3, $4, $5, $6, $7) returning id, owner, amount, data, active, tags, at';
    const at = new Date('2026-01-02T03:04:05.000Z');
    const kept = await statement(insert, [1, 'ali', 9_007_199_254_740, JSON.stringify({ level: 'gold', n: [1, 2] }), false, ['vip', 'uz'], at]);
    expect(kept.command).toBe('INSERT');
    expect(kept.rowCount).toBe(1);
    const own = await pg.query('select id, owner, amount, data, active, tags, at from wallets where id = $1', [1]);
    expect(kept.rows).toEqual(own.rows);
    expect(kept.rows[0]).toMatchObject({ owner: 'ali', data: { level: 'gold', n: [1, 2] }, active: false, tags: ['vip', 'uz'], at });

    const read = 'select owner, amount from wallets where id = $1 and (owner = $2 or $2 is null)';
    expect((await statement(read, [1, null])).rows).toEqual([{ owner: 'ali', amount: own.rows[0] && (own.rows[0] as { amount: unknown }).amount }]);
    expect((await statement(read, [2, null])).rows).toEqual([]);
  });

  it('begins, commits and rolls back with one simple query each, and a commit tells the listeners', async () => {
    const statement = keptStatements(pg, nameOf);
    const calls = jest.spyOn(pg, 'execProtocolStream');
    const own = jest.spyOn(pg, 'query');
    try {
      expect(await statement('begin', [])).toMatchObject({ command: 'BEGIN' });
      expect(pg.isInTransaction()).toBe(true);
      await statement('insert into wallets (id, owner, amount) values (7, $1, 0)', ['gone']);
      expect(await statement('rollback', [])).toMatchObject({ command: 'ROLLBACK' });
      expect(pg.isInTransaction()).toBe(false);
      expect((await pg.query('select count(*)::int as n from wallets where id = 7')).rows).toEqual([{ n: 0 }]);

      const heard: string[] = [];
      const unlisten = await pg.listen('wallet_moved', (payload) => heard.push(payload));
      calls.mockClear();
      own.mockClear();
      await statement('begin', []);
      await statement('insert into wallets (id, owner, amount) values (8, $1, 0)', ['kept']);
      await statement('select pg_notify($1, $2)', ['wallet_moved', '8']);
      expect(await statement('commit -- with the last statements', [])).toMatchObject({ command: 'COMMIT' });
      // The begin and the commit one call each (a simple query); the two statements, prepared first, two calls each.
      const kinds = calls.mock.calls.map(([message]) => String.fromCharCode(message[0]!));
      expect(kinds).toEqual(['Q', 'P', 'B', 'P', 'B', 'Q']);
      expect(own).not.toHaveBeenCalled();
      await new Promise((resolve) => setImmediate(resolve));
      expect(heard).toEqual(['8']);
      expect((await pg.query('select owner from wallets where id = 8')).rows).toEqual([{ owner: 'kept' }]);
      await unlisten();

      // A commit after a failed statement ends the transaction as a rollback, as on a PostgreSQL server.
      await statement('begin', []);
      await expect(statement('insert into wallets (id, owner, amount) values (9, $1, -1)', ['refused'])).rejects.toMatchObject({ code: '23514' });
      expect(await statement('commit', [])).toMatchObject({ command: 'ROLLBACK' });
      expect(pg.isInTransaction()).toBe(false);
    } finally {
      calls.mockRestore();
      own.mockRestore();
      await pg.query('delete from wallets where id in (7, 8, 9)');
    }
  });

  it('parses a statement once and then only binds and runs it', async () => {
    const statement = keptStatements(pg, nameOf);
    const text = 'select count(*)::int as n from wallets where amount >= $1';
    for (let i = 0; i < 3; i++) expect((await statement(text, [0])).rows).toEqual([{ n: 1 }]);
    const prepared = await pg.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where name = $1', [nameOf(text)]);
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it('throws PostgreSQL errors with their code and keeps working; a failed transaction undoes everything', async () => {
    const statement = keptStatements(pg, nameOf);
    const insert = 'insert into wallets (id, owner, amount) values ($1, $2, $3)';
    await expect(statement(insert, [2, 'ali', 1])).rejects.toMatchObject({ code: '23505' });
    await expect(statement(insert, [3, 'vali', -1])).rejects.toMatchObject({ code: '23514' });
    await statement('begin', []);
    await statement(insert, [4, 'sardor', 5]);
    await expect(statement(insert, [5, 'ali', 1])).rejects.toMatchObject({ code: '23505' });
    await expect(statement('select owner from wallets where id = $1', [4])).rejects.toMatchObject({ code: '25P02' });
    await statement('rollback', []);
    expect((await statement('select owner from wallets where id = $1', [4])).rows).toEqual([]);
    expect((await statement('select owner from wallets where id = $1', [1])).rows).toEqual([{ owner: 'ali' }]);
  });

  it('prepares a statement again when the session dropped it', async () => {
    const statement = keptStatements(pg, nameOf);
    const text = 'select owner from wallets where id = $1';
    expect((await statement(text, [1])).rows).toEqual([{ owner: 'ali' }]);
    await pg.exec('deallocate all');
    expect((await statement(text, [1])).rows).toEqual([{ owner: 'ali' }]);
    // Inside a transaction the failed run aborted it: the error is the caller's, and the next run prepares it anew.
    await statement('begin', []);
    await pg.exec('deallocate all');
    await expect(statement(text, [1])).rejects.toMatchObject({ code: '26000' });
    await statement('rollback', []);
    expect((await statement(text, [1])).rows).toEqual([{ owner: 'ali' }]);
  });

  it('runs a statement it is told not to keep as PGlite does, and writes to disk outside a transaction', async () => {
    const statement = keptStatements(pg, (text) => (text.startsWith('update') ? null : nameOf(text)));
    const sync = jest.spyOn(pg, 'syncToFs');
    try {
      expect(await statement('update wallets set amount = amount + $1 where id = $2', [1, 1])).toMatchObject({ rowCount: 1 });
      const kept = await statement('select amount from wallets where id = $1', [1]);
      expect(kept.rows).toHaveLength(1);
      expect(sync).toHaveBeenCalled();
      sync.mockClear();
      await statement('begin', []);
      await statement('select amount from wallets where id = $1', [1]);
      expect(sync).not.toHaveBeenCalled();
      await statement('commit', []);
      expect(sync).toHaveBeenCalled();
    } finally {
      sync.mockRestore();
    }
  });

  it('answers statements sent together in the order they were sent', async () => {
    const statement = keptStatements(pg, nameOf);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => statement('select $1::int as i', [i])));
    expect(answers.map((a) => (a.rows[0] as { i: number }).i)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});

describe('analyzeOutgrownTables', () => {
  const run = async (text: string) => (await pg.query<Record<string, unknown>>(text)).rows;

  it('analyzes a table once it doubled since its statistics, and not again until it does again', async () => {
    await pg.exec('create table rounds_log (id bigint generated always as identity primary key, note text not null)');
    await pg.exec(`insert into rounds_log (note) select repeat('x', 200) from generate_series(1, 2000); analyze rounds_log`);
    expect(await analyzeOutgrownTables(run)).not.toContain('rounds_log');
    await pg.exec(`insert into rounds_log (note) select repeat('x', 200) from generate_series(1, 6000)`);
    expect(await analyzeOutgrownTables(run)).toContain('rounds_log');
    const { rows } = await pg.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'rounds_log'`);
    expect(rows[0]!.reltuples).toBeGreaterThan(7000);
    // With the embedded database's smaller sample: a histogram of at most 21 bounds (101 at PostgreSQL's default).
    const stats = await pg.query<{ n: number }>(
      `select array_length(histogram_bounds::text::text[], 1) as n from pg_stats where tablename = 'rounds_log' and attname = 'id'`,
    );
    expect(stats.rows[0]!.n).toBeLessThanOrEqual(EMBEDDED_STATISTICS_TARGET + 1);
    expect(await analyzeOutgrownTables(run)).not.toContain('rounds_log');
  });
});
