import { sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { ApiError } from '@casino/shared';
import type { BalanceKind, BonusKind, DB, LedgerTable } from '../../db/schema';
import { post } from '../../money/ledger';
import { playable } from '../../money/bonuses';
import { kindOf } from './engines';
import type { Launch } from './launch';

/**
 * Where a launch's money lives: a player's main balance (real money) or fun balance (demo),
 * or for a guest's demo the launch row itself. Every change happens inside the caller's
 * transaction after `lock`, so rounds of one wallet run one at a time.
 */
export const balanceKindOf = (launch: Pick<Launch, 'mode'>): BalanceKind => (launch.mode === 'real' ? 'main' : 'fun');

/** Locks the wallet of the launch (row lock) and answers its amount in minor units. */
export async function lock(trx: Transaction<DB>, launch: Launch): Promise<number> {
  return lockedAmount((await trx.executeQuery(lockStatement(trx, launch))).rows);
}

/** The statement of `lock`, to run with others (`pipelined`); `lockedAmount` reads its rows. */
export function lockStatement(trx: Transaction<DB>, launch: Launch): CompiledQuery<{ amount: number | null }> {
  if (launch.accountId === null) {
    return trx.selectFrom('game_launches').select('demo_balance as amount').where('id', '=', launch.id).forUpdate().compile();
  }
  return trx
    .selectFrom('balances')
    .select('amount')
    .where('account_id', '=', launch.accountId)
    .where('kind', '=', balanceKindOf(launch))
    .forUpdate()
    .compile();
}

/** Locks the real-money wallets of several players in one statement, in account order (as any two such statements take them). */
export function lockMainWalletsStatement(trx: Transaction<DB>, accountIds: readonly number[]): CompiledQuery<{ account_id: number }> {
  const ordered = [...new Set(accountIds)].sort((a, b) => a - b);
  return sql<{ account_id: number }>`select account_id from balances where kind = ${balanceKindOf({ mode: 'real' })} and account_id = any (${ordered}::bigint[]) order by account_id for update`.compile(trx);
}

/** The wallet's amount from the rows of `lockStatement`. */
export function lockedAmount(rows: readonly { amount: number | null }[]): number {
  if (!rows[0]) throw new ApiError('BillingServiceError', 'No such balance');
  return rows[0].amount ?? 0;
}

export interface Movement {
  /** Signed, minor units. */
  amount: number;
  kind: LedgerTable['kind'];
  idempotencyKey: string;
  reference: Record<string, unknown>;
}

/** Moves money on the locked wallet; a debit beyond the balance is BillingTransactionDeclined. Answers the new balance. */
export async function move(trx: Transaction<DB>, launch: Launch, m: Movement): Promise<number> {
  if (launch.accountId === null) {
    const row = await trx
      .updateTable('game_launches')
      .set({ demo_balance: sql<number>`demo_balance + ${m.amount}` })
      .where('id', '=', launch.id)
      .where(sql<boolean>`demo_balance + ${m.amount} >= 0`)
      .returning('demo_balance')
      .executeTakeFirst();
    if (!row) throw new ApiError('BillingTransactionDeclined', 'Insufficient funds');
    return row.demo_balance ?? 0;
  }
  const posted = await post(trx, {
    accountId: launch.accountId,
    balanceKind: balanceKindOf(launch),
    kind: m.kind,
    amount: m.amount,
    idempotencyKey: m.idempotencyKey,
    reference: m.reference,
  });
  return posted.balanceAfter;
}

/** Which bonus money a real-money launch may also play with: the sportsbook's betting bonus, else the casino bonus. */
export const bonusKindOf = (launch: Pick<Launch, 'game'>): BonusKind => (kindOf(launch.game) === 'sportsbook' ? 'betting' : 'casino');

/** The wallet's amount now, minor units (no lock); real money counts the bonus money the game may use. */
export async function balanceNow(db: Kysely<DB>, launch: Launch): Promise<number> {
  if (launch.mode === 'real' && launch.accountId !== null) return playable(db, launch.accountId, bonusKindOf(launch));
  if (launch.accountId === null) {
    const row = await db.selectFrom('game_launches').select('demo_balance').where('id', '=', launch.id).executeTakeFirst();
    return row?.demo_balance ?? 0;
  }
  const row = await db
    .selectFrom('balances')
    .select('amount')
    .where('account_id', '=', launch.accountId)
    .where('kind', '=', balanceKindOf(launch))
    .executeTakeFirst();
  return row?.amount ?? 0;
}
