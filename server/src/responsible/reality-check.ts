import { sql, type Kysely } from 'kysely';
import type { RealityCheck } from '@casino/contract/schemas';
import type { DB } from '../db/schema';
import type { Session } from '../auth/sessions';
import { auditAccount } from '../audit/audit';
import { balancesFrom, money } from '../domains/wallet';
import { responsibleTables } from './table';

/** Minutes between the player's reality checks; 0 when off (also when never set). */
export async function realityCheckInterval(db: Kysely<DB>, accountId: number): Promise<number> {
  const row = await responsibleTables(db)
    .selectFrom('responsible_gaming')
    .select('reality_check_minutes')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.reality_check_minutes ?? 0;
}

/** Stores the interval (audited with the previous one). */
export async function setRealityCheckInterval(db: Kysely<DB>, accountId: number, minutes: number, ip: string | null): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = responsibleTables(trx);
    const previous = await t
      .selectFrom('responsible_gaming')
      .select('reality_check_minutes')
      .where('account_id', '=', accountId)
      .forUpdate()
      .executeTakeFirst();
    if ((previous?.reality_check_minutes ?? 0) === minutes) return;
    await t
      .insertInto('responsible_gaming')
      .values({ account_id: accountId, reality_check_minutes: minutes })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ reality_check_minutes: minutes, updated_at: sql`now()` }))
      .execute();
    await auditAccount(trx, {
      accountId,
      action: 'reality_check.set',
      actor: 'player',
      ip,
      details: { minutes, previous: previous?.reality_check_minutes ?? 0 },
    });
  });
}

export interface PlayTotals {
  /** Minor units staked with real money, net of rolled-back stakes. */
  bet: number;
  /** Minor units won into the real-money balance. */
  won: number;
}

/**
 * Real money (the main balance) staked and won since `since`, from the ledger: bets, their
 * rollbacks, wins and free-spin wins; deposits, bonuses and the rest are no play.
 */
export async function playTotalsSince(db: Kysely<DB>, accountId: number, since: Date): Promise<PlayTotals> {
  const row = await db
    .selectFrom('ledger')
    .select([
      sql<string>`coalesce(sum(case when kind = 'bet' then -amount when kind = 'rollback' then -amount else 0 end), 0)`.as('bet'),
      sql<string>`coalesce(sum(case when kind in ('win', 'freespin_win') then amount else 0 end), 0)`.as('won'),
    ])
    .where('account_id', '=', accountId)
    .where('balance_kind', '=', 'main')
    .where('kind', 'in', ['bet', 'rollback', 'win', 'freespin_win'])
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { bet: Math.max(0, Number(row.bet)), won: Number(row.won) };
}

/** The reality check of the current session: the interval, the sign-in time and the result of real money since. */
export async function realityCheckOf(db: Kysely<DB>, session: Session): Promise<RealityCheck> {
  const accountId = session.account.id;
  const [started, balances] = await Promise.all([
    db.selectFrom('sessions').select('created_at').where('id_hash', '=', session.idHash).executeTakeFirstOrThrow(),
    session.balances(),
  ]);
  const since = new Date(started.created_at);
  const [interval, totals] = await Promise.all([realityCheckInterval(db, accountId), playTotalsSince(db, accountId, since)]);
  const currency = balancesFrom(balances).main.currency;
  return {
    interval,
    started_at: Math.floor(since.getTime() / 1000),
    now: Math.floor(Date.now() / 1000),
    total_bet: money(totals.bet, currency),
    total_won: money(totals.won, currency),
    net: money(totals.won - totals.bet, currency),
  };
}
