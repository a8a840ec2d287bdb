import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { operatorOf } from './console/access';
import { ACTOR_PATTERN, BOOTSTRAP_ACTOR, operatorActor, recordOpsAction, type OpsActor } from './audit/ops-audit';

/** Who changed a setting: the platform itself, the bearer-token API, or a named operator. */
export type SettingsActor = 'system' | 'ops:token' | `ops:${string}`;

/**
 * Who changes a setting through the ops API: the signed-in console operator (`ops:<login>`), else
 * the bearer token (`ops:token`). `X-Ops-Actor` is not taken: any holder of the token could claim
 * any name with it.
 */
export function settingsActorOf(request: FastifyRequest): SettingsActor {
  const operator = operatorOf(request);
  return operator ? `ops:${operator.login}` : 'ops:token';
}

export interface SettingChange {
  /** Dotted, lower case: `cashback.scheme`, `kyc.policy`, `wagering.contribution`, `loyalty.shop_item`, … */
  setting: string;
  /** Which one of its kind, when there are several: a scheme's id, a game type, an item's id. */
  subject?: string | number | null;
  actor: SettingsActor;
  /** The setting as it was (null when it is new) and as it is now (null when removed). Never a secret. */
  before: unknown;
  after: unknown;
}

/**
 * Records a change of a money-relevant setting in the transaction of the change, so the log can
 * neither miss a change nor hold one that was rolled back.
 */
export async function auditSettingChange(db: Kysely<DB> | Transaction<DB>, change: SettingChange): Promise<void> {
  await db
    .insertInto('settings_audit')
    .values({
      setting: change.setting,
      subject: change.subject === undefined || change.subject === null ? null : String(change.subject).slice(0, 120),
      actor: change.actor.slice(0, 90),
      before: change.before === null || change.before === undefined ? null : json(change.before),
      after: change.after === null || change.after === undefined ? null : json(change.after),
    })
    .execute();
  await recordOpsAction(db, {
    actor: settingsToOpsActor(change.actor),
    area: change.setting.startsWith('cashback.') ? 'cashback' : change.setting.startsWith('loyalty.') ? 'loyalty' : 'settings',
    action: 'change',
    subject: change.subject === undefined || change.subject === null ? change.setting : `${change.setting}:${String(change.subject)}`,
    details: { setting: change.setting, before: change.before ?? null, after: change.after ?? null },
  });
}

/** The one audit's actor of a settings actor: `ops:token` is the bootstrap token, `ops:<login>` an operator. */
export function settingsToOpsActor(actor: SettingsActor): OpsActor {
  if (actor === 'system') return 'system';
  if (actor === 'ops:token') return BOOTSTRAP_ACTOR;
  const inner = actor.slice(4);
  return ACTOR_PATTERN.test(inner) ? (inner as OpsActor) : operatorActor(inner);
}

/** The newest changes, of one setting or of all, for the ops API and tests. */
export async function settingChanges(db: Kysely<DB>, options: { setting?: string; limit?: number } = {}) {
  let query = db.selectFrom('settings_audit').select(['id', 'setting', 'subject', 'actor', 'before', 'after', 'created_at']);
  if (options.setting) query = query.where('setting', '=', options.setting);
  return query
    .orderBy('id', 'desc')
    .limit(options.limit ?? 100)
    .execute();
}
