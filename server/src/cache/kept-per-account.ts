import { LRUCache } from 'lru-cache';

/** What the database's change notices (migration 088, 081) need of an in-memory cache. */
export interface AccountNoticeCache {
  enabled: boolean;
  dropAccount(accountId: number): void;
  clear(): void;
}

interface Entry<T> {
  value: T;
  accountId: number | null;
  keptAt: number;
}

/** How many accounts' last invalidations a cache remembers (`KeptPerAccount.stamp`); older ones count as a clear. */
const REMEMBERED_INVALIDATIONS = 10_000;

/**
 * Entries of players' rows kept in memory by key, found again by account (`accountOf`; null for an
 * entry no account notice concerns) so that a notice about the account drops every one of them.
 * Only sound while the notices reach it: `enabled` is off until a listener is up and whenever it
 * is lost. `ttlMs` bounds how long an entry lives in any case; past `max` entries the least recently
used goes first (lru-cache keeps them; its `dispose` keeps the index by account).
 *
 * A value read from the database is stored with the `stamp` taken before the read: should a
 * notice about its account (or a clear) have come since, the read may have seen the row before a
 * revocation whose notice found nothing to drop, and the value is not kept (the next call reads
 * again). The notices are the database's (`session_changed`, migration 088), heard by every
 * instance on its own connection: each instance checks its reads against what it heard.
 */
export class KeptPerAccount<T> implements AccountNoticeCache {
  private readonly byKey: LRUCache<string, Entry<T>>;
  private readonly byAccount = new Map<number, Set<string>>();
  /** Counts the invalidations (account notices and clears). */
  private invalidations = 0;
  /** The count at each account's last notice, oldest first, at most REMEMBERED_INVALIDATIONS of them. */
  private readonly invalidatedAt = new Map<number, number>();
  /** A read stamped before this is refused whatever its account (a clear, or a notice no longer remembered). */
  private refusedBefore = 0;
  enabled = false;

  constructor(
    private readonly accountOf: (value: T) => number | null,
    private readonly ttlMs = 60_000,
    max = 100_000,
  ) {
    this.byKey = new LRUCache<string, Entry<T>>({
      max,
      ttl: ttlMs,
      // Evicted, expired, replaced or dropped: the account's index forgets the key.
      dispose: (entry, key) => this.unindex(entry, key),
    });
  }

  private unindex(entry: Entry<T>, key: string): void {
    if (entry.accountId === null) return;
    const keys = this.byAccount.get(entry.accountId);
    keys?.delete(key);
    if (keys && keys.size === 0) this.byAccount.delete(entry.accountId);
  }

  get size(): number {
    return this.byKey.size;
  }

  get(key: string, now = Date.now()): T | null {
    if (!this.enabled) return null;
    const entry = this.byKey.get(key);
    if (!entry) return null;
    // lru-cache expires by the clock; a caller's own `now` (a test's) is checked here too.
    if (now - entry.keptAt > this.ttlMs) {
      this.drop(key);
      return null;
    }
    return entry.value;
  }

  /** To take before the database read whose value `set` may store. */
  stamp(): number {
    return this.invalidations;
  }

  /**
   * Keeps `value` under `key`. `stamp`: taken before the read the value comes from; the value is
   * dropped when its account was invalidated (or the cache cleared) after it. Without a stamp the
   * value is taken as current.
   */
  set(key: string, value: T, now = Date.now(), stamp?: number): void {
    if (!this.enabled) return;
    const accountId = this.accountOf(value);
    if (stamp !== undefined && (stamp < this.refusedBefore || (accountId !== null && (this.invalidatedAt.get(accountId) ?? 0) > stamp))) return;
    this.drop(key);
    this.byKey.set(key, { value, accountId, keptAt: now });
    if (accountId === null) return;
    let keys = this.byAccount.get(accountId);
    if (!keys) this.byAccount.set(accountId, (keys = new Set()));
    keys.add(key);
  }

  drop(key: string): void {
    this.byKey.delete(key);
  }

  /** Every entry of the account (a revocation or a change of the account anywhere). */
  dropAccount(accountId: number): void {
    this.invalidations++;
    this.invalidatedAt.delete(accountId);
    this.invalidatedAt.set(accountId, this.invalidations);
    if (this.invalidatedAt.size > REMEMBERED_INVALIDATIONS) {
      const [oldest, at] = this.invalidatedAt.entries().next().value!;
      this.invalidatedAt.delete(oldest);
      this.refusedBefore = Math.max(this.refusedBefore, at);
    }
    const keys = this.byAccount.get(accountId);
    if (!keys) return;
    for (const key of [...keys]) this.drop(key);
  }

  clear(): void {
    this.invalidations++;
    this.refusedBefore = this.invalidations;
    this.invalidatedAt.clear();
    this.byKey.clear();
    this.byAccount.clear();
  }
}
