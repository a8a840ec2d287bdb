import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { json } from '../db/sql';

/** Who made a change: the player, the platform itself, or a named operator. */
export type AuditActor = 'player' | 'system' | `ops:${string}`;

export interface AuditEntry {
  accountId: number;
  /** Dotted, lower case: `password.changed`, `two_factor.enabled`, `contact.added`, `exclusion.set`, … */
  action: string;
  actor: AuditActor;
  ip?: string | null;
  /** Never a secret: no passwords, codes, tokens or full card numbers. */
  details?: Record<string, unknown>;
}

/**
 * Records a change that touches an account's money or access, in the transaction of the change,
 * so the log cannot miss a change nor hold one that was rolled back.
 */
export async function auditAccount(db: Kysely<DB> | Transaction<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('account_audit')
    .values({
      account_id: entry.accountId,
      action: entry.action,
      actor: entry.actor.slice(0, 90),
      ip: entry.ip ? entry.ip.slice(0, 64) : null,
      details: json(entry.details ?? {}),
    })
    .execute();
}

/** The newest entries of an account, for the ops API and tests. */
export async function auditOf(db: Kysely<DB>, accountId: number, limit = 100) {
  return db
    .selectFrom('account_audit')
    .select(['action', 'actor', 'ip', 'details', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
