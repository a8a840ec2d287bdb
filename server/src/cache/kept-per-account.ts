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

/**
 * Entries of players' rows kept in memory by key, found again by account (`accountOf`; null for an
 * entry no account notice concerns) so that a notice about the account drops every one of them.
 * Only sound while the notices reach it: `enabled` is off until a listener is up and whenever it
 * is lost. `ttlMs` bounds how long an entry lives in any case; past `max` entries the oldest goes first.
 */
export class KeptPerAccount<T> implements AccountNoticeCache {
  private readonly byKey = new Map<string, Entry<T>>();
  private readonly byAccount = new Map<number, Set<string>>();
  enabled = false;

  constructor(
    private readonly accountOf: (value: T) => number | null,
    private readonly ttlMs = 60_000,
    private readonly max = 100_000,
  ) {}

  get size(): number {
    return this.byKey.size;
  }

  get(key: string, now = Date.now()): T | null {
    if (!this.enabled) return null;
    const entry = this.byKey.get(key);
    if (!entry) return null;
    if (now - entry.keptAt > this.ttlMs) {
      this.drop(key);
      return null;
    }
    return entry.value;
  }

  set(key: string, value: T, now = Date.now()): void {
    if (!this.enabled) return;
    // Oldest first out (a Map keeps insertion order).
    if (!this.byKey.has(key) && this.byKey.size >= this.max) {
      const oldest = this.byKey.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.drop(key);
    const accountId = this.accountOf(value);
    this.byKey.set(key, { value, accountId, keptAt: now });
    if (accountId === null) return;
    let keys = this.byAccount.get(accountId);
    if (!keys) this.byAccount.set(accountId, (keys = new Set()));
    keys.add(key);
  }

  drop(key: string): void {
    const entry = this.byKey.get(key);
    if (!entry) return;
    this.byKey.delete(key);
    if (entry.accountId === null) return;
    const keys = this.byAccount.get(entry.accountId);
    keys?.delete(key);
    if (keys && keys.size === 0) this.byAccount.delete(entry.accountId);
  }

  /** Every entry of the account (a revocation or a change of the account anywhere). */
  dropAccount(accountId: number): void {
    const keys = this.byAccount.get(accountId);
    if (!keys) return;
    for (const key of [...keys]) this.drop(key);
  }

  clear(): void {
    this.byKey.clear();
    this.byAccount.clear();
  }
}
