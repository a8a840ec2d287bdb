/**
 * Free spin packs (spec §3, §7 freespins.get): a number of spins of one slot at a fixed stake,
 * paid by the casino. The demo game provider plays them before any paid spin of that slot (see
 * domains/rounds/rounds.ts): nothing is debited, and every win is bonus money under the pack's
 * own bonus record (wagering `wager` × the wins, by stakes made after each win: domains/bonuses/bonuses.ts
 * `countWagering` never lets the wagering run ahead of what was won). That record starts active when no other casino
 * bonus is; then each win is credited at once (ledger `freespin_win`). Otherwise the wins gather
 * on the record and are credited when the player activates it.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, FreespinPacksTable, Localised, BonusSource } from '../../db/schema';
import { json } from '../../db/sql';
import { move } from '../wallet';
import { notifyPlayer } from '../../notifications/store';
import { grantBonus, packDone, type BonusRow } from './bonuses';

export type PackRow = Selectable<FreespinPacksTable>;
type Trx = Transaction<DB>;

export interface PackGrant {
  accountId: number;
  gameId: number;
  gameSysname: string;
  count: number;
  /** Minor units of `currency`, per spin. */
  stake: number;
  currency: string;
  wager: number;
  days: number;
  source: BonusSource;
  offerId?: number | null;
  description: Localised<Record<string, string>>;
}

/** Gives a pack and its bonus record (main balance locked by the caller). */
export async function grantFreespins(trx: Trx, g: PackGrant): Promise<{ pack: PackRow; bonus: BonusRow }> {
  const days = Math.min(Math.max(Math.round(g.days), 1), 365);
  const pack = await trx
    .insertInto('freespin_packs')
    .values({
      account_id: g.accountId,
      game_id: g.gameId,
      source: g.source,
      offer_id: g.offerId ?? null,
      count: g.count,
      remaining: g.count,
      stake: g.stake,
      currency: g.currency,
      description: json(g.description),
      expires_at: sql<Date>`now() + make_interval(days => ${days})`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const active = await trx
    .selectFrom('bonuses')
    .select('id')
    .where('account_id', '=', g.accountId)
    .where('kind', '=', 'casino')
    .where('status', '=', 'active')
    .executeTakeFirst();
  const bonus = await grantBonus(trx, {
    accountId: g.accountId,
    kind: 'casino',
    source: g.source,
    amount: 0,
    currency: g.currency,
    wager: g.wager,
    // The wins of the last spins get as long to be wagered as the pack had to be played.
    days: days * 2,
    description: g.description,
    offerId: g.offerId ?? null,
    freespinPackId: pack.id,
    status: active ? 'available' : 'active',
  });
  await notifyPlayer(trx, g.accountId, 'freespins.credited', { id: pack.id, count: g.count, game: g.gameSysname });
  return { pack, bonus };
}

/** The packs a spin of the slot may play from (`f`: freespin_packs). */
const packForSpinWhere = (accountId: number | null, gameId: number) =>
  sql<boolean>`${accountId !== null}::boolean and f.account_id = ${accountId} and f.game_id = ${gameId} and f.status = 'active' and f.remaining > 0 and f.expires_at > now()`;

/**
 * The pack the next spin of this slot plays from, locked: the one expiring first (main balance
 * locked by the caller). A JSON subquery, read with the round's other reads (no account: none).
 */
export const packForSpinJson = (accountId: number | null, gameId: number) => sql<PackRow | null>`
  select to_jsonb(f) from freespin_packs f where ${packForSpinWhere(accountId, gameId)}
  order by f.expires_at, f.id limit 1 for update`;

/** Whether a spin of this slot would play from a pack (`packForSpinJson` finds one), as an SQL condition. */
export const packForSpinExists = (accountId: number, gameId: number) =>
  sql<boolean>`exists (select 1 from freespin_packs f where ${packForSpinWhere(accountId, gameId)})`;

/**
 * Spends one spin of the pack and books its win on the pack's bonus: credited now (ledger
 * `freespin_win`, keyed by the round) when that bonus is active, else gathered on it. The last
 * spin finishes the pack, and its bonus converts when already wagered (or ends if nothing was won).
 */
export async function spendFreespin(trx: Trx, pack: PackRow, win: number, roundId: string, reference: Record<string, unknown>): Promise<{ remaining: number }> {
  const remaining = pack.remaining - 1;
  await trx
    .updateTable('freespin_packs')
    .set({ remaining, status: remaining === 0 ? 'finished' : 'active', updated_at: sql`now()` })
    .where('id', '=', pack.id)
    .execute();
  const bonus = await trx.selectFrom('bonuses').selectAll().where('freespin_pack_id', '=', pack.id).forUpdate().executeTakeFirst();
  if (bonus && win > 0 && (bonus.status === 'active' || bonus.status === 'available')) {
    await trx
      .updateTable('bonuses')
      .set({ amount: sql<number>`amount + ${win}`, updated_at: sql`now()` })
      .where('id', '=', bonus.id)
      .execute();
    if (bonus.status === 'active') {
      // The main row is held by the game wallet's lock; the bonus balance is locked after it.
      await move(
        trx,
        [
          {
            accountId: pack.account_id,
            balanceKind: 'bonus',
            kind: 'freespin_win',
            amount: win,
            currency: pack.currency,
            idempotencyKey: `round:${roundId}:freespin_win`,
            reference: { ...reference, bonus_id: bonus.id, freespin_pack_id: pack.id },
          },
        ],
        { locked: [{ accountId: pack.account_id, balanceKind: 'main' }] },
      );
    }
  }
  if (remaining === 0 && bonus) {
    const fresh = await trx.selectFrom('bonuses').selectAll().where('id', '=', bonus.id).executeTakeFirstOrThrow();
    await packDone(trx, fresh);
  }
  return { remaining };
}

/** Spins left of the player's running packs of a game (for the game page). */
export async function spinsLeft(db: Trx | Kysely<DB>, accountId: number, gameId: number): Promise<{ remaining: number; stake: number } | null> {
  const row = await db
    .selectFrom('freespin_packs')
    .select([sql<string>`coalesce(sum(remaining), 0)`.as('remaining'), sql<string>`min(stake)`.as('stake')])
    .where('account_id', '=', accountId)
    .where('game_id', '=', gameId)
    .where('status', '=', 'active')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  const remaining = Number(row?.remaining ?? 0);
  return remaining > 0 ? { remaining, stake: Number(row?.stake ?? 0) } : null;
}
