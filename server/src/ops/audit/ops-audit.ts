/**
 * The one audit trail of operator actions (docs/operations/audit.md, migration 131): every ops
 * action is recorded here, in the transaction of the action itself, with one actor format and
 * ISO times in UTC.
 */
import { userInfo } from 'node:os';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { json } from '../../db/sql';
import { AUDIT_AREAS, type AuditArea } from '@casino/contract/ops';

export { AUDIT_AREAS, type AuditArea };

/**
 * Who acted: `operator:<login>` (a console session or that operator's API token), `token:bootstrap`
 * (OPS_TOKEN), `cli:<user>` (a command on the database itself), `system` (the platform).
 */
export type OpsActor = 'system' | `operator:${string}` | `token:${string}` | `cli:${string}` | `claimed:${string}`;

export const ACTOR_PATTERN = /^(system|(operator|token|cli|claimed):[^\s]{1,80})$/;
export const BOOTSTRAP_ACTOR = 'token:bootstrap' satisfies OpsActor;
export const operatorActor = (login: string): OpsActor => `operator:${login}`;

/** Who a command acting on the database itself (no server running) is recorded as: the system user. */
export const cliActor = (): OpsActor => `cli:${(userInfo().username || 'unknown').replace(/[^\w.@-]/g, '_').slice(0, 80)}`;

/**
 * The ops actor of an older actor text (`ops:<x>` of the account and settings audits): what this
 * module gave them is `ops:<actor>`; `ops:token` is the bootstrap token.
 */
export function opsActorOf(legacy: string): OpsActor {
  if (legacy === 'system') return 'system';
  const inner = legacy.startsWith('ops:') ? legacy.slice(4) : legacy;
  if (inner === 'token') return BOOTSTRAP_ACTOR;
  if (ACTOR_PATTERN.test(inner)) return inner as OpsActor;
  return `claimed:${inner.replace(/\s/g, '_').slice(0, 80) || 'unknown'}`;
}

export interface OpsAction {
  actor: OpsActor | string;
  area: AuditArea;
  /** Lower case, dotted: `activate`, `rollback`, `on`, `approve`, `create`, `roles`, … */
  action: string;
  /** What was acted on: a remote, a scope, `player:<id>`, a login, a token's id. */
  subject?: string | number | null;
  /** Never a secret: no passwords, TOTP secrets or tokens. */
  details?: Record<string, unknown>;
}

/** Records one operator action, in the transaction of the action (so neither is kept without the other). */
export async function recordOpsAction(tx: Kysely<DB> | Transaction<DB>, entry: OpsAction): Promise<void> {
  const actor = ACTOR_PATTERN.test(entry.actor) ? entry.actor : opsActorOf(entry.actor);
  await tx
    .insertInto('ops_audit')
    .values({
      actor,
      area: entry.area,
      action: entry.action,
      subject: entry.subject === undefined || entry.subject === null ? null : String(entry.subject).slice(0, 120),
      details: json(entry.details ?? {}),
    })
    .execute();
}

export interface AuditQuery {
  area?: AuditArea;
  /** An exact actor (`operator:alice`), or a login (any actor ending in `:alice`). */
  actor?: string;
  since?: Date;
  until?: Date;
  /** Entries older than this id (the next page). */
  before?: number;
  limit?: number;
}

export interface AuditEntry {
  id: number;
  /** ISO 8601, UTC. */
  at: string;
  actor: string;
  area: string;
  action: string;
  subject: string | null;
  details: Record<string, unknown>;
}

/** The newest entries matching the query, newest first; `next` is the `before` of the next page. */
export async function auditEntries(db: Kysely<DB>, q: AuditQuery = {}): Promise<{ items: AuditEntry[]; next: number | null }> {
  const limit = Math.min(Math.max(q.limit ?? 50, 1), 500);
  let query = db.selectFrom('ops_audit').selectAll();
  if (q.area) query = query.where('area', '=', q.area);
  if (q.actor)
    query = q.actor.includes(':')
      ? query.where('actor', '=', q.actor)
      : query.where('actor', 'like', sql<string>`${'%:' + q.actor.replace(/[\\%_]/g, (c) => `\\${c}`)}`);
  if (q.since) query = query.where('at', '>=', q.since);
  if (q.until) query = query.where('at', '<', q.until);
  if (q.before) query = query.where('id', '<', q.before);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit).map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    actor: r.actor,
    area: r.area,
    action: r.action,
    subject: r.subject,
    details: r.details ?? {},
  }));
  return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
}
