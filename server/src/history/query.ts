import { sql, type Kysely } from 'kysely';
import type { GameRound, HistoryTotal } from '@casino/contract/schemas';
import type { DB, GameMode } from '../db/schema';
import { money } from '../domains/wallet';

export type HistoryMoney = GameRound['money'];
export type HistoryStatus = GameRound['status'];

/** One entry of the bet history as both kinds are read: a casino round or a sportsbook slip. */
export interface HistoryRow {
  kind: 'round' | 'sportsbook';
  ref_id: number;
  round_key: string;
  game_id: number;
  mode: GameMode;
  money: HistoryMoney;
  status: HistoryStatus;
  currency: string;
  bet: number;
  win: number;
  /** Combined decimal odds × 100 of a slip; null for rounds. */
  odds: number | null;
  created_at: Date;
}

export interface HistoryFilters {
  /** Unix seconds, both ends included. */
  from?: number | undefined;
  to?: number | undefined;
  sysname?: string | undefined;
  mode?: GameMode | undefined;
  money?: HistoryMoney | undefined;
}

/**
 * What paid a stake, from the balance its ledger entry debited (main: real, fun: demo, a bonus
 * balance: bonus); a guest's demo round has no entry.
 */
const moneyOf = (balanceKind: ReturnType<typeof sql.ref>, mode: ReturnType<typeof sql.ref>) =>
  sql`case coalesce(${balanceKind}, case ${mode} when 'real' then 'main' else 'fun' end)
    when 'main' then 'real' when 'fun' then 'demo' else 'bonus' end`;

/**
 * The player's rounds and slips as one table `h` (HistoryRow), the time range applied inside each
 * part so the (account, time) indexes serve it.
 */
export function historySource(accountId: number, range: Pick<HistoryFilters, 'from' | 'to'> = {}) {
  const time = (column: string) => {
    const parts = [];
    if (range.from !== undefined) parts.push(sql`and ${sql.ref(column)} >= to_timestamp(${range.from})`);
    if (range.to !== undefined) parts.push(sql`and ${sql.ref(column)} < to_timestamp(${range.to + 1})`);
    return sql.join(parts, sql` `);
  };
  return sql<HistoryRow>`(
    select 'round'::text as kind, r.id as ref_id, r.round_id as round_key, r.game_id, r.mode,
      ${moneyOf(sql.ref('l.balance_kind'), sql.ref('r.mode'))} as money,
      'settled'::text as status, r.currency, r.bet, r.win, null::integer as odds, r.created_at
    from game_rounds r
    left join ledger l on l.account_id = r.account_id and l.idempotency_key = 'round:' || r.round_id || ':bet'
    where r.account_id = ${accountId} ${time('r.created_at')}
    union all
    select 'sportsbook'::text, b.id, b.bet_key, gl.game_id, b.mode,
      ${moneyOf(sql.ref('l.balance_kind'), sql.ref('b.mode'))},
      b.status, b.currency, b.stake, b.payout, b.odds, b.created_at
    from sportsbook_bets b
    join game_launches gl on gl.id = b.launch_id
    left join ledger l on l.account_id = b.account_id and l.idempotency_key = 'sportsbook:' || b.bet_key || ':stake'
    where b.account_id = ${accountId} ${time('b.created_at')}
  )`.as('h');
}

/** The filtered history joined to its games; `paged()` and the totals start from here. */
export function filteredHistory(db: Kysely<DB>, accountId: number, filters: HistoryFilters) {
  let q = db.selectFrom(historySource(accountId, filters)).innerJoin('games as g', 'g.id', 'h.game_id');
  if (filters.sysname) q = q.where('g.sysname', '=', filters.sysname);
  if (filters.mode) q = q.where('h.mode', '=', filters.mode);
  if (filters.money) q = q.where('h.money', '=', filters.money);
  return q;
}

export const historyId = (row: Pick<HistoryRow, 'kind' | 'ref_id'>) => `${row.kind === 'round' ? 'r' : 's'}${row.ref_id}`;
const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

export function historyItem(row: HistoryRow & { sysname: string; name: string }): GameRound {
  return {
    id: historyId(row),
    kind: row.kind,
    round_id: row.round_key,
    game: { sysname: row.sysname, name: row.name },
    mode: row.mode,
    money: row.money,
    status: row.status,
    bet: money(row.bet, row.currency),
    win: money(row.win, row.currency),
    odds: row.odds === null ? null : row.odds / 100,
    created_at: unix(row.created_at),
  };
}

const MONEY_ORDER: Record<HistoryMoney, number> = { real: 0, bonus: 1, demo: 2 };

/** Staked, won and net of the whole filtered history, per kind of money and currency. */
export async function historyTotals(db: Kysely<DB>, accountId: number, filters: HistoryFilters): Promise<HistoryTotal[]> {
  const rows = await filteredHistory(db, accountId, filters)
    .select([
      'h.money',
      'h.currency',
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(h.bet), 0)`.as('bet'),
      sql<string>`coalesce(sum(h.win), 0)`.as('won'),
    ])
    .groupBy(['h.money', 'h.currency'])
    .execute();
  return rows
    .map((r) => {
      const bet = Number(r.bet);
      const won = Number(r.won);
      return {
        money: r.money,
        currency: r.currency,
        count: Number(r.n),
        bet: money(bet, r.currency),
        won: money(won, r.currency),
        net: money(won - bet, r.currency),
      };
    })
    .sort((a, b) => MONEY_ORDER[a.money] - MONEY_ORDER[b.money] || a.currency.localeCompare(b.currency));
}

/** Games the player has rounds or slips in, by name: the choices of the game filter. */
export async function historyGames(db: Kysely<DB>, accountId: number, limit = 200): Promise<{ sysname: string; name: string }[]> {
  return db
    .selectFrom('games as g')
    .select(['g.sysname', 'g.name'])
    .where((eb) =>
      eb.or([
        eb('g.id', 'in', eb.selectFrom('game_rounds').select('game_id').where('account_id', '=', accountId)),
        eb(
          'g.id',
          'in',
          eb
            .selectFrom('sportsbook_bets as b')
            .innerJoin('game_launches as gl', 'gl.id', 'b.launch_id')
            .select('gl.game_id')
            .where('b.account_id', '=', accountId),
        ),
      ]),
    )
    .orderBy('g.name')
    .orderBy('g.sysname')
    .limit(limit)
    .execute();
}
