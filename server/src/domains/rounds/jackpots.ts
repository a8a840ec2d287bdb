/**
 * Jackpot amounts (migration 089). A real-money round adds its share to one of JACKPOT_SHARDS
 * contribution rows of each jackpot its game feeds, picked at random: concurrent rounds rarely
 * wait on one another, where a single jackpot row made every round of every player queue on its
 * lock until commit. What players see is always the jackpot row's amount plus all its
 * contribution rows, in one statement (one snapshot); an award takes both, so nothing fed is
 * lost or counted twice.
 */
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Trx = Transaction<DB>;

/** Contribution rows per jackpot: enough that two rounds seldom pick the same one. */
export const JACKPOT_SHARDS = 32;

/** A jackpot's amount now (minor units): `j` names the jackpots row of the query. */
export const jackpotAmountOf = (j: string): RawBuilder<number> =>
  sql<number>`(${sql.ref(`${j}.amount`)} + coalesce((select sum(c.amount) from jackpot_contributions c where c.jackpot_id = ${sql.ref(`${j}.id`)}), 0))::bigint`;

/**
 * Adds `share` (minor units of each jackpot's currency) to every active jackpot the game feeds, in
 * the round's transaction. Rows are written in jackpot order, so two rounds on one shard cannot deadlock.
 */
export async function feedJackpots(trx: Trx, gameSysname: string, share: number, shard?: number): Promise<void> {
  const feed = jackpotFeed(gameSysname, share, { shard });
  if (feed) await feed.execute(trx);
}

/**
 * `feedJackpots` as a statement to run on its own or as a `with` part of another (null: nothing to
 * feed); with `when`, it feeds only when that condition of the statement holds.
 */
export function jackpotFeed(
  gameSysname: string,
  share: number,
  options: { shard?: number | undefined; when?: RawBuilder<boolean> } = {},
): RawBuilder<unknown> | null {
  if (!Number.isSafeInteger(share) || share <= 0) return null;
  const shard = options.shard ?? Math.floor(Math.random() * JACKPOT_SHARDS);
  return sql`
    insert into jackpot_contributions (jackpot_id, shard, amount)
    select id, ${shard}::smallint, ${share}::bigint from jackpots where status = 'active' and ${gameSysname}::text = any (games)${options.when ? sql` and ${options.when}` : sql``} order by id
    on conflict (jackpot_id, shard) do update set amount = jackpot_contributions.amount + excluded.amount`;
}

/**
 * Takes what was fed into the jackpot (call with its row locked): its contribution rows are locked,
 * summed and set back to zero. A row first written by a round committed after the lock is not taken:
 * it feeds the restarted jackpot. Answers the sum (minor units).
 */
export async function takeContributions(trx: Trx, jackpotId: number): Promise<number> {
  // In shard order, as rounds written together take them (games/rounds.ts): the two cannot deadlock on these rows.
  const locked = await trx
    .selectFrom('jackpot_contributions')
    .select(['shard', 'amount'])
    .where('jackpot_id', '=', jackpotId)
    .where('amount', '>', 0)
    .orderBy('shard')
    .forUpdate()
    .execute();
  // Locked rows may have grown while waiting: the lock answers their committed amount, and it holds them.
  const taken = locked.filter((r) => Number(r.amount) > 0);
  if (taken.length === 0) return 0;
  await trx
    .updateTable('jackpot_contributions')
    .set({ amount: 0 })
    .where('jackpot_id', '=', jackpotId)
    .where(
      'shard',
      'in',
      taken.map((r) => r.shard),
    )
    .execute();
  return taken.reduce((n, r) => n + Number(r.amount), 0);
}
