/**
 * Launches kept in memory: a game's calls skip the join, yet a sign-out, a blocked player, an
 * expired session or launch and a catalogue change end or refresh them as the database would.
 */
import { sql } from 'kysely';
import { openTestDatabase, signedInPlayer, testConfig, until, type TestDatabase } from '../../testing/server';
import { revokeSession } from '../../auth/sessions';
import { listenForSessionChanges } from '../../cache/sessions';
import type { CacheListener } from '../../cache/invalidate';
import { seedDemo } from '../../seed';
import { createLaunch, findGame, hashToken, LaunchCache, launchByToken } from './launch';

const url = process.env.DATABASE_URL;
const config = testConfig();
const SLOT = 'oltin_silk_fortune';
let database: TestDatabase;
let cache: LaunchCache;
let listener: CacheListener;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { passwordCost: config.passwordCost });
  cache = new LaunchCache(60_000);
  listener = await listenForSessionChanges(url ? { url } : { listen: database.listen! }, database.db, cache, { warn() {} }, { catalogue: true });
}, 60_000);
afterAll(async () => {
  await listener.close();
  await database.dispose();
});

/** A player's real-money launch of the slot, opened by a fresh session. */
async function playerLaunch() {
  const { accountId, idHash } = await signedInPlayer(database.db, config);
  const game = (await findGame(database.db, SLOT))!;
  const { token } = await createLaunch(database.db, { game, accountId, sessionHash: idHash, currency: 'USD', mode: 'real', locale: 'uz' });
  return { accountId, idHash, token, tokenHash: hashToken(token) };
}

it('keeps a live launch after the first read', async () => {
  const p = await playerLaunch();
  expect(cache.get(p.tokenHash)).toBeNull();
  const first = await launchByToken(database.db, p.token, cache);
  expect(first).toMatchObject({ accountId: p.accountId, mode: 'real', game: { sysname: SLOT } });
  expect(cache.get(p.tokenHash)?.launch).toEqual(first);
  expect(await launchByToken(database.db, p.token, cache)).toEqual(first);
});

it('ends a kept launch with a sign-out and with a blocked player', async () => {
  const signedOut = await playerLaunch();
  await launchByToken(database.db, signedOut.token, cache);
  await revokeSession(database.db, signedOut.idHash);
  expect(await until(() => cache.get(signedOut.tokenHash) === null)).toBe(true);
  expect(await launchByToken(database.db, signedOut.token, cache)).toBeNull();

  const blocked = await playerLaunch();
  await launchByToken(database.db, blocked.token, cache);
  await sql`update accounts set status = 'banned' where id = ${blocked.accountId}`.execute(database.db);
  expect(await until(() => cache.get(blocked.tokenHash) === null)).toBe(true);
  expect(await launchByToken(database.db, blocked.token, cache)).toBeNull();
});

it('ends a kept launch at its own or its session’s expiry without any notice', async () => {
  const p = await playerLaunch();
  const launch = (await launchByToken(database.db, p.token, cache))!;
  const kept = cache.get(p.tokenHash)!;
  cache.set(p.tokenHash, { ...kept, sessionExpiresAt: Date.now() - 1 });
  expect(await launchByToken(database.db, p.token, cache)).toBeNull();
  expect(cache.get(p.tokenHash)).toBeNull();
  // Read again from the database (the session lives there), then past the launch's own end.
  expect(await launchByToken(database.db, p.token, cache)).toEqual(launch);
  cache.set(p.tokenHash, { ...cache.get(p.tokenHash)!, expiresAt: Date.now() - 1 });
  expect(await launchByToken(database.db, p.token, cache)).toBeNull();
});

it('forgets every kept launch when the catalogue changes (a game renamed shows its new name)', async () => {
  const p = await playerLaunch();
  await launchByToken(database.db, p.token, cache);
  const { name } = await database.db.selectFrom('games').select('name').where('sysname', '=', SLOT).executeTakeFirstOrThrow();
  try {
    await sql`update games set name = ${`${name} (new)`} where sysname = ${SLOT}`.execute(database.db);
    expect(await until(() => cache.get(p.tokenHash) === null)).toBe(true);
    expect((await launchByToken(database.db, p.token, cache))?.game.name).toBe(`${name} (new)`);
  } finally {
    await sql`update games set name = ${name} where sysname = ${SLOT}`.execute(database.db);
  }
});

it('keeps nothing while no listener hears the database', async () => {
  const p = await playerLaunch();
  const deaf = new LaunchCache(60_000);
  expect(await launchByToken(database.db, p.token, deaf)).not.toBeNull();
  expect(deaf.size).toBe(0);
});
