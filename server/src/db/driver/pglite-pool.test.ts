import { PGlite } from '@electric-sql/pglite';
import { COMMIT_WITH_LAST } from './commit-with-last';
import { pglitePool } from './pglite-pool';

let pg: PGlite;
beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  await pg.exec('create table turns (caller text not null, step int not null)');
}, 60_000);
afterAll(() => pg.close());

describe('pglitePool', () => {
  it('hands the one connection to one caller at a time, in the order asked: transactions never interleave', async () => {
    const pool = pglitePool(pg, true);
    const caller = async (name: string) => {
      const client = await pool.connect();
      try {
        await client.query('begin', []);
        for (let step = 0; step < 3; step++) {
          await client.query('insert into turns (caller, step) values ($1, $2)', [name, step]);
          await new Promise((resolve) => setImmediate(resolve));
        }
        await client.query('commit', []);
      } finally {
        client.release();
      }
    };
    await Promise.all([caller('a'), caller('b'), caller('c')]);
    const { rows } = await pg.query<{ caller: string }>('select caller from turns order by ctid');
    expect(rows.map((r) => r.caller).join('')).toBe('aaabbbccc');
    await pool.end();
  });

  it("answers Kysely's own commit itself after a transaction committed with its last statements", async () => {
    const pool = pglitePool(pg, true);
    const client = await pool.connect();
    await client.query('begin', []);
    // A statement of its own: one PGlite keeps each name once, and this is a second pool on it.
    await client.query('insert into turns (step, caller) values ($1, $2)', [0, 'ended']);
    await client.query(COMMIT_WITH_LAST, []);
    expect(pg.isInTransaction()).toBe(false);
    await expect(client.query('commit', [])).resolves.toMatchObject({ command: 'COMMIT' });
    client.release();
    expect((await pg.query('select count(*)::int as n from turns where caller = $1', ['ended'])).rows).toEqual([{ n: 1 }]);
  });

  it('relies on PGlite internals that exist in the installed release', () => {
    // keptStatements uses them (versions.ts): a release without them fails here first.
    expect(typeof (pg as unknown as { _runExclusiveQuery?: unknown })._runExclusiveQuery).toBe('function');
    expect(typeof pg.execProtocolStream).toBe('function');
    expect(typeof pg.serializers).toBe('object');
    expect(typeof pg.parsers).toBe('object');
  });
});
