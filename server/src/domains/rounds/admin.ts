import { sql, type Kysely } from 'kysely';
import { ApiError, type Money } from '@casino/contract';
import type { DB } from '../../db/schema';
import { lockMainBalance, money, move } from '../wallet';
import { DISPLAY_NAME } from '../accounts';
import { takeContributions } from './jackpots';

/** USD cents to minor units of `currency` at the provider's demo rates. */
const USD_PER_UNIT: Record<string, number> = { USD: 1, EUR: 1.08, RUB: 0.011, UZS: 0.000079 };
export const fromUsdCents = (cents: number, currency: string): number => Math.floor(cents / (USD_PER_UNIT[currency] ?? 1));

/**
 * Pays a jackpot to a player (the provider's back office; jackpots drop this way): the amount
 * (the jackpot row's and every contribution fed so far, domains/rounds/jackpots.ts) goes to the player's
 * main balance, the winner is recorded, the jackpot restarts from its seed. One transaction; the
 * winner row's id keys the payment.
 */
export async function awardJackpot(db: Kysely<DB>, sysname: string, accountId: number, gameSysname?: string): Promise<{ winnerId: number; amount: Money }> {
  return db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom('accounts as a')
      .select(['a.id', 'a.currency', 'a.status', DISPLAY_NAME.as('display_name')])
      .where('a.id', '=', accountId)
      .executeTakeFirst();
    if (!account || account.status !== 'active') throw new ApiError('InvalidParameter', 'No such player', { uid: 'Not found' });
    // The player's wallet first, as every round does (rounds lock it, then feed the jackpots): no deadlock.
    await lockMainBalance(trx, account.id);
    const jackpot = await trx
      .selectFrom('jackpots')
      .select(['id', 'amount', 'seed_amount', 'currency', 'games', 'status'])
      .where('sysname', '=', sysname)
      .forUpdate()
      .executeTakeFirst();
    if (!jackpot || jackpot.status !== 'active') throw new ApiError('InvalidParameter', 'No such active jackpot', { jackpot: 'Not found' });
    const game = gameSysname ?? jackpot.games[0] ?? 'jackpot';
    const amount = jackpot.amount + (await takeContributions(trx, jackpot.id));
    const winner = await trx
      .insertInto('jackpot_winners')
      .values({ jackpot_id: jackpot.id, account_id: account.id, display_name: account.display_name, amount, currency: jackpot.currency, game_sysname: game })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paid = account.currency === jackpot.currency ? amount : fromUsdCents(amount, account.currency);
    await move(
      trx,
      [
        {
          accountId: account.id,
          balanceKind: 'main',
          kind: 'win',
          amount: paid,
          idempotencyKey: `jackpot:${jackpot.id}:${winner.id}`,
          reference: { jackpot: sysname, winner: winner.id, game },
        },
      ],
      { locked: [{ accountId: account.id, balanceKind: 'main' }] }, // `lockMainBalance` above
    );
    await trx
      .updateTable('jackpots')
      .set({ amount: jackpot.seed_amount, updated_at: sql`now()` })
      .where('id', '=', jackpot.id)
      .execute();
    return { winnerId: winner.id, amount: money(paid, account.currency) };
  });
}
