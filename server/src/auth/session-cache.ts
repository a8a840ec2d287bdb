import { KeptPerAccount } from '../cache/kept-per-account';
import type { SessionAccount } from './account-row';

export interface KeptSession {
  account: SessionAccount;
  /** Epoch ms. */
  expiresAt: number;
  lastSeenAt: number;
}

/**
 * Signed-in sessions with their account row, kept in memory so a call skips the session join.
 * Only sound while the database's `session_changed` notifications reach it (migration 088):
 * `dropAccount` runs on each. A session read while a notice of its account came in is not kept
 * (`stamp`, `KeptPerAccount`). The balances are never kept.
 */
export class SessionCache extends KeptPerAccount<KeptSession> {
  constructor(ttlMs = 300_000, max = 100_000) {
    super((session) => Number(session.account.id), ttlMs, max);
  }

  /** After a touch of last_seen_at. */
  touched(idHash: string, at: number): void {
    const entry = this.get(idHash);
    if (entry) entry.lastSeenAt = at;
  }
}
