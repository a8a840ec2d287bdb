/**
 * The session and launch caches never bring a revoked session back. A call that read a session
 * (or a launch) from the database just before it was revoked stores what it read after the
 * revocation's notice dropped the account from the cache: without a check, the revoked session
 * would be served from memory until the cache's TTL. Each cache counts its invalidations; a value
 * is kept only when no invalidation of its account (nor a clear) came after the read began.
 */
import { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { createTestServer, signedInPlayer, until, type TestServer } from '../testing/server';
import { readSession, revokeSession } from '../auth/sessions';
import { SessionCache } from '../auth/session-cache';
import { createLaunch, findGame, hashToken, LaunchCache, launchByToken } from '../domains/rounds/launch';
import { listenForSessionChanges } from '../cache/sessions';
import { KeptPerAccount } from '../cache/kept-per-account';
import type { CacheListener } from '../cache/invalidate';

let s: TestServer;
const db = () => s.database.db;
const url = process.env.DATABASE_URL;

beforeAll(async () => {
  s = await createTestServer();
}, 90_000);
afterAll(() => s.close());

/**
 * `db` whose queries hold their answer until `release()`: `read` settles once the database has
 * answered (the read is done, its snapshot taken), so the test can revoke before the caller goes on.
 */
function heldAfterRead(db: Kysely<DB>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let answered!: () => void;
  const read = new Promise<void>((resolve) => (answered = resolve));
  const executor = db.getExecutor();
  const held = new Proxy(executor, {
    get(target, property) {
      if (property === 'executeQuery') {
        return async (...args: Parameters<typeof executor.executeQuery>) => {
          const result = await target.executeQuery(...args);
          answered();
          await gate;
          return result;
        };
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  const wrapped = new Kysely<DB>({ config: {}, executor: held, driver: {}, dialect: {} } as never);
  return { db: wrapped, read, release };
}

/** A listener of this process's kind, and a count of the account notices the cache heard. */
async function listening<C extends SessionCache | LaunchCache>(cache: C): Promise<{ listener: CacheListener; heard: () => number }> {
  let heard = 0;
  const dropAccount = cache.dropAccount.bind(cache);
  cache.dropAccount = (id: number) => {
    heard++;
    dropAccount(id);
  };
  const listener = await listenForSessionChanges(url ? { url } : { listen: s.database.listen! }, db(), cache, { warn() {} }, { catalogue: true });
  return { listener, heard: () => heard };
}

describe('a revocation during the database read of a cache miss', () => {
  it('keeps the session out of the session cache', async () => {
    const cache = new SessionCache(60_000);
    const { listener, heard } = await listening(cache);
    try {
      const p = await signedInPlayer(db(), s.config);
      const held = heldAfterRead(db());
      const reading = readSession(held.db, p.raw, s.config, cache);
      await held.read;
      const before = heard();
      await revokeSession(db(), p.idHash);
      expect(await until(() => heard() > before)).toBe(true);
      held.release();
      // The call that began before the revocation may answer what it read; the cache keeps none of it.
      await reading;
      expect(cache.get(p.idHash)).toBeNull();
      expect(await readSession(db(), p.raw, s.config, cache)).toBeNull();
    } finally {
      await listener.close();
    }
  });

  it("keeps the launch out of the launch cache once its session's revocation was heard", async () => {
    const cache = new LaunchCache(60_000);
    const { listener, heard } = await listening(cache);
    try {
      const p = await signedInPlayer(db(), s.config);
      const game = (await findGame(db(), 'oltin_silk_fortune'))!;
      const { token } = await createLaunch(db(), { game, accountId: p.accountId, sessionHash: p.idHash, currency: 'USD', mode: 'demo', locale: 'uz' });
      const held = heldAfterRead(db());
      const reading = launchByToken(held.db, token, cache);
      await held.read;
      const before = heard();
      await revokeSession(db(), p.idHash);
      expect(await until(() => heard() > before)).toBe(true);
      held.release();
      await reading;
      expect(cache.get(hashToken(token))).toBeNull();
      expect(await launchByToken(db(), token, cache)).toBeNull();
    } finally {
      await listener.close();
    }
  });

  it('still keeps what was read when nothing of its account changed meanwhile', async () => {
    const cache = new SessionCache(60_000);
    const { listener } = await listening(cache);
    try {
      const p = await signedInPlayer(db(), s.config);
      const other = await signedInPlayer(db(), s.config);
      const held = heldAfterRead(db());
      const reading = readSession(held.db, p.raw, s.config, cache);
      await held.read;
      // Another player's sign-out is no reason to forget this one.
      await revokeSession(db(), other.idHash);
      held.release();
      expect((await reading)?.account.id).toBe(p.accountId);
      expect(cache.get(p.idHash)).not.toBeNull();
    } finally {
      await listener.close();
    }
  });
});

describe('KeptPerAccount stamps', () => {
  const kept = () => {
    const c = new KeptPerAccount<{ account: number }>((v) => v.account, 60_000, 100);
    c.enabled = true;
    return c;
  };

  it("refuses a value read before its account's invalidation, keeps one read after", () => {
    const c = kept();
    const stamp = c.stamp();
    c.dropAccount(1);
    c.set('a', { account: 1 }, 0, stamp);
    expect(c.get('a', 0)).toBeNull();
    c.set('b', { account: 2 }, 0, stamp);
    expect(c.get('b', 0)).not.toBeNull();
    c.set('a', { account: 1 }, 0, c.stamp());
    expect(c.get('a', 0)).not.toBeNull();
  });

  it('refuses every value read before a clear (a lost listener, a catalogue change)', () => {
    const c = kept();
    const stamp = c.stamp();
    c.clear();
    c.set('b', { account: 2 }, 0, stamp);
    expect(c.get('b', 0)).toBeNull();
  });

  it('stays bounded: past its memory of invalidations, older reads are refused', () => {
    const c = kept();
    const stamp = c.stamp();
    for (let id = 1; id <= 20_000; id++) c.dropAccount(id);
    c.set('x', { account: 999_999 }, 0, stamp);
    expect(c.get('x', 0)).toBeNull();
    const fresh = c.stamp();
    c.set('y', { account: 999_999 }, 0, fresh);
    expect(c.get('y', 0)).not.toBeNull();
  });
});
