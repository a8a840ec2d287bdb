import type { SessionAccount } from './sessions';

export interface KeptSession {
  account: SessionAccount;
  /** Epoch ms. */
  expiresAt: number;
  lastSeenAt: number;
}

interface Entry extends KeptSession {
  keptAt: number;
}

/**
 * Signed-in sessions with their account row, kept in memory so a call skips the session join.
 * Only sound while the database's `session_changed` notifications reach it (migration 088):
 * `dropAccount` runs on each; `enabled` is off until the listener is up and whenever it is lost.
 * The balances are never kept. `ttlMs` bounds how long an entry lives in any case.
 */
export class SessionCache {
  private readonly byId = new Map<string, Entry>();
  private readonly byAccount = new Map<number, Set<string>>();
  enabled = false;

  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 100_000,
  ) {}

  get size(): number {
    return this.byId.size;
  }

  get(idHash: string, now = Date.now()): KeptSession | null {
    if (!this.enabled) return null;
    const entry = this.byId.get(idHash);
    if (!entry) return null;
    if (now - entry.keptAt > this.ttlMs) {
      this.drop(idHash);
      return null;
    }
    return entry;
  }

  set(idHash: string, session: KeptSession, now = Date.now()): void {
    if (!this.enabled) return;
    // Oldest first out (a Map keeps insertion order).
    if (!this.byId.has(idHash) && this.byId.size >= this.max) {
      const oldest = this.byId.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.drop(idHash);
    this.byId.set(idHash, { ...session, keptAt: now });
    const accountId = Number(session.account.id);
    let ids = this.byAccount.get(accountId);
    if (!ids) this.byAccount.set(accountId, (ids = new Set()));
    ids.add(idHash);
  }

  /** After a touch of last_seen_at. */
  touched(idHash: string, at: number): void {
    const entry = this.byId.get(idHash);
    if (entry) entry.lastSeenAt = at;
  }

  drop(idHash: string): void {
    const entry = this.byId.get(idHash);
    if (!entry) return;
    this.byId.delete(idHash);
    const accountId = Number(entry.account.id);
    const ids = this.byAccount.get(accountId);
    ids?.delete(idHash);
    if (ids && ids.size === 0) this.byAccount.delete(accountId);
  }

  /** Every kept session of the account (a revocation or a change of the account anywhere). */
  dropAccount(accountId: number): void {
    const ids = this.byAccount.get(accountId);
    if (!ids) return;
    for (const id of [...ids]) this.drop(id);
  }

  clear(): void {
    this.byId.clear();
    this.byAccount.clear();
  }
}
