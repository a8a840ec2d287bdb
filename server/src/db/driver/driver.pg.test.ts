/**
 * The driver tweaks on a PostgreSQL server (`test:postgres`; skipped on the embedded database,
 * whose side the other tests of this folder cover): what each guarantees, and the pg internals they reach.
 */
import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { dropSchema, openDatabase, type Database } from '../connection';
import { committing, pipelined } from '../sql';
import { socketOf } from './gather-writes';
import { kyselyPool } from './kysely-pool';
import { platformTypes } from './pg-types';

const url = process.env.DATABASE_URL;
const onPostgres = url ? describe : describe.skip;

onPostgres('the driver tweaks on a PostgreSQL server', () => {
  const schema = `t_driver_${randomBytes(4).toString('hex')}`;
  let database: Database;
  /** A pool of our own to reach the pg clients under `kyselyPool`. */
  let raw: pg.Pool;
  const clients: pg.PoolClient[] = [];
  let db: Kysely<never>;

  beforeAll(async () => {
    database = await openDatabase({ url, schema, poolSize: 2 });
    await sql`create table driver_probe (id int primary key, n bigint not null check (n >= 0))`.execute(database.db);
    raw = new pg.Pool({ connectionString: url!, max: 1, pipeline: true, types: platformTypes, options: `-c search_path=${schema}` } as pg.PoolConfig);
    const connect = raw.connect.bind(raw) as () => Promise<pg.PoolClient>;
    const watched = {
      connect: async () => {
        const client = await connect();
        clients.push(client);
        return client;
      },
      end: () => raw.end(),
    };
    db = new Kysely<never>({ dialect: new PostgresDialect({ pool: kyselyPool(watched as never, true) }) });
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    await dropSchema(database, schema);
    await database.close();
  });

  const ids = async () => (await sql<{ id: number }>`select id from driver_probe order by id`.execute(database.db)).rows.map((r) => r.id);

  it("reaches a pg client's socket (a private field, versions.ts) and holds a turn's writes in one", async () => {
    await db.transaction().execute(async (trx) => {
      const first = sql`select 1 as n`.execute(trx);
      const stream = socketOf(clients.at(-1)) as unknown as { writableCorked: number } | null;
      expect(stream).not.toBeNull();
      // The begin and the first statement are held together until the turn ends.
      expect(stream!.writableCorked).toBe(1);
      await first;
      expect(stream!.writableCorked).toBe(0);
    });
  });

  it("sends a begin ahead of the first statement: the transaction is one, and its answers are the statements'", async () => {
    const [first, second] = await db.transaction().execute(async (trx) => {
      const xid = async () => (await sql<{ x: string }>`select txid_current()::text as x`.execute(trx)).rows[0]!.x;
      const a = await xid();
      await sql`insert into driver_probe values (1, 1)`.execute(trx);
      return [a, await xid()];
    });
    // One transaction id for both: the begin went first.
    expect(first).toBe(second);
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into driver_probe values (2, 2)`.execute(trx);
        await sql`insert into driver_probe values (3, -1)`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await ids()).toEqual([1]);
  });

  it('keeps data statements prepared under their name on the connection', async () => {
    const text = 'select n from driver_probe where id = $1';
    const prepared = await db.transaction().execute(async (trx) => {
      await sql`select n from driver_probe where id = ${1}`.execute(trx);
      return (await sql<{ statement: string }>`select statement from pg_prepared_statements where name like 'k%'`.execute(trx)).rows.map((r) => r.statement);
    });
    expect(prepared).toContain(text);
  });

  it('reads bigint as a number', async () => {
    expect((await sql<{ n: unknown }>`select n from driver_probe where id = 1`.execute(db)).rows).toEqual([{ n: 1 }]);
    expect((await sql<{ n: unknown }>`select 9007199254740991::bigint as n`.execute(database.db)).rows).toEqual([{ n: Number.MAX_SAFE_INTEGER }]);
  });

  it('commits with the last statements, undoes all on their failure and refuses anything after them', async () => {
    await db.transaction().execute(async (trx) => {
      const [rows] = await pipelined(trx, sql<{ n: number }>`select n from driver_probe where id = 1 for update`.compile(trx));
      expect(rows).toEqual([{ n: 1 }]);
      await committing(trx, sql`insert into driver_probe values (4, 4)`.compile(trx));
    });
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into driver_probe values (5, 5)`.execute(trx);
        await committing(trx, sql`insert into driver_probe values (6, -1)`.compile(trx));
      }),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.transaction().execute(async (trx) => {
        await committing(trx, sql`insert into driver_probe values (7, 7)`.compile(trx));
        await sql`insert into driver_probe values (8, 8)`.execute(trx);
      }),
    ).rejects.toThrow(/nothing runs after them/);
    expect(await ids()).toEqual([1, 4, 7]);
    // The one connection is still in order for the next caller.
    expect((await sql<{ n: number }>`select 1 as n`.execute(db)).rows).toEqual([{ n: 1 }]);
  });
});

if (!url) it('runs on a PostgreSQL server only (test:postgres)', () => undefined);
