import { sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { ApiError } from '@casino/contract';
import type { BonusKind, DB, LedgerTable } from '../../db/schema';
import { balanceLockStatement, move as moveMoney } from '../wallet';
import { playable } from '../bonuses';
import { kindOf } from '../../providers/games/engines';
import { balanceKindOf, type Launch } from './launch';

/**
 * Where a launch's money lives: a player's main balance (real money) or fun balance (demo),
 * or for a guest's demo the launch row itself. Every change happens inside the caller's
 * transaction after `lock`, so rounds of one wallet run one at a time.
 */

/** Locks the wallet of the launch (row lock) and answers its amount in minor units. */
export async function lock(trx: Transaction<DB>, launch: Launch): Promise<number> {
  return lockedAmount((await trx.executeQuery(lockStatement(trx, launch))).rows);
}

/**
 * `lock` before a new stake: a real-money launch whose currency is not its wallet's is refused
 * (`lockedAmount` with the launch). Settling what was staked before uses `lock`.
 */
export async function lockForStake(trx: Transaction<DB>, launch: Launch): Promise<number> {
  return lockedAmount((await trx.executeQuery(lockStatement(trx, launch))).rows, launch);
}

/** A wallet's row as `lockStatement` reads it: a player's balance also says its currency. */
export interface LockedWallet {
  amount: number | null;
  currency?: string;
}

/**
 * The statement of `lock`, to run with others (`pipelined`); `lockedAmount` reads its rows. A
 * player's wallet is a balance row, locked by the wallet's statement (`balanceLockStatement`); a
 * guest's demo is the launch row.
 */
export function lockStatement(trx: Transaction<DB>, launch: Pick<Launch, 'id' | 'accountId' | 'mode'>): CompiledQuery<LockedWallet> {
  if (launch.accountId === null) {
    return trx.selectFrom('game_launches').select('demo_balance as amount').where('id', '=', launch.id).forUpdate().compile();
  }
  return balanceLockStatement(trx, launch.accountId, balanceKindOf(launch));
}

/**
 * The wallet's amount from the rows of `lockStatement`. Given the launch, a real-money launch in
 * another currency than its wallet's is refused (Authorization, as an expired launch: the page
 * asks for a fresh one): its stakes would be limited, and their points and jackpot shares counted,
 * in the wrong unit. A currency switch refuses while a real-money launch lives, and a launch opens
 * under the switch's lock (`createLaunch`), so this holds off only what slipped past them.
 */
export function lockedAmount(rows: readonly LockedWallet[], launch?: Pick<Launch, 'mode' | 'accountId' | 'currency'>): number {
  const row = rows[0];
  if (!row) throw new ApiError('BillingServiceError', 'No such balance');
  if (launch && launch.mode === 'real' && launch.accountId !== null && row.currency !== launch.currency)
    throw new ApiError('Authorization', LAUNCH_CURRENCY_CHANGED);
  return row.amount ?? 0;
}

export const LAUNCH_CURRENCY_CHANGED = 'The launch is in another currency than the wallet: open the game again';

/** As of the statement, the real-money wallet of the launch is in the launch's currency (the one-trip round's condition). */
export const walletInLaunchCurrency = (launch: Pick<Launch, 'accountId' | 'currency'>) =>
  sql<boolean>`exists (select 1 from balances where account_id = ${launch.accountId}::bigint and kind = ${balanceKindOf({ mode: 'real' })} and currency = ${launch.currency}::text)`;

export interface Movement {
  /** Signed, minor units. */
  amount: number;
  kind: LedgerTable['kind'];
  idempotencyKey: string;
  reference: Record<string, unknown>;
}

/** Moves money on the wallet locked by `lock` (through the wallet's `move`); a debit beyond the balance is BillingTransactionDeclined. Answers the new balance. */
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
  // The wallet's row is held by `lock` (the caller's first lock): one statement, no lock again.
  const balance = { accountId: launch.accountId, balanceKind: balanceKindOf(launch) };
  const [posted] = await moveMoney(trx, [{ ...balance, kind: m.kind, amount: m.amount, idempotencyKey: m.idempotencyKey, reference: m.reference }], {
    locked: [balance],
  });
  return posted!.balanceAfter;
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
