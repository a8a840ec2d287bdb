import { sql } from 'kysely';
import { countingStatements, openTestDatabase, signedInPlayer, testConfig, type TestDatabase } from '../testing/server';
import { SessionCache } from './session-cache';
import { readSession } from './sessions';
import { touchSession } from './session-touches';

const config = testConfig();
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.dispose();
});

const counted = () => countingStatements(database.db);

const idleFor = (idHash: string, minutes: number) =>
  sql`update sessions set last_seen_at = now() - make_interval(mins => ${minutes}) where id_hash = ${idHash}`.execute(database.db);

const secondsIdle = async (idHash: string) =>
  Number(
    (await sql<{ s: number }>`select extract(epoch from now() - last_seen_at)::float8 as s from sessions where id_hash = ${idHash}`.execute(database.db))
      .rows[0]!.s,
  );

/** Waits for `done` to hold (an answer that comes after the call), 5 s at most. */
async function until(done: () => Promise<boolean>) {
  // performance.now(): a test may hold Date.now() still.
  for (const deadline = performance.now() + 5000; !(await done());) {
    if (performance.now() > deadline) throw new Error('not done within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('touchSession', () => {
  it('moves the last activity of every session touched in one turn, in one statement', async () => {
    const players = await Promise.all([1, 2, 3].map(() => signedInPlayer(database.db, config)));
    for (const p of players) await idleFor(p.idHash, 30);
    const { db, seen } = counted();

    await Promise.all([...players, players[0]!].map((p) => touchSession(db, p.idHash)));

    expect(seen.statements).toBe(1);
    for (const p of players) expect(await secondsIdle(p.idHash)).toBeLessThan(5);
  });
});

describe('readSession with the memory', () => {
  it('answers a kept session without waiting for its touch, and touches it once', async () => {
    const p = await signedInPlayer(database.db, config);
    const cache = new SessionCache();
    cache.enabled = true;
    await idleFor(p.idHash, 5);
    // The first read keeps the session, its last activity 5 minutes back, and touches it.
    expect(Number((await readSession(database.db, p.raw, config, cache))?.account.id)).toBe(p.accountId);
    const { db, seen } = counted();
    // The calls that follow find it touched: neither reads nor writes the session.
    const again = await Promise.all([readSession(db, p.raw, config, cache), readSession(db, p.raw, config, cache)]);
    expect(again.map((s) => Number(s?.account.id))).toEqual([p.accountId, p.accountId]);
    expect(seen.statements).toBe(0);
    // The first read's touch reaches the database.
    await until(async () => (await secondsIdle(p.idHash)) < 5);
  });

  it('touches a session again after a failed touch', async () => {
    const p = await signedInPlayer(database.db, config);
    const cache = new SessionCache();
    cache.enabled = true;
    await idleFor(p.idHash, 5);
    await readSession(database.db, p.raw, config, cache);
    await until(async () => (await secondsIdle(p.idHash)) < 5);
    // Two minutes on, the touch's statement fails: the memory goes back to the last activity the database has.
    const later = Date.now() + 120_000;
    const failing = database.db.withPlugin({
      transformQuery: () => {
        throw new Error('the database is away');
      },
      transformResult: async (args) => args.result,
    });
    const now = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect(Number((await readSession(failing, p.raw, config, cache))?.account.id)).toBe(p.accountId);
      await until(async () => cache.get(p.idHash, later)!.lastSeenAt < later);
    } finally {
      now.mockRestore();
    }
  });
});
