import { countingStatements, openTestDatabase, signedInPlayer, testConfig, type TestDatabase } from '../testing/server';
import { readBalances } from './balance-reads';

const config = testConfig();
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.dispose();
});

const counted = () => countingStatements(database.db);

const setMain = (accountId: number, amount: number) =>
  database.db.updateTable('balances').set({ amount }).where('account_id', '=', accountId).where('kind', '=', 'main').execute();

const mainOf = (rows: Awaited<ReturnType<typeof readBalances>>) => rows.find((row) => row.kind === 'main')?.amount;

describe('readBalances', () => {
  it('answers each account its own balances, the reads of one turn in one statement', async () => {
    const players = await Promise.all([1, 2, 3].map(() => signedInPlayer(database.db, config)));
    await Promise.all(players.map((p, i) => setMain(p.accountId, 1000 * (i + 1))));
    const { db, seen } = counted();

    const reads = await Promise.all([...players, players[0]!].map((p) => readBalances(db, p.accountId)));

    expect(reads.map(mainOf)).toEqual([1000, 2000, 3000, 1000]);
    expect(reads[0]!.map((row) => row.kind).sort()).toEqual(['betting_bonus', 'bonus', 'fun', 'main']);
    expect(seen.statements).toBe(1);
  });

  it('sees a write committed before the read was asked', async () => {
    const p = await signedInPlayer(database.db, config);
    expect(mainOf(await readBalances(database.db, p.accountId))).toBe(0);
    await setMain(p.accountId, 4200);
    expect(mainOf(await readBalances(database.db, p.accountId))).toBe(4200);
  });

  it('answers no balances for an account that has none', async () => {
    expect(await readBalances(database.db, 987_654_321)).toEqual([]);
  });
});
