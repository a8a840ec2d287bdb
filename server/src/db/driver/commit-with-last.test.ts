import { sql } from 'kysely';
import { COMMIT_WITH_LAST, endedAhead } from './commit-with-last';
import { openDatabase, type Database } from '../connection';
import { committing } from '../sql';
import { readTemplate } from '../../testing/template';

describe('endedAhead', () => {
  it('lets everything through until the transaction is committed with its last statements', () => {
    const ended = endedAhead();
    expect(ended('begin')).toBeUndefined();
    expect(ended('select 1')).toBeUndefined();
    expect(ended('commit')).toBeUndefined();
    expect(ended(COMMIT_WITH_LAST)).toBeUndefined();
  });

  it("then answers the driver's own commit or rollback itself, once, and refuses any other statement", async () => {
    const ended = endedAhead();
    void ended(COMMIT_WITH_LAST);
    await expect(ended('select 1')).rejects.toThrow(/committed with its last statements/);
    await expect(ended('commit')).resolves.toMatchObject({ command: 'COMMIT' });
    // The next transaction on the connection goes to the database again.
    expect(ended('begin')).toBeUndefined();
    void ended(COMMIT_WITH_LAST);
    await expect(ended('rollback')).resolves.toMatchObject({ command: 'COMMIT' });
    expect(ended('commit')).toBeUndefined();
  });
});

describe('a transaction committed with its last statements, on the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ template: readTemplate() });
    await sql`create table ended_probe (id int primary key, n int not null check (n >= 0))`.execute(database.db);
  }, 30_000);
  afterAll(() => database.close());

  const rows = async () => (await sql<{ id: number; n: number }>`select id, n from ended_probe order by id`.execute(database.db)).rows;

  it('keeps what it wrote, and the connection serves the next caller', async () => {
    await database.db.transaction().execute(async (trx) => {
      await sql`insert into ended_probe values (1, 1)`.execute(trx);
      await committing(trx, sql`insert into ended_probe values (2, 2)`.compile(trx));
    });
    expect(await rows()).toEqual([
      { id: 1, n: 1 },
      { id: 2, n: 2 },
    ]);
  });

  it('undoes all of it when one of the last statements fails', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into ended_probe values (3, 3)`.execute(trx);
        await committing(trx, sql`insert into ended_probe values (4, -1)`.compile(trx));
      }),
    ).rejects.toMatchObject({ code: '23514' });
    expect((await rows()).map((r) => r.id)).toEqual([1, 2]);
  });

  it('refuses a statement after them: it would run outside the transaction', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await committing(trx, sql`insert into ended_probe values (5, 5)`.compile(trx));
        await sql`insert into ended_probe values (6, 6)`.execute(trx);
      }),
    ).rejects.toThrow(/nothing runs after them/);
    expect((await rows()).map((r) => r.id)).toEqual([1, 2, 5]);
  });
});
