/**
 * Statements of one transaction sent together (`pipelined`, and with its commit: `committing`), on the embedded database and, under
 * `test:postgres`, on a PostgreSQL server's pipelined connection.
 */
import { sql } from 'kysely';
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { holdingTransaction, waitingForLock } from '../testing/locks';
import { committing, pipelined } from './sql';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await sql`create table pipelined_probe (id int primary key, value int not null)`.execute(database.db);
  await sql`insert into pipelined_probe values (1, 10)`.execute(database.db);
}, 60_000);
afterAll(() => database.dispose());

const db = () => database.db;
const lockProbe = sql<{ value: number }>`select value from pipelined_probe where id = 1 for update`;
const readProbe = sql<{ value: number }>`select value from pipelined_probe where id = 1`;

describe('pipelined', () => {
  it("answers each statement's rows in order", async () => {
    const answers = await db()
      .transaction()
      .execute((trx) => pipelined(trx, lockProbe.compile(trx), sql<{ n: number }>`select 2 as n`.compile(trx)));
    expect(answers).toEqual([[{ value: 10 }], [{ n: 2 }]]);
  });

  it('runs a statement after the one before it has its lock: the read sees what the lock waited for', async () => {
    // Another transaction changes the row and holds its lock until told to commit.
    const writer = await holdingTransaction(db(), (trx) => sql`update pipelined_probe set value = value + 5 where id = 1`.execute(trx));
    const reader = db()
      .transaction()
      .execute((trx) => pipelined(trx, lockProbe.compile(trx), readProbe.compile(trx)));
    // On a PostgreSQL server the reader's lock is seen waiting first (the embedded database runs one transaction at a time).
    if (database.driver === 'pg') await waitingForLock(db(), '%from pipelined_probe where id = 1 for update');
    await writer.commit();
    const [lockedRows, readRows] = await reader;
    expect(lockedRows).toEqual([{ value: 15 }]);
    expect(readRows).toEqual([{ value: 15 }]);
  });

  it('throws the first failure and leaves nothing of the transaction', async () => {
    const failing = db()
      .transaction()
      .execute((trx) => pipelined(trx, sql`update pipelined_probe set value = 99 where id = 1`.compile(trx), sql`select 1 / 0 as boom`.compile(trx)));
    await expect(failing).rejects.toThrow(/division by zero/);
    expect((await readProbe.execute(db())).rows).toEqual([{ value: 15 }]);
  });
});

describe('committing', () => {
  const setProbe = (trx: Parameters<typeof pipelined>[0], value: number) =>
    sql<{ value: number }>`update pipelined_probe set value = ${value} where id = 1 returning value`.compile(trx);

  it("commits with the last statements and answers their rows; the driver's own commit costs nothing more", async () => {
    const answers = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`update pipelined_probe set value = 20 where id = 1`.execute(trx);
        return committing(trx, setProbe(trx, 21), readProbe.compile(trx));
      });
    expect(answers).toEqual([[{ value: 21 }], [{ value: 21 }]]);
    expect((await readProbe.execute(db())).rows).toEqual([{ value: 21 }]);
  });

  it('undoes the whole transaction when one of them fails, and throws that failure', async () => {
    const failing = db()
      .transaction()
      .execute(async (trx) => {
        await sql`update pipelined_probe set value = 30 where id = 1`.execute(trx);
        return committing(trx, setProbe(trx, 31), sql`select 1 / 0 as boom`.compile(trx));
      });
    await expect(failing).rejects.toThrow(/division by zero/);
    expect((await readProbe.execute(db())).rows).toEqual([{ value: 21 }]);
  });

  it('refuses a statement after them (it would run outside the transaction); what they committed stays', async () => {
    const after = db()
      .transaction()
      .execute(async (trx) => {
        await committing(trx, setProbe(trx, 40));
        await sql`update pipelined_probe set value = 41 where id = 1`.execute(trx);
      });
    await expect(after).rejects.toThrow(/committed with its last statements/);
    expect((await readProbe.execute(db())).rows).toEqual([{ value: 40 }]);
    // The connection serves the next transaction as usual.
    await db()
      .transaction()
      .execute((trx) => sql`update pipelined_probe set value = 15 where id = 1`.execute(trx));
    expect((await readProbe.execute(db())).rows).toEqual([{ value: 15 }]);
  });
});
