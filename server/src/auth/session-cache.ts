import { KeptPerAccount } from '../cache/kept-per-account';
import type { SessionAccount } from './sessions';

export interface KeptSession {
  account: SessionAccount;
  /** Epoch ms. */
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Signed-in sessions with their account row, kept in memory so a call skips the session join.
 * Only sound while the database's `session_changed` notifications reach it (migration 088):
 * `dropAccount` runs on each. The balances are never kept.
 */
export class SessionCache {
  private readonly kept: KeptPerAccount<KeptSession>;

  constructor(ttlMs = 60_000, max = 100_000) {
    this.kept = new KeptPerAccount(ttlMs, max);
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  set enabled(on: boolean) {
    this.kept.enabled = on;
  }

  get size(): number {
    return this.kept.size;
  }

  get(idHash: string, now = Date.now()): KeptSession | null {
    return this.kept.get(idHash, now);
  }

  set(idHash: string, session: KeptSession, now = Date.now()): void {
    this.kept.set(idHash, { ...session }, Number(session.account.id), now);
  }

  /** After a touch of last_seen_at. */
  touched(idHash: string, at: number): void {
    const entry = this.kept.get(idHash);
    if (entry) entry.lastSeenAt = at;
  }

  drop(idHash: string): void {
    this.kept.drop(idHash);
  }

  dropAccount(accountId: number): void {
    this.kept.dropAccount(accountId);
  }

  clear(): void {
    this.kept.clear();
  }
}
