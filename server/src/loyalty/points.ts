/**
 * Loyalty points (spec §3 loyalty info, §7 loyalty.*): real-money stakes earn points by the
 * programme's rate per game type, in the transaction that settles the round or bet; the shop
 * spends them. Points and experience never go negative (a check of the table, and the purchase
 * refuses beforehand); every change is written once to `loyalty_points_log` under its key (the
 * round id, the bet id, the purchase's Idempotency-Key).
 *
 * Lock order, as every money path: the player's main balance row first, then the loyalty row.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError, type LoyaltyError } from '@casino/shared';
import type { DB, LoyaltyLevel } from '../db/schema';
import { notifyPlayer } from '../notifications/store';
import { toUsdCents } from '../providers/games/money';

type Trx = Transaction<DB>;

export const loyaltyRefusal = (field: 'product_id' | 'id', code: LoyaltyError, message = 'The loyalty programme cannot do that') =>
  new ApiError('InvalidParameter', message, { [field]: [code] });

/** The main (first active) programme. */
export async function mainProgram(db: Kysely<DB> | Trx) {
  return db.selectFrom('loyalty_programs').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
}

/** The level whose minimum the experience reached (the first level below every minimum). */
export function levelOf(levels: readonly Pick<LoyaltyLevel, 'sysname' | 'minValue'>[], exp: number): string | null {
  const sorted = [...levels].sort((a, b) => a.minValue - b.minValue);
  let level: string | null = sorted[0]?.sysname ?? null;
  for (const l of sorted) if (exp >= l.minValue) level = l.sysname;
  return level;
}

/** Points for a real-money stake: the rate of the game type per whole USD staked. */
export function pointsFor(stakeMinor: number, currency: string, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0 || stakeMinor <= 0) return 0;
  return Math.floor((toUsdCents(stakeMinor, currency) / 100) * rate);
}

export interface Accrual {
  accountId: number;
  /** slot, casino, live, fast or sportsbook. */
  gameType: string;
  stake: number;
  currency: string;
  kind: 'round' | 'sportsbook';
  /** Once per key: the round id or the bet id. */
  key: string;
}

/**
 * Credits the points of one settled real-money stake, in the caller's transaction. A level
 * reached is told to the player (a notification and a loyalty notice). Answers the points added.
 */
export async function accruePoints(trx: Trx, a: Accrual): Promise<number> {
  const program = await mainProgram(trx);
  if (!program) return 0;
  const rates = (program.rates ?? {}) as Record<string, number>;
  const points = pointsFor(a.stake, a.currency, Number(rates[a.gameType] ?? 0));
  if (points <= 0) return 0;
  const logged = await trx
    .insertInto('loyalty_points_log')
    .values({ account_id: a.accountId, program_id: program.id, kind: a.kind, points, idempotency_key: `${a.kind}:${a.key}` })
    .onConflict((oc) => oc.columns(['account_id', 'idempotency_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!logged) return 0;
  const row = await trx
    .insertInto('loyalty_accounts')
    .values({ account_id: a.accountId, program_id: program.id, points, exp: points, updated_at: sql`now()` })
    .onConflict((oc) =>
      oc.columns(['account_id', 'program_id']).doUpdateSet({
        points: sql<number>`loyalty_accounts.points + ${points}`,
        exp: sql<number>`loyalty_accounts.exp + ${points}`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['exp'])
    .executeTakeFirstOrThrow();
  const exp = Number(row.exp);
  const before = levelOf(program.levels, exp - points);
  const after = levelOf(program.levels, exp);
  // One points notice gathers what was credited since the site last showed one.
  const pending = await trx
    .updateTable('loyalty_notices')
    .set({ amount: sql<number>`amount + ${points}` })
    .where('account_id', '=', a.accountId)
    .where('trigger', '=', 'points')
    .where('shown_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!pending) await trx.insertInto('loyalty_notices').values({ account_id: a.accountId, trigger: 'points', amount: points }).execute();
  if (after && after !== before) {
    await trx.insertInto('loyalty_notices').values({ account_id: a.accountId, trigger: 'level_up', level: after }).execute();
    await notifyPlayer(trx, a.accountId, 'loyalty.level_up', { level: after });
  }
  return points;
}

/** The player's loyalty notices not shown yet, oldest first; they are marked shown. */
export async function takeNotices(db: Kysely<DB>, accountId: number) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('loyalty_notices')
      .set({ shown_at: sql`now()` })
      .where('account_id', '=', accountId)
      .where('shown_at', 'is', null)
      .returning(['id', 'trigger', 'amount', 'level', 'created_at'])
      .execute();
    return rows.sort((x, y) => Number(x.id) - Number(y.id));
  });
}
