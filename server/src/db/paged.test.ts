import { openTestDatabase, type TestDatabase } from '../testing/server';
import { paged } from './paged';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db
    .insertInto('jackpots')
    .values(['a', 'b', 'c', 'd', 'e'].map((name, i) => ({ sysname: name, currency: 'USD', amount: 100 * (i + 1), status: i === 4 ? 'closed' : 'active' })))
    .execute();
}, 60_000);
afterAll(() => database.dispose());

const open = () => database.db.selectFrom('jackpots').where('status', '<>', 'closed');

describe('paged', () => {
  it('answers one page of the query in its order and the count of the whole query', async () => {
    const page = await paged(open(), (q) => q.select(['sysname', 'amount']).orderBy('amount', 'desc'), { limit: 2, offset: 1 });
    expect(page).toEqual({
      rows: [
        { sysname: 'c', amount: 300 },
        { sysname: 'b', amount: 200 },
      ],
      total: 4,
    });
  });

  it('counts the whole query past its last page', async () => {
    expect(await paged(open(), (q) => q.select('sysname').orderBy('id'), { limit: 10, offset: 10 })).toEqual({ rows: [], total: 4 });
  });

  it('takes the total from the given source, which may keep the count', async () => {
    let counted = 0;
    const total = async (count: () => Promise<number>) => {
      counted++;
      return (await count()) * 10;
    };
    const page = await paged(open(), (q) => q.select('sysname').orderBy('id'), { limit: 1, offset: 0, total });
    expect(page).toEqual({ rows: [{ sysname: 'a' }], total: 40 });
    expect(counted).toBe(1);
  });
});
