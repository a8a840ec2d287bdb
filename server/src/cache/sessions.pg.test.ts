import { sql } from 'kysely';
import { openTestDatabase, signedInPlayer, testConfig, until, type TestDatabase } from '../testing/server';
import { createSession, hashSessionId, readSession, revokeOtherSessions, revokeSession } from '../auth/sessions';
import { SessionCache } from '../auth/session-cache';
import { accountOfNotice, listenForSessionChanges } from './sessions';
import type { CacheListener } from './invalidate';

const url = process.env.DATABASE_URL;
const config = testConfig();
const client = { ip: '127.0.0.1', userAgent: 'test' };
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.dispose();
});

const signedIn = () => signedInPlayer(database.db, config);

/** A listener of this process's kind: the embedded database's own, or a connection to the server. */
const listen = (cache: SessionCache): Promise<CacheListener> =>
  listenForSessionChanges(url ? { url } : { listen: database.listen! }, database.db, cache, { warn() {} });

describe('accountOfNotice', () => {
  it('answers the account of its own schema only', () => {
    expect(accountOfNotice('public:42', 'public')).toBe(42);
    expect(accountOfNotice('t_1_ab:7', 't_1_ab')).toBe(7);
    expect(accountOfNotice('other:42', 'public')).toBeNull();
    expect(accountOfNotice('public:x', 'public')).toBeNull();
    expect(accountOfNotice('public', 'public')).toBeNull();
  });
});

describe('SessionCache', () => {
  const account = (id: number) => ({ id }) as never;
  it('keeps nothing until enabled, drops by account, by age and past its size', () => {
    const c = new SessionCache(1000, 2);
    c.set('a', { account: account(1), expiresAt: 0, lastSeenAt: 0 });
    expect(c.size).toBe(0);
    c.enabled = true;
    c.set('a', { account: account(1), expiresAt: 0, lastSeenAt: 0 }, 0);
    c.set('b', { account: account(1), expiresAt: 0, lastSeenAt: 0 }, 0);
    expect(c.get('a', 500)).not.toBeNull();
    c.dropAccount(1);
    expect([c.get('a', 500), c.get('b', 500)]).toEqual([null, null]);
    c.set('a', { account: account(1), expiresAt: 0, lastSeenAt: 0 }, 0);
    expect(c.get('a', 1001)).toBeNull();
    for (const id of ['x', 'y', 'z']) c.set(id, { account: account(2), expiresAt: 0, lastSeenAt: 0 }, 0);
    expect(c.size).toBe(2);
    expect(c.get('x', 0)).toBeNull();
    c.enabled = false;
    expect(c.get('z', 0)).toBeNull();
  });

  it('past its size drops the least recently used, and forgets it by account too', () => {
    const c = new SessionCache(60_000, 2);
    c.enabled = true;
    const now = Date.now();
    c.set('a', { account: account(1), expiresAt: 0, lastSeenAt: 0 }, now);
    c.set('b', { account: account(2), expiresAt: 0, lastSeenAt: 0 }, now);
    expect(c.get('a', now)).not.toBeNull(); // a is now the most recently used
    c.set('c', { account: account(3), expiresAt: 0, lastSeenAt: 0 }, now);
    expect([c.get('a', now) !== null, c.get('b', now) !== null, c.get('c', now) !== null]).toEqual([true, false, true]);
    c.dropAccount(1);
    expect(c.size).toBe(1);
    c.dropAccount(3);
    expect(c.size).toBe(0);
  });
});

describe('sessions kept in memory', () => {
  let cache: SessionCache;
  let listener: CacheListener;
  beforeAll(async () => {
    cache = new SessionCache(60_000);
    listener = await listen(cache);
  });
  afterAll(() => listener.close());

  it('serves a kept session with fresh balances', async () => {
    const p = await signedIn();
    expect((await readSession(database.db, p.raw, config, cache))?.account.id).toBe(p.accountId);
    expect(cache.get(p.idHash)).not.toBeNull();
    await sql`update balances set amount = 1234 where account_id = ${p.accountId} and kind = 'main'`.execute(database.db);
    const again = await readSession(database.db, p.raw, config, cache);
    expect((await again!.balances()).find((b) => b.kind === 'main')?.amount).toBe(1234);
  });

  it('reads the balances of a kept session only when a call asks for them, once', async () => {
    const p = await signedIn();
    await readSession(database.db, p.raw, config, cache);
    const session = (await readSession(database.db, p.raw, config, cache))!;
    // Nothing was read with the session: a write made after it is what the balances show.
    await sql`update balances set amount = 4321 where account_id = ${p.accountId} and kind = 'main'`.execute(database.db);
    expect((await session.balances()).find((b) => b.kind === 'main')?.amount).toBe(4321);
    await sql`update balances set amount = 5 where account_id = ${p.accountId} and kind = 'main'`.execute(database.db);
    // Asked again within the same call: the same read.
    expect((await session.balances()).find((b) => b.kind === 'main')?.amount).toBe(4321);
  });

  it('drops a session at once when it is revoked (sign-out)', async () => {
    const p = await signedIn();
    await readSession(database.db, p.raw, config, cache);
    await revokeSession(database.db, p.idHash);
    expect(await until(() => cache.get(p.idHash) === null)).toBe(true);
    expect(await readSession(database.db, p.raw, config, cache)).toBeNull();
  });

  it('drops the other sessions of a password change and the sessions of a blocked account', async () => {
    const p = await signedIn();
    const other = await createSession(database.db, p.accountId, client, config);
    await readSession(database.db, p.raw, config, cache);
    await readSession(database.db, other, config, cache);
    await revokeOtherSessions(database.db, p.accountId, p.idHash);
    expect(await until(() => cache.get(hashSessionId(other)) === null)).toBe(true);
    expect(await readSession(database.db, other, config, cache)).toBeNull();
    expect(await readSession(database.db, p.raw, config, cache)).not.toBeNull();
    await sql`update accounts set status = 'banned' where id = ${p.accountId}`.execute(database.db);
    expect(await until(() => cache.get(p.idHash) === null)).toBe(true);
    expect((await readSession(database.db, p.raw, config, cache))?.account.status).toBe('banned');
  });
});

// Two instances on one PostgreSQL server: `pnpm --filter @casino/server test:postgres src/cache/`.
(url ? it : it.skip)('a revocation by one instance drops the session from every instance', async () => {
  const caches = [new SessionCache(60_000), new SessionCache(60_000)];
  const listeners = await Promise.all(caches.map((c) => listen(c)));
  try {
    const p = await signedIn();
    for (const c of caches) expect(await readSession(database.db, p.raw, config, c)).not.toBeNull();
    expect(caches.map((c) => c.size)).toEqual([1, 1]);
    // The sign-out through a connection of neither instance.
    await sql`update sessions set revoked_at = now() where id_hash = ${p.idHash}`.execute(database.db);
    expect(await until(() => caches.every((c) => c.get(p.idHash) === null))).toBe(true);
    for (const c of caches) expect(await readSession(database.db, p.raw, config, c)).toBeNull();
  } finally {
    await Promise.all(listeners.map((l) => l.close()));
  }
});
