import { sql, type Kysely } from 'kysely';
import type { ExclusionPeriod } from '@casino/contract';
import type { DB } from '../db/schema';
import { auditAccount } from '../audit/audit';
import { notifyPlayer } from '../notifications/store';
import { revokeOtherSessions } from '../auth/sessions';
import { fieldError } from '../api/errors';
import { EXCLUSION_MESSAGES, exclusionRefusal, isActive, nextExclusion, type Exclusion } from './rules';
import { responsibleTables } from './table';

type Row = {
  exclusion_kind: Exclusion['kind'] | null;
  exclusion_period: Exclusion['period'] | null;
  excluded_at: Date | string | null;
  excluded_until: Date | string | null;
};

function exclusionOfRow(row: Row | undefined): Exclusion | null {
  if (!row?.exclusion_kind || !row.exclusion_period || !row.excluded_at) return null;
  return {
    kind: row.exclusion_kind,
    period: row.exclusion_period,
    since: new Date(row.excluded_at),
    until: row.excluded_until === null ? null : new Date(row.excluded_until),
  };
}

const COLUMNS = ['exclusion_kind', 'exclusion_period', 'excluded_at', 'excluded_until'] as const;

/** The latest time-out or self-exclusion of the account, running or ended; null when none. */
export async function exclusionOf(db: Kysely<DB>, accountId: number): Promise<Exclusion | null> {
  const row = await responsibleTables(db).selectFrom('responsible_gaming').select(COLUMNS).where('account_id', '=', accountId).executeTakeFirst();
  return exclusionOfRow(row);
}

/** The exclusion that keeps the account out now, if any (a time-out that has passed lets the player back). */
export async function activeExclusion(db: Kysely<DB>, accountId: number, now = new Date()): Promise<Exclusion | null> {
  const exclusion = await exclusionOf(db, accountId);
  return isActive(exclusion, now) ? exclusion : null;
}

/** Every sign-in path asks this before a code is sent or a session starts: UserBanned while excluded. */
export async function refuseExcluded(db: Kysely<DB>, accountId: number): Promise<void> {
  const exclusion = await activeExclusion(db, accountId);
  if (exclusion) throw exclusionRefusal(exclusion);
}

export interface ExcludeInput {
  accountId: number;
  period: ExclusionPeriod;
  ip: string | null;
  now?: Date;
}

/**
 * Takes a time-out or self-exclusion for the player, in one transaction: stored (only ever
 * extending a running one, else InvalidParameter on `period`), audited, a notification written,
 * and every session of the player ended.
 */
export async function excludeFromPlay(db: Kysely<DB>, input: ExcludeInput): Promise<Exclusion> {
  const now = input.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    // One change of the account at a time: two requests at once cannot both decide on the old state.
    await trx.selectFrom('accounts').select('id').where('id', '=', input.accountId).forUpdate().executeTakeFirstOrThrow();
    const t = responsibleTables(trx);
    const current = exclusionOfRow(await t.selectFrom('responsible_gaming').select(COLUMNS).where('account_id', '=', input.accountId).executeTakeFirst());
    const decision = nextExclusion(current, input.period, now);
    if (!decision.ok) throw fieldError('period', EXCLUSION_MESSAGES[decision.reason]);
    const { exclusion } = decision;
    const values = {
      exclusion_kind: exclusion.kind,
      exclusion_period: exclusion.period,
      excluded_at: exclusion.since,
      excluded_until: exclusion.until,
    };
    await t
      .insertInto('responsible_gaming')
      .values({ account_id: input.accountId, ...values })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
      .execute();
    await revokeOtherSessions(trx, input.accountId, null);
    const until = exclusion.until ? exclusion.until.toISOString() : null;
    await auditAccount(trx, {
      accountId: input.accountId,
      action: 'exclusion.set',
      actor: 'player',
      ip: input.ip,
      details: {
        kind: exclusion.kind,
        period: exclusion.period,
        until,
        ...(isActive(current, now) ? { extends: { period: current.period, until: current.until?.toISOString() ?? null } } : {}),
      },
    });
    await notifyPlayer(trx, input.accountId, 'responsible.exclusion', { kind: exclusion.kind, until });
    return exclusion;
  });
}

/**
 * Ends a player's exclusion before its time: an operator's decision only (the site never lifts
 * one, and a permanent exclusion ends no other way). Audited with the operator's name.
 */
export async function liftExclusion(db: Kysely<DB>, accountId: number, operator: string, reason?: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const t = responsibleTables(trx);
    const current = exclusionOfRow(await t.selectFrom('responsible_gaming').select(COLUMNS).where('account_id', '=', accountId).forUpdate().executeTakeFirst());
    if (!isActive(current, new Date())) return false;
    await t
      .updateTable('responsible_gaming')
      .set({ exclusion_kind: null, exclusion_period: null, excluded_at: null, excluded_until: null, updated_at: sql`now()` })
      .where('account_id', '=', accountId)
      .execute();
    await auditAccount(trx, {
      accountId,
      action: 'exclusion.lifted',
      actor: `ops:${operator}`,
      details: { kind: current.kind, period: current.period, until: current.until?.toISOString() ?? null, ...(reason ? { reason } : {}) },
    });
    return true;
  });
}
