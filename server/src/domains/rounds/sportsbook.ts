import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ApiError, type Money } from '@casino/contract';
import type { DB, SportsbookBetsTable, SportsbookPick, SportsbookSelection } from '../../db/schema';
import { json } from '../../db/sql';
import { money } from '../wallet';
import { fieldError } from '../../api/errors';
import { secureRandom, type Random } from '../../providers/games/engines';
import type { Launch } from './launch';
import { stakeLimits } from '../catalogue';
import { balanceNow, lock, lockForStake, move } from './wallet';
import { bonusIsolation, countWagering, payWin, takeStake, type StakeParts } from '../bonuses';
import { accruePoints } from '../loyalty';
import { shareOf, sportsbookExposure, wageringRules } from '../bonuses';

/**
 * The demo sportsbook: a rolling card of events that start a few minutes from now and settle
 * shortly after, bet slips of one event (single) or several (accumulator, odds multiplied),
 * settled by a timer when the events finish or at once by an admin call.
 */
export const OPEN_EVENTS = 8;
export const MAX_SELECTIONS = 8;
const MINUTE = 60_000;

const CARD: Record<'football' | 'tennis' | 'basketball' | 'hockey', { league: string; sides: string[]; draw: boolean }> = {
  football: { league: 'Super League', sides: ['Pakhtakor', 'Navbahor', 'Nasaf', 'Bunyodkor', 'Lokomotiv', 'AGMK', 'Surkhon', 'Neftchi'], draw: true },
  tennis: { league: 'Tashkent Open', sides: ['Istomin', 'Fayziev', 'Sultanov', 'Khodjaev', 'Rakhimova', 'Karimova'], draw: false },
  basketball: { league: 'Silk Road Cup', sides: ['Samarkand Lions', 'Bukhara Falcons', 'Khiva Stars', 'Fergana Hawks'], draw: false },
  hockey: { league: 'Ice Cup', sides: ['Humo', 'Binokor', 'Semurg', 'Aktepa'], draw: true },
};
const SPORTS = Object.keys(CARD) as (keyof typeof CARD)[];

/** Decimal odds × 100 from win chances, with a 6 % margin; never below 1.05. */
export function oddsFrom(chances: Partial<Record<SportsbookPick, number>>): Partial<Record<SportsbookPick, number>> {
  const out: Partial<Record<SportsbookPick, number>> = {};
  for (const [pick, p] of Object.entries(chances) as [SportsbookPick, number][]) out[pick] = Math.max(105, Math.floor(100 / (p * 1.06)));
  return out;
}

/** A result drawn from the chances the odds imply (margin removed). */
export function drawResult(odds: Partial<Record<SportsbookPick, number>>, random: Random): SportsbookPick {
  const entries = Object.entries(odds) as [SportsbookPick, number][];
  const weights = entries.map(([, o]) => 1 / o);
  const total = weights.reduce((a, b) => a + b, 0);
  let x = random() * total;
  for (let i = 0; i < entries.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return entries[i]![0];
  }
  return entries[entries.length - 1]![0];
}

/** Combined odds of an accumulator (× 100), rounded down. */
export const combinedOdds = (odds: readonly number[]): number => Math.floor(odds.reduce((acc, o) => (acc * o) / 100, 100));

/** Tops the card up to OPEN_EVENTS events, each starting a few minutes after the last. */
export async function ensureEvents(db: Kysely<DB>, random: Random = secureRandom): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(72347121)`.execute(trx);
    // Only events still to start take bets: a started one waits for its settlement and does not count.
    const open = await trx
      .selectFrom('sportsbook_events')
      .select(['starts_at'])
      .where('status', '=', 'open')
      .where('starts_at', '>', sql<Date>`now()`)
      .orderBy('starts_at', 'desc')
      .execute();
    const missing = OPEN_EVENTS - open.length;
    if (missing <= 0) return;
    let start = Math.max(Date.now(), open[0] ? new Date(open[0].starts_at).getTime() : 0);
    const rows = [];
    for (let i = 0; i < missing; i++) {
      start += (2 + Math.floor(random() * 3)) * MINUTE;
      const sport = SPORTS[Math.floor(random() * SPORTS.length)]!;
      const card = CARD[sport];
      const home = card.sides[Math.floor(random() * card.sides.length)]!;
      let away = card.sides[Math.floor(random() * card.sides.length)]!;
      if (away === home) away = card.sides[(card.sides.indexOf(home) + 1) % card.sides.length]!;
      const strength = 0.3 + random() * 0.4;
      const draw = card.draw ? 0.22 : 0;
      const chances = card.draw ? { home: (1 - draw) * strength, draw, away: (1 - draw) * (1 - strength) } : { home: strength, away: 1 - strength };
      rows.push({
        sport,
        league: card.league,
        home,
        away,
        starts_at: new Date(start),
        odds: json(oddsFrom(chances)),
        settles_at: new Date(start + 3 * MINUTE),
      });
    }
    await trx.insertInto('sportsbook_events').values(rows).execute();
  });
}

export interface EventView {
  id: number;
  sport: string;
  league: string;
  home: string;
  away: string;
  starts_at: number;
  odds: Partial<Record<SportsbookPick, number>>;
}

export async function listEvents(db: Kysely<DB>): Promise<EventView[]> {
  const rows = await db
    .selectFrom('sportsbook_events')
    .select(['id', 'sport', 'league', 'home', 'away', 'starts_at', 'odds'])
    .where('status', '=', 'open')
    // A started event is closed for bets until it settles: it is not offered.
    .where('starts_at', '>', sql<Date>`now()`)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.map((e) => ({ ...e, starts_at: Math.floor(new Date(e.starts_at).getTime() / 1000) }));
}

export interface BetView {
  id: number;
  stake: Money;
  odds: number;
  potential_win: Money;
  payout: Money;
  status: 'open' | 'won' | 'lost';
  selections: (SportsbookSelection & { home: string; away: string; result: SportsbookPick | null })[];
  created_at: number;
}

/** The bets of the launch's player (or of the guest's launch), newest first. */
export async function listBets(db: Kysely<DB>, launch: Launch, limit = 20): Promise<BetView[]> {
  let q = db.selectFrom('sportsbook_bets').selectAll().where('mode', '=', launch.mode);
  q = launch.accountId === null ? q.where('launch_id', '=', launch.id) : q.where('account_id', '=', launch.accountId);
  const bets = await q.orderBy('id', 'desc').limit(limit).execute();
  const ids = [...new Set(bets.flatMap((b) => b.selections.map((s) => s.event_id)))];
  const events = ids.length ? await db.selectFrom('sportsbook_events').select(['id', 'home', 'away', 'result']).where('id', 'in', ids).execute() : [];
  return bets.map((b) => ({
    id: b.id,
    stake: money(b.stake, b.currency),
    odds: b.odds,
    potential_win: money(Math.floor((b.stake * b.odds) / 100), b.currency),
    payout: money(b.payout, b.currency),
    status: b.status,
    selections: b.selections.map((s) => {
      const e = events.find((x) => x.id === s.event_id);
      return { ...s, home: e?.home ?? '', away: e?.away ?? '', result: e?.result ?? null };
    }),
    created_at: Math.floor(new Date(b.created_at).getTime() / 1000),
  }));
}

export interface SlipInput {
  bet_key?: unknown;
  stake?: unknown;
  selections?: unknown;
}

const PICKS = new Set<SportsbookPick>(['home', 'draw', 'away']);

/**
 * Places a bet slip: every selection on a different open event that has not started, the stake
 * within the limits and the balance; the stake is debited in the same transaction. The slip's
 * key makes a repeat answer the first bet.
 */
export async function placeBet(db: Kysely<DB>, launch: Launch, input: SlipInput): Promise<{ bet: BetView; balance: Money }> {
  const key = typeof input.bet_key === 'string' ? input.bet_key : '';
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) throw fieldError('bet_key', 'Field regex');
  const limits = stakeLimits(launch.currency);
  const stake = input.stake;
  if (typeof stake !== 'number' || !Number.isSafeInteger(stake)) throw fieldError('stake', 'Wrong value');
  if (stake < limits.min) throw fieldError('stake', `Min value is ${limits.min}`);
  if (stake > limits.max) throw fieldError('stake', `Max value is ${limits.max}`);
  const raw = Array.isArray(input.selections) ? (input.selections as Array<{ event_id?: unknown; pick?: unknown }>) : [];
  if (raw.length === 0 || raw.length > MAX_SELECTIONS) throw fieldError('selections', 'Wrong value');
  const picks = raw.map((s) => ({ event_id: Number(s?.event_id), pick: s?.pick as SportsbookPick }));
  if (picks.some((s) => !Number.isSafeInteger(s.event_id) || !PICKS.has(s.pick))) throw fieldError('selections', 'Wrong value');
  if (new Set(picks.map((s) => s.event_id)).size !== picks.length) throw fieldError('selections', 'One selection per event');

  const id = await db.transaction().execute(async (trx) => {
    await lockForStake(trx, launch);
    const existing = await trx.selectFrom('sportsbook_bets').select(['id', 'launch_id', 'account_id']).where('bet_key', '=', key).executeTakeFirst();
    if (existing) {
      const mine = existing.launch_id === launch.id || (launch.accountId !== null && existing.account_id === launch.accountId);
      if (!mine) throw fieldError('bet_key', 'Bet key is taken');
      return existing.id;
    }
    const events = await trx
      .selectFrom('sportsbook_events')
      .select(['id', 'odds', 'status', 'starts_at'])
      .where(
        'id',
        'in',
        picks.map((s) => s.event_id),
      )
      .execute();
    const selections: SportsbookSelection[] = picks.map((s) => {
      const e = events.find((x) => x.id === s.event_id);
      const odds = e?.odds[s.pick];
      if (!e || e.status !== 'open' || new Date(e.starts_at).getTime() <= Date.now() || !odds) {
        throw new ApiError('InvalidParameter', 'The event is closed for bets', { selections: 'Event closed' });
      }
      return { event_id: s.event_id, pick: s.pick, odds };
    });
    const reference = { game: launch.game.sysname, bet_key: key, mode: launch.mode };
    if (launch.mode === 'real' && launch.accountId !== null) {
      // Real money: main and betting bonus money; the stake counts toward the betting bonus's wagering when settled (`settleBets`).
      const isolation = await bonusIsolation(trx);
      await takeStake(trx, { accountId: launch.accountId, kind: 'betting', stake, key: `sportsbook:${key}:stake`, reference, isolation });
    } else {
      await move(trx, launch, { amount: -stake, kind: 'bet', idempotencyKey: `sportsbook:${key}:stake`, reference });
    }
    const row = await trx
      .insertInto('sportsbook_bets')
      .values({
        bet_key: key,
        launch_id: launch.id,
        account_id: launch.accountId,
        mode: launch.mode,
        currency: launch.currency,
        stake,
        odds: combinedOdds(selections.map((s) => s.odds)),
        selections: json(selections),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
  const [bet] = (await listBets(db, launch, 50)).filter((b) => b.id === id);
  if (!bet) throw new ApiError('InternalServerError', 'Bet not found');
  return { bet, balance: money(await balanceNow(db, launch), launch.currency) };
}

/** Settles one event (with the given result, else a drawn one) and every bet it completes. */
export async function settleEvent(db: Kysely<DB>, eventId: number, result?: SportsbookPick, random: Random = secureRandom): Promise<boolean> {
  const settled = await db.transaction().execute(async (trx) => {
    const event = await trx.selectFrom('sportsbook_events').select(['id', 'odds', 'status']).where('id', '=', eventId).forUpdate().executeTakeFirst();
    if (!event || event.status !== 'open') return false;
    if (result && !(result in event.odds)) throw fieldError('result', 'Wrong value');
    await trx
      .updateTable('sportsbook_events')
      .set({ status: 'settled', result: result ?? drawResult(event.odds, random), settled_at: sql`now()` })
      .where('id', '=', eventId)
      .execute();
    return true;
  });
  if (settled) await settleBets(db);
  return settled;
}

/** Settles the events whose time has come, then the bets they complete. */
export async function settleDue(db: Kysely<DB>, random: Random = secureRandom): Promise<number> {
  const due = await db
    .selectFrom('sportsbook_events')
    .select('id')
    .where('status', '=', 'open')
    .where('settles_at', '<=', sql<Date>`now()`)
    .orderBy('settles_at')
    .limit(50)
    .execute();
  let n = 0;
  for (const e of due) if (await settleEvent(db, e.id, undefined, random)) n++;
  if (n === 0) await settleBets(db);
  return n;
}

/** Open bets whose events are all settled: won ones are paid (idempotently), lost ones closed. */
async function settleBets(db: Kysely<DB>): Promise<void> {
  const open = await db.selectFrom('sportsbook_bets').select(['id', 'selections']).where('status', '=', 'open').orderBy('id').limit(500).execute();
  if (!open.length) return;
  const ids = [...new Set(open.flatMap((b) => b.selections.map((s) => s.event_id)))];
  const events = await db.selectFrom('sportsbook_events').select(['id', 'result']).where('id', 'in', ids).where('status', '=', 'settled').execute();
  const results = new Map(events.map((e) => [e.id, e.result]));
  for (const bet of open) {
    if (!bet.selections.every((s) => results.has(s.event_id))) continue;
    const won = bet.selections.every((s) => results.get(s.event_id) === s.pick);
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('sportsbook_bets')
        .selectAll()
        .where('id', '=', bet.id)
        .where('status', '=', 'open')
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return;
      let payout = won ? Math.floor((row.stake * row.odds) / 100) : 0;
      const real = row.mode === 'real' && row.account_id !== null;
      const launch = { id: row.launch_id, accountId: row.account_id, mode: row.mode } as Launch;
      // A real-money bet may count toward wagering whether won or lost: the wallet is locked first (domains/bonuses/bonuses.ts).
      if (payout > 0 || real) await lock(trx, launch);
      const parts = real ? await stakeParts(trx, row.account_id as number, `sportsbook:${row.bet_key}:stake`) : null;
      if (payout > 0) {
        const key = `sportsbook:${row.bet_key}:payout`;
        const reference = { bet_id: row.id, mode: row.mode };
        if (parts) {
          // Paid like the stake was taken: its bonus part back as bonus money while that bonus lasts.
          payout = await payWin(trx, { accountId: row.account_id as number, kind: 'betting', win: payout, stake: row.stake, parts, key, reference });
        } else {
          await move(trx, launch, { amount: payout, kind: 'win', idempotencyKey: key, reference });
        }
      }
      if (parts && parts.bonusId !== null) {
        const isolation = await bonusIsolation(trx);
        await countWagering(trx, {
          accountId: row.account_id as number,
          kind: 'betting',
          stake: row.stake,
          parts,
          isolation,
          gameType: 'sportsbook',
          exposure: await settledExposure(trx, row),
        });
      }
      await trx
        .updateTable('sportsbook_bets')
        .set({ status: won ? 'won' : 'lost', payout, settled_at: sql`now()` })
        .where('id', '=', row.id)
        .execute();
      if (row.mode === 'real' && row.account_id !== null) {
        await accruePoints(trx, {
          accountId: row.account_id,
          gameType: 'sportsbook',
          stake: row.stake,
          currency: row.currency,
          kind: 'sportsbook',
          key: String(row.bet_key),
        });
      }
    });
  }
}

/**
 * What a settled real-money bet counts toward wagering before its percentage (domains/bonuses/wagering.ts):
 * nothing below the operator's lowest price; else its share of the net exposure of all the
 * player's real-money bets on the same events (backing each outcome of an event, they cover each
 * other), by stake. Every bet on those events is placed by now: they settle after they start.
 */
async function settledExposure(trx: Transaction<DB>, bet: Selectable<SportsbookBetsTable>): Promise<number> {
  const rules = await wageringRules(trx);
  if (bet.odds < rules.minOdds) return 0;
  const events = [...new Set(bet.selections.map((s) => s.event_id))].sort((a, b) => a - b);
  const sameEvents = (selections: readonly SportsbookSelection[]) => {
    const ids = [...new Set(selections.map((s) => s.event_id))].sort((a, b) => a - b);
    return ids.length === events.length && ids.every((id, i) => id === events[i]);
  };
  const group = (
    await trx
      .selectFrom('sportsbook_bets')
      .select(['stake', 'odds', 'selections'])
      .where('account_id', '=', bet.account_id)
      .where('mode', '=', 'real')
      .where(sql<boolean>`selections @> ${json([{ event_id: events[0] }])}::jsonb`)
      .execute()
  ).filter((b) => sameEvents(b.selections));
  const odds = await trx.selectFrom('sportsbook_events').select(['id', 'odds']).where('id', 'in', events).execute();
  const results = new Map(odds.map((e) => [e.id, Object.keys(e.odds) as SportsbookPick[]]));
  const groupStake = group.reduce((sum, b) => sum + b.stake, 0);
  return shareOf(bet.stake, groupStake, sportsbookExposure(group, results));
}

/** How a real-money bet's stake was paid, read back from its ledger entries (main part, bonus part). */
async function stakeParts(trx: Transaction<DB>, accountId: number, key: string): Promise<StakeParts> {
  const rows = await trx
    .selectFrom('ledger')
    .select(['idempotency_key', 'amount', 'reference'])
    .where('account_id', '=', accountId)
    .where('idempotency_key', 'in', [key, `${key}:bonus`])
    .execute();
  const main = rows.find((r) => r.idempotency_key === key);
  const bonus = rows.find((r) => r.idempotency_key === `${key}:bonus`);
  // The bonus active when the stake was taken, named on either part (domains/bonuses/bonuses.ts `takeStake`).
  const bonusId = ((bonus ?? main)?.reference as { bonus_id?: unknown } | undefined)?.bonus_id;
  return { main: -(main?.amount ?? 0), bonus: -(bonus?.amount ?? 0), bonusId: typeof bonusId === 'number' ? bonusId : null };
}
