import { sql, type CompiledQuery, type RawBuilder, type Transaction } from 'kysely';
import type { Kysely } from 'kysely';
import { ApiError, type Money } from '@casino/contract';
import type { DB } from '../../db/schema';
import { committing, json, pipelined } from '../../db/sql';
import { mainBalancesLockStatement, money, move as moveMoney, movePart, type Posting } from '../wallet';
import { fieldError } from '../../api/errors';
import { ENGINES, kindOf, secureRandom, type Random } from '../../providers/games/engines';
import type { Launch } from './launch';
import { jackpotContribution, stakeLimits, tournamentPoints } from '../catalogue';
import { lockedAmount, lockStatement, move } from './wallet';
import { countWagering, holdMainMoneyStake, isolationSetting, payWin, playableNow, stakeReadColumns, takeStake, type StakeReads } from '../bonuses';
import { packForSpinJson, spendFreespin, type PackRow } from '../bonuses';
import {
  accruePoints,
  afterAccrual,
  levelReached,
  mainProgramJson,
  mainProgramStill,
  pointsAccrual,
  programOfRead,
  type PointsAccrual,
  type ProgramRead,
  type ProgramWithExp,
} from '../loyalty';
import { feedJackpots, JACKPOT_SHARDS, jackpotFeed } from './jackpots';
import { perTurn } from '../../db/per-turn';
import { roundExposure, wageringTypeOf } from '../bonuses';
import { joinedRunningTournaments, roundAllowed, type RoundParams } from './rules/round-allowed';
import { processFastPaths, type FastPaths, type KeptProgram } from '../payments';

export const ROUND_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface RoundAnswer {
  round_id: string;
  stake: Money;
  win: Money;
  outcome: unknown;
  balance: Money;
  /** True when this round id had been played: nothing moved, the first result is answered. */
  repeated: boolean;
  /** A free spin of a pack (nothing was debited): the spins left in it. */
  freespins?: { remaining: number };
}

interface RoundRow {
  round_id: string;
  bet: number;
  win: number;
  outcome: unknown;
  balance_after: number;
  currency: string;
}

const answerOf = (row: RoundRow, repeated: boolean): RoundAnswer => ({
  round_id: row.round_id,
  stake: money(row.bet, row.currency),
  win: money(row.win, row.currency),
  outcome: row.outcome,
  balance: money(row.balance_after, row.currency),
  repeated,
});

/**
 * Plays one round in a single transaction: the wallet is locked, the stake debited (refused
 * with BillingTransactionDeclined beyond the balance, leaving nothing changed), the outcome
 * drawn, the win credited and the round written. Real money also takes casino bonus money and
 * counts toward the active bonus's wagering; a free spin of the player's pack for the slot
 * debits nothing and its win is bonus money. The round id is the idempotency key: the same
 * id again answers the first result and moves nothing. Real-money stakes also earn tournament
 * points and feed the jackpots of the game. A plain real-money round (`roundAllowed`) is tried in
 * one round trip first (`playMainMoneyRound`) unless `paths` (the switch and the kept loyalty
 * programme, this process's by default) says otherwise.
 */
export async function playRound(
  db: Kysely<DB>,
  launch: Launch,
  input: { round_id?: unknown; bet?: unknown },
  random: Random = secureRandom,
  paths: FastPaths = processFastPaths(db),
): Promise<RoundAnswer> {
  const roundId = typeof input.round_id === 'string' ? input.round_id : '';
  if (!ROUND_ID.test(roundId)) throw fieldError('round_id', 'Field regex');
  const kind = kindOf(launch.game);
  if (kind === 'sportsbook') throw new ApiError('InvalidRequest', 'The sportsbook takes bet slips, not rounds');
  if (kind === 'blackjack') throw new ApiError('InvalidRequest', 'Blackjack rounds are dealt and played step by step');
  const engine = ENGINES[kind];
  const parsed = engine.parse(input.bet, stakeLimits(launch.currency));
  if (!parsed.ok) throw fieldError('bet', parsed.message);
  // The outcome of the bet as placed, drawn once: a round that goes on to the full path below plays the same draw.
  let draw: { outcome: unknown; win: number } | undefined;
  const drawBet = () => (draw ??= engine.play(parsed.bet, random));
  if (launch.mode === 'real' && launch.accountId !== null) {
    const played = await playMainMoneyRound(
      db,
      launch,
      { accountId: launch.accountId, roundId, stake: parsed.stake, slot: kind === 'slot', draw: drawBet },
      paths,
    );
    if (played) return played;
  }

  const played = await db.transaction().execute(async (trx): Promise<{ answer: RoundAnswer; late?: LateLevel }> => {
    // The wallet's lock, then in one read after it (a retry of this round id in flight has committed by
    // now): the round, if played, and the operator's bonus isolation setting.
    // A real-money round also reads here what it earns by (loyalty programme, tournaments).
    // A player's free spin pack of this slot is locked here too (played first: the casino pays the stake, domains/bonuses/freespins.ts).
    const player = launch.mode === 'real' ? launch.accountId : null;
    // Then what the stake needs (anything due, the active bonus and the balances, locked: domains/bonuses/bonuses.ts).
    // Both statements go together (`pipelined`): the read still runs after the lock is held.
    const [locked, rows] = await pipelined(
      trx,
      lockStatement(trx, launch),
      sql<RoundReads>`
      select (select to_jsonb(r) from game_rounds r where r.round_id = ${roundId}) as existing, ${isolationSetting()} as isolation, ${effectsColumns(trx, launch, player)},
        (${packForSpinJson(player !== null && kind === 'slot' ? player : null, launch.game.id)}) as pack,
        ${stakeReadColumns(player, 'casino')}`.compile(trx),
    );
    lockedAmount(locked, launch); // a real-money launch in another currency than its wallet's is refused
    const existing = rows[0]?.existing ?? null;
    if (existing) {
      const mine = existing.launch_id === launch.id || (launch.accountId !== null && existing.account_id === launch.accountId);
      if (!mine) throw fieldError('round_id', 'Round id is taken');
      return { answer: answerOf(existing, true) };
    }
    const reference = { game: launch.game.sysname, round: roundId, mode: launch.mode };
    const program = programOfRead(trx, rows[0]?.program ?? null);
    const pack = rows[0]?.pack ?? null;
    let stake = parsed.stake;
    let drawn: { outcome: unknown; win: number };
    let balance: number;
    let freespins: { remaining: number } | undefined;
    const held: Posting[] = [];
    // A real-money stake (not a free spin) feeds the game's jackpots and earns points, written with the round.
    const earning = player !== null && !pack;
    const accrual = earning
      ? pointsAccrual({ accountId: player, gameType: launch.game.type, stake, currency: launch.currency, kind: 'round', key: roundId }, program)
      : null;
    // The rule the one-trip path writes by, over what was read here: a plain round's stake and win are held as that path holds them.
    const plain =
      earning &&
      roundAllowed.holds(
        { launch, accountId: player, roundId, stake, slot: kind === 'slot', accrual },
        {
          played: false,
          walletCurrency: locked[0]?.currency,
          isolation: rows[0]?.isolation === true,
          pack: false,
          tournaments: rows[0]?.tournaments.length ?? 0,
          exp: program?.exp ?? null,
          stake_due: rows[0]?.stake_due ?? true,
          stake_bonus_id: rows[0]?.stake_bonus_id ?? null,
          stake_balances: rows[0]?.stake_balances ?? null,
        },
      );
    if (pack && player !== null) {
      stake = pack.stake;
      drawn = engine.play({ stake }, random);
      freespins = await spendFreespin(trx, pack, drawn.win, roundId, reference);
      balance = 0; // read by the round's insert below
    } else if (plain) {
      // Main money only, counting toward no bonus: the stake and the win are held for the round's insert (`holdMainMoneyStake`).
      drawn = drawBet();
      held.push(
        ...(await holdMainMoneyStake(trx, {
          accountId: player,
          kind: 'casino',
          stake,
          key: `round:${roundId}:bet`,
          reference,
          win: drawn.win,
          winKey: `round:${roundId}:win`,
        })),
      );
      balance = 0; // read by the round's insert below
    } else if (player !== null) {
      // Real money: main and casino bonus money as the operator's isolation setting says (domains/bonuses/bonuses.ts).
      // The main balance's stake and win are held for the round's own insert below: one statement writes them all.
      const isolation = rows[0]?.isolation === true;
      const parts = await takeStake(trx, { accountId: player, kind: 'casino', stake, key: `round:${roundId}:bet`, reference, isolation, held }, rows[0]);
      drawn = drawBet();
      await payWin(trx, { accountId: player, kind: 'casino', win: drawn.win, stake, parts, key: `round:${roundId}:win`, reference, held });
      if (parts.bonusId !== null) {
        // Wagering may convert the bonus onto the main balance: the stake and the win are written before it.
        await moveMoney(trx, held.splice(0), { locked: [{ accountId: player, balanceKind: 'main' }] });
        await countWagering(trx, {
          accountId: player,
          kind: 'casino',
          stake,
          parts,
          isolation,
          gameType: wageringTypeOf(launch.game.type),
          exposure: roundExposure(kind, parsed.bet, stake),
        });
      }
      balance = 0; // read by the round's insert below
    } else {
      balance = await move(trx, launch, { amount: -parsed.stake, kind: 'bet', idempotencyKey: `round:${roundId}:bet`, reference });
      drawn = drawBet();
      if (drawn.win > 0) {
        balance = await move(trx, launch, { amount: drawn.win, kind: 'win', idempotencyKey: `round:${roundId}:win`, reference });
      }
    }
    const write = roundWrite(
      trx,
      {
        round_id: roundId,
        launch_id: launch.id,
        account_id: launch.accountId,
        game_id: launch.game.id,
        mode: launch.mode,
        currency: launch.currency,
        bet: stake,
        win: drawn.win,
        outcome: drawn.outcome,
        freespin_pack_id: pack?.id ?? null,
      },
      // A player's balance after the round is main and casino bonus money; a guest's or a demo's, the wallet's.
      {
        balanceAfter: player !== null ? playableNow(player, 'casino') : sql<number>`${balance}::bigint`,
        held,
        feed: earning ? jackpotFeed(launch.game.sysname, jackpotContribution(stake, launch.currency)) : null,
        accrual,
      },
    );
    const earnings = earning ? tournamentUpdates(trx, launch, player, stake, rows[0]?.tournaments ?? []) : [];
    let late: LateLevel | undefined;
    // The round's write is its last statement, sent with the commit, unless its points reach a level:
    // the level's notice is written after it, in the same transaction.
    if (accrual && levelReached(accrual, Number(program?.exp ?? 0) + accrual.milli)) {
      const written = writtenRound(await trx.executeQuery(write));
      balance = written.balanceAfter;
      await afterAccrual(trx, accrual, written.pointsExp);
      await pipelined(trx, ...earnings);
    } else {
      const [writeRows] = await committing(trx, write, ...earnings);
      const written = writtenRound({ rows: writeRows });
      balance = written.balanceAfter;
      // The experience moved since it was read (an accrual elsewhere): the level is told after the commit.
      if (accrual && written.pointsExp !== null && levelReached(accrual, Number(written.pointsExp))) late = { accrual, exp: written.pointsExp };
    }
    const answer = answerOf(
      { round_id: roundId, bet: stake, win: drawn.win, outcome: drawn.outcome, balance_after: balance, currency: launch.currency },
      false,
    );
    return { answer: freespins ? { ...answer, freespins } : answer, ...(late ? { late } : {}) };
  });
  const late = played.late;
  if (late) await db.transaction().execute((trx) => afterAccrual(trx, late.accrual, late.exp));
  return played.answer;
}

/** A common real-money round as `playMainMoneyRound` takes it. */
interface MainMoneyRound {
  launch: Launch;
  /** The switch and the caches the round was tried with; rounds gathered in one turn are of one database and read its kept programme. */
  paths: FastPaths;
  accountId: number;
  roundId: string;
  stake: number;
  slot: boolean;
  /** The outcome, drawn once: asked again, it answers the same draw. */
  draw: () => { outcome: unknown; win: number };
}

/** Rounds of different players written in one transaction at the most (`playMainMoneyRoundsTogether`). */
export const MAX_ROUNDS_TOGETHER = 32;

/**
 * The common real-money round in one round trip: the wallet's lock, then one statement that writes
 * the stake, the win, the jackpot shares, the loyalty points and the round, and the commit, sent
 * together. The statement writes only where the full path (`playRound`) would do exactly that:
 * where the round is a plain one (`roundAllowed`: a new round id, the wallet in the launch's
 * currency, a stake all of main money that counts toward no bonus, no free spin pack of the slot,
 * no running tournament of the game the player joined, no level reached by the points) and the
 * loyalty programme is as kept (`paths.program`). Otherwise it writes nothing, the commit only ends
 * the lock, and null sends the round on to the full path. Its conditions are read after the lock is
 * held (a statement of its own, with a snapshot of its own), so they are what the full path would
 * read. Nothing is tried with the fast paths off or before the programme was read once. The rounds
 * that arrive in one turn of the event loop share one transaction and one commit
 * (`playMainMoneyRoundsTogether`).
 */
export async function playMainMoneyRound(
  db: Kysely<DB>,
  launch: Launch,
  r: Omit<MainMoneyRound, 'launch' | 'paths'>,
  paths: FastPaths = processFastPaths(db),
): Promise<RoundAnswer | null> {
  if (!paths.on || !paths.program()) return null;
  return playGathered(db, { launch, ...r, paths });
}

const playGathered = perTurn<MainMoneyRound, RoundAnswer | null>(
  (db, rounds) => (rounds.length === 1 ? playMainMoneyRoundAlone(db, rounds[0]!).then((answer) => [answer]) : playMainMoneyRoundsTogether(db, rounds)),
  MAX_ROUNDS_TOGETHER,
);

/** One round of `playMainMoneyRound` in a transaction of its own. */
async function playMainMoneyRoundAlone(db: Kysely<DB>, round: MainMoneyRound): Promise<RoundAnswer | null> {
  const kept = round.paths.program();
  if (!kept) return null;
  const played = await db.transaction().execute(async (trx) => {
    const plan = await roundPlan(trx, kept, round);
    const [, writeRows] = await committing(trx, lockStatement(trx, round.launch), plan.write);
    return { plan, rows: writeRows };
  });
  return roundPlayed(db, round, played.plan, played.rows);
}

/**
 * Rounds of `playMainMoneyRound` that arrived together, in one transaction: every wallet's lock in
 * one statement (in account order, as any two of these transactions take them), then each round's
 * statement, all sent with the commit, so the rounds share its round trip and its WAL flush. Each
 * round feeds a jackpot contribution row of its own, the rows in ascending order. A round whose
 * statement writes nothing is answered null (to the full path). Should the transaction fail (a
 * round id another player took at the same moment, a lost connection), it undoes every round, and
 * each is played again in a transaction of its own, with the same draw, and answered or refused on
 * its own; a round the lost commit had written is then found by its id and answered as repeated.
 */
export async function playMainMoneyRoundsTogether(db: Kysely<DB>, rounds: readonly MainMoneyRound[]): Promise<Array<RoundAnswer | null | Error>> {
  const kept = rounds[0]?.paths.program() ?? null;
  if (!kept) return rounds.map(() => null);
  // Each round its own contribution row, as a round alone has, taken in ascending order: any two
  // transactions take their rows in one order, so they cannot deadlock on them.
  const first = Math.floor(Math.random() * (JACKPOT_SHARDS - rounds.length + 1));
  let played: Array<{ plan: RoundPlan; rows: readonly RoundWritten[] }>;
  try {
    played = await db.transaction().execute(async (trx) => {
      const plans: RoundPlan[] = [];
      for (const [n, round] of rounds.entries()) plans.push(await roundPlan(trx, kept, round, first + n));
      const locks = mainBalancesLockStatement(
        trx,
        rounds.map((r) => r.accountId),
      );
      const [, ...writes] = await committing<unknown[]>(trx, locks, ...plans.map((plan) => plan.write));
      return plans.map((plan, n) => ({ plan, rows: writes[n] as RoundWritten[] }));
    });
  } catch {
    return Promise.all(rounds.map((round) => playMainMoneyRoundAlone(db, round).catch(asError)));
  }
  return Promise.all(played.map(({ plan, rows }, n) => roundPlayed(db, rounds[n]!, plan, rows).catch(asError)));
}

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** What a round of `playMainMoneyRound` writes, and what its answer needs. */
interface RoundPlan {
  write: CompiledQuery<RoundWritten>;
  accrual: PointsAccrual | null;
  drawn: { outcome: unknown; win: number };
}

/** The statement of a round of `playMainMoneyRound` (nothing is sent); `shard`: the jackpot contribution row it feeds. */
async function roundPlan(trx: Transaction<DB>, kept: KeptProgram, r: MainMoneyRound, shard?: number): Promise<RoundPlan> {
  const { launch, accountId, roundId, stake } = r;
  const reference = { game: launch.game.sysname, round: roundId, mode: launch.mode };
  const allowed = ROUND_ALLOWED;
  const accrual = pointsAccrual(
    { accountId, gameType: launch.game.type, stake, currency: launch.currency, kind: 'round', key: roundId },
    kept.program,
    allowed,
  );
  const drawn = r.draw();
  const params: RoundParams = { launch, accountId, roundId, stake, slot: r.slot, accrual };
  // The rule, and the kept programme still the one read (the points are reckoned from it).
  const conditions = [roundAllowed.where(params) ?? sql<boolean>`false`, mainProgramStill(kept)];
  const held = await holdMainMoneyStake(trx, {
    accountId,
    kind: 'casino',
    stake,
    key: `round:${roundId}:bet`,
    reference,
    win: drawn.win,
    winKey: `round:${roundId}:win`,
  });
  const write = roundWrite(
    trx,
    {
      round_id: roundId,
      launch_id: launch.id,
      account_id: accountId,
      game_id: launch.game.id,
      mode: launch.mode,
      currency: launch.currency,
      bet: stake,
      win: drawn.win,
      outcome: drawn.outcome,
      freespin_pack_id: null,
    },
    {
      balanceAfter: playableNow(accountId, 'casino'),
      held,
      feed: jackpotFeed(launch.game.sysname, jackpotContribution(stake, launch.currency), { when: allowed, shard }),
      accrual,
      when: sql<boolean>`${sql.join(conditions, sql` and `)}`,
    },
  );
  return { write, accrual, drawn };
}

/** The answer of a committed round of `playMainMoneyRound` (null: its statement wrote nothing, the full path's). */
async function roundPlayed(db: Kysely<DB>, r: MainMoneyRound, plan: RoundPlan, rows: readonly RoundWritten[]): Promise<RoundAnswer | null> {
  if (!rows[0]) return null;
  r.paths.taken?.('round');
  const played = writtenRound({ rows });
  // The level was read unchanged after the lock; should the experience have moved all the same, the level is told after the commit.
  const { accrual, drawn } = plan;
  const exp = played.pointsExp;
  if (accrual && exp !== null && levelReached(accrual, Number(exp))) await db.transaction().execute((trx) => afterAccrual(trx, accrual, exp));
  return answerOf(
    { round_id: r.roundId, bet: r.stake, win: drawn.win, outcome: drawn.outcome, balance_after: played.balanceAfter, currency: r.launch.currency },
    false,
  );
}

/** What `round_allowed` (`RoundWrite.when`) decided, for a part of the round's write to check. */
const ROUND_ALLOWED = sql<boolean>`(select allowed from round_allowed)`;

/** A level the round's points reached that its transaction did not tell (the experience moved since it was read). */
interface LateLevel {
  accrual: PointsAccrual;
  exp: number | string;
}

/** What a round reads after its wallet's lock (`playRound`). */
type RoundReads = {
  existing: (RoundRow & { launch_id: number; account_id: number | null }) | null;
  isolation: boolean;
  pack: PackRow | null;
} & EffectsColumns &
  StakeReads;

interface RoundWrite {
  /** The balance after the round as of before the statement (the held movements are added to it). */
  balanceAfter: RawBuilder<number>;
  /** Main-balance movements of the round not written yet (held by the wallet's `move`, written by `movePart`). */
  held: readonly Posting[];
  /** The jackpot shares of a real-money stake (`jackpotFeed`). */
  feed: RawBuilder<unknown> | null;
  accrual: PointsAccrual | null;
  /**
   * Written only where this holds, as of the statement (`playMainMoneyRound`): it is read once as
   * `round_allowed`, and every part (`(select allowed from round_allowed)`) writes nothing otherwise.
   */
  when?: RawBuilder<boolean>;
}

type RoundWritten = { balance_after: number | string; points_exp: number | string | null };

/**
 * The statement that writes the round and what it held back: the main balance's stake and win,
 * the jackpot shares and the loyalty points. Every part of a statement sees the tables as they
 * were before it, so the balance after the round adds the held movements to what it reads. It
 * answers that balance and the loyalty experience after the points (null without points).
 */
function roundWrite(
  trx: Transaction<DB>,
  round: Omit<RoundRow, 'balance_after'> & { launch_id: number; account_id: number | null; game_id: number; mode: string; freespin_pack_id: number | null },
  w: RoundWrite,
): CompiledQuery<RoundWritten> {
  const allowed = w.when ? ROUND_ALLOWED : undefined;
  const parts = [
    w.when ? sql`round_allowed as (select ${w.when} as allowed)` : null,
    w.held.length > 0 ? movePart(w.held, allowed) : null,
    w.feed ? sql`jackpot_fed as (${w.feed})` : null,
    w.accrual?.part ?? null,
  ].filter((part) => part !== null);
  const heldNet = w.held.reduce((sum, p) => sum + p.amount, 0);
  const after = sql`${w.balanceAfter} + ${heldNet}::bigint`;
  // The held movements were ruled possible on the locked balances. Should one be refused all the same, the balance is
  // null, which the table refuses: the statement fails and the transaction with it (its commit may travel with it).
  const balanceAfter = w.held.length > 0 ? sql`case when (select count(*) from ledger_posted) = ${w.held.length} then ${after} end` : after;
  return sql<RoundWritten>`
    ${parts.length > 0 ? sql`with ${sql.join(parts)}` : sql``}
    insert into game_rounds (round_id, launch_id, account_id, game_id, mode, currency, bet, win, outcome, balance_after, freespin_pack_id)
    select ${round.round_id}::text, ${round.launch_id}::bigint, ${round.account_id}::bigint, ${round.game_id}::integer, ${round.mode}::text, ${round.currency}::text,
      ${round.bet}::bigint, ${round.win}::bigint, ${json(round.outcome)}::jsonb, ${balanceAfter}, ${round.freespin_pack_id}::bigint
    ${allowed ? sql`where ${allowed}` : sql``}
    returning balance_after, ${w.accrual ? sql`(select exp from points_credited)` : sql`null::bigint`} as points_exp`.compile(trx);
}

function writtenRound({ rows }: { rows: readonly RoundWritten[] }) {
  if (!rows[0]) throw new Error('the round was not written');
  return { balanceAfter: Number(rows[0].balance_after), pointsExp: rows[0].points_exp };
}

/** What `realMoneyEffects` reads: the main loyalty programme with the player's experience in it and the running tournaments of the game the player joined. */
export interface EffectsReads {
  program: ProgramWithExp | null;
  tournaments: Array<{ id: number; restrictions: unknown }>;
}

/** `EffectsReads` as SQL columns (`program`, `tournaments`), to read them with another statement (the programme through `programOfRead`). */
type EffectsColumns = Omit<EffectsReads, 'program'> & { program: ProgramRead | null };
const effectsColumns = (trx: Transaction<DB>, launch: Launch, accountId: number | null) => sql<EffectsColumns>`
  (${mainProgramJson(trx, accountId)}) as program,
  (select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'restrictions', t.restrictions) order by t.id), '[]'::jsonb)
     ${joinedRunningTournaments(launch, accountId)}) as tournaments`;

async function effectsReads(trx: Transaction<DB>, launch: Launch, accountId: number): Promise<EffectsReads> {
  const { rows } = await sql<EffectsColumns>`select ${effectsColumns(trx, launch, accountId)}`.execute(trx);
  return { program: programOfRead(trx, rows[0]?.program ?? null), tournaments: rows[0]?.tournaments ?? [] };
}

/**
 * What a settled real-money round earns beyond its win, in its own transaction: loyalty points, points
 * in the running tournaments the player joined that include this game, and the jackpots it feeds.
 */
export async function realMoneyEffects(trx: Transaction<DB>, launch: Launch, accountId: number, stake: number, roundId: string): Promise<void> {
  await roundEarnings(trx, launch, accountId, stake, roundId, await effectsReads(trx, launch, accountId));
  await feedJackpots(trx, launch.game.sysname, jackpotContribution(stake, launch.currency));
}

/** Loyalty points and tournament points of a settled real-money round (`realMoneyEffects` without the jackpots). */
async function roundEarnings(trx: Transaction<DB>, launch: Launch, accountId: number, stake: number, roundId: string, reads: EffectsReads): Promise<void> {
  await accruePoints(trx, { accountId, gameType: launch.game.type, stake, currency: launch.currency, kind: 'round', key: roundId }, reads.program);
  await tournamentEarnings(trx, launch, accountId, stake, reads.tournaments);
}

/** Points of a settled real-money round in the running tournaments the player joined that include its game. */
async function tournamentEarnings(
  trx: Transaction<DB>,
  launch: Launch,
  accountId: number,
  stake: number,
  tournaments: EffectsReads['tournaments'],
): Promise<void> {
  await pipelined(trx, ...tournamentUpdates(trx, launch, accountId, stake, tournaments));
}

/** The statements of `tournamentEarnings`, one per tournament the stake earns points in. */
function tournamentUpdates(trx: Transaction<DB>, launch: Launch, accountId: number, stake: number, tournaments: EffectsReads['tournaments']) {
  return tournaments.flatMap((t) => {
    const restrictions = t.restrictions as { min_bet?: { amount?: number }; currencies?: string[] };
    if (restrictions.currencies && !restrictions.currencies.includes(launch.currency)) return [];
    const points = tournamentPoints(stake, launch.currency, restrictions.min_bet?.amount ?? 0);
    if (points <= 0) return [];
    return [
      trx
        .updateTable('tournament_participants')
        .set({ points: sql<number>`points + ${points}`, updated_at: sql`now()` })
        .where('tournament_id', '=', t.id)
        .where('account_id', '=', accountId)
        .compile(),
    ];
  });
}
