import { sql, type Kysely, type Transaction } from 'kysely';
import { ApiError, type Money } from '@casino/contract';
import type { DB } from '../../db/schema';
import { json } from '../../db/sql';
import { money } from '../wallet';
import { fieldError } from '../../api/errors';
import { bonusIsolation, countWagering, payWin, playable, takeStake, type StakeParts } from '../bonuses';
import { secureRandom, type Random } from '../../providers/games/engines';
import {
  ACTIONS,
  act,
  blackjackPayout,
  deal,
  parseBlackjack,
  totalStake,
  viewOf,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackView,
} from '../../providers/games/engines/blackjack';
import type { Launch } from './launch';
import { stakeLimits } from '../catalogue';
import { realMoneyEffects, ROUND_ID } from './rounds';
import { lock, lockForStake, move } from './wallet';
import { wageringTypeOf } from '../bonuses';

/**
 * Blackjack rounds, which take several steps. The deal debits the stake (the same wallet path as
 * every round: main and bonus money, `round:{id}:bet`), a double debits as much again
 * (`round:{id}:double`), and the settlement credits the win once (`round:{id}:win`) and writes
 * the round to game_rounds. Shoe and hands stay in table_rounds meanwhile, so a reload continues
 * the round; a round left alone longer than BLACKJACK_IDLE_MINUTES settles by standing. Every
 * step is idempotent: the round id keys the deal, the step number keys each action.
 */
export const BLACKJACK_IDLE_MINUTES = 10;

export interface BlackjackAnswer {
  round_id: string;
  stake: Money;
  win: Money;
  outcome: BlackjackView;
  balance: Money;
  /** True when this step had been taken: nothing moved, the round as it is now is answered. */
  repeated: boolean;
}

interface OpenRow {
  round_id: string;
  launch_id: number;
  account_id: number | null;
  mode: 'real' | 'demo';
  currency: string;
  state: unknown;
  parts: unknown;
  status: 'open' | 'settled';
}

const referenceOf = (launch: Launch, roundId: string) => ({ game: launch.game.sysname, round: roundId, mode: launch.mode });
const isPlayer = (launch: Launch) => launch.mode === 'real' && launch.accountId !== null;
const NO_PARTS: StakeParts = { main: 0, bonus: 0, bonusId: null };

async function balanceIn(trx: Transaction<DB>, launch: Launch): Promise<number> {
  if (isPlayer(launch)) return playable(trx, launch.accountId as number, 'casino');
  return lock(trx, launch);
}

/** Whether a round row belongs to the launch's player (or to the guest's launch). */
const owns = (row: Pick<OpenRow, 'launch_id' | 'account_id' | 'mode'>, launch: Launch) =>
  row.launch_id === launch.id || (launch.accountId !== null && row.account_id === launch.accountId && row.mode === launch.mode);

async function answer(trx: Transaction<DB>, launch: Launch, roundId: string, state: BlackjackState, repeated: boolean): Promise<BlackjackAnswer> {
  const settled = await trx.selectFrom('game_rounds').select(['win', 'balance_after']).where('round_id', '=', roundId).executeTakeFirst();
  const balance = settled && repeated ? await balanceIn(trx, launch) : settled ? settled.balance_after : await balanceIn(trx, launch);
  return {
    round_id: roundId,
    stake: money(totalStake(state), launch.currency),
    win: money(settled?.win ?? 0, launch.currency),
    outcome: viewOf(state),
    balance: money(balance, launch.currency),
    repeated,
  };
}

/** Debits `amount` of the round's stake from the launch's wallet (locked). */
async function debit(trx: Transaction<DB>, launch: Launch, roundId: string, amount: number, key: string): Promise<StakeParts> {
  const reference = referenceOf(launch, roundId);
  if (isPlayer(launch)) {
    const isolation = await bonusIsolation(trx);
    return takeStake(trx, { accountId: launch.accountId as number, kind: 'casino', stake: amount, key, reference, isolation });
  }
  await move(trx, launch, { amount: -amount, kind: 'bet', idempotencyKey: key, reference });
  return NO_PARTS;
}

const addParts = (a: StakeParts, b: StakeParts): StakeParts => ({ main: a.main + b.main, bonus: a.bonus + b.bonus, bonusId: a.bonusId ?? b.bonusId });

/** Pays a finished round once and writes it to game_rounds (wallet locked by the caller). */
async function settle(
  trx: Transaction<DB>,
  launch: Launch,
  row: { round_id: string; game_id: number },
  state: BlackjackState,
  parts: StakeParts,
): Promise<void> {
  if (state.result === null) throw new Error('settle needs a finished round');
  const stake = totalStake(state);
  const win = blackjackPayout(state.result, stake);
  const reference = referenceOf(launch, row.round_id);
  const key = `round:${row.round_id}:win`;
  let balance: number;
  if (isPlayer(launch)) {
    const accountId = launch.accountId as number;
    const isolation = await bonusIsolation(trx);
    await payWin(trx, { accountId, kind: 'casino', win, stake, parts, key, reference });
    // One hand (a double adds to its stake): nothing in the round covers it.
    await countWagering(trx, { accountId, kind: 'casino', stake, parts, isolation, gameType: wageringTypeOf(launch.game.type), exposure: stake });
    balance = await playable(trx, accountId, 'casino');
  } else {
    balance = win > 0 ? await move(trx, launch, { amount: win, kind: 'win', idempotencyKey: key, reference }) : await lock(trx, launch);
  }
  const { shoe: _shoe, ...kept } = state;
  await trx
    .insertInto('game_rounds')
    .values({
      round_id: row.round_id,
      launch_id: launch.id,
      account_id: launch.accountId,
      game_id: row.game_id,
      mode: launch.mode,
      currency: launch.currency,
      bet: stake,
      win,
      outcome: json({ ...viewOf(state), hands: kept }),
      balance_after: balance,
    })
    .execute();
  if (isPlayer(launch)) await realMoneyEffects(trx, launch, launch.accountId as number, stake, row.round_id);
}

async function save(trx: Transaction<DB>, roundId: string, state: BlackjackState, parts: StakeParts): Promise<void> {
  await trx
    .updateTable('table_rounds')
    .set({ state: json(state), parts: json(parts), status: state.result === null ? 'open' : 'settled', updated_at: sql`now()` })
    .where('round_id', '=', roundId)
    .execute();
}

/** Deals a new round: refused while the player (or the launch) has a round in play. */
export async function dealBlackjack(
  db: Kysely<DB>,
  launch: Launch,
  input: { round_id?: unknown; bet?: unknown },
  random: Random = secureRandom,
): Promise<BlackjackAnswer> {
  const roundId = typeof input.round_id === 'string' ? input.round_id : '';
  if (!ROUND_ID.test(roundId)) throw fieldError('round_id', 'Field regex');
  const parsed = parseBlackjack(input.bet, stakeLimits(launch.currency));
  if (!parsed.ok) throw fieldError('bet', parsed.message);
  return db.transaction().execute(async (trx) => {
    await lockForStake(trx, launch);
    const existing = await trx.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
    if (existing || (await trx.selectFrom('game_rounds').select('id').where('round_id', '=', roundId).executeTakeFirst())) {
      if (!existing || !owns(existing, launch)) throw fieldError('round_id', 'Round id is taken');
      return answer(trx, launch, roundId, existing.state as unknown as BlackjackState, true);
    }
    if (await openRowOf(trx, launch)) throw new ApiError('InvalidRequest', 'Finish the round in play first');
    const parts = await debit(trx, launch, roundId, parsed.stake, `round:${roundId}:bet`);
    const state = deal(parsed.stake, random);
    await trx
      .insertInto('table_rounds')
      .values({
        round_id: roundId,
        launch_id: launch.id,
        account_id: launch.accountId,
        game_id: launch.game.id,
        mode: launch.mode,
        currency: launch.currency,
        state: json(state),
        parts: json(parts),
        status: state.result === null ? 'open' : 'settled',
      })
      .execute();
    if (state.result !== null) await settle(trx, launch, { round_id: roundId, game_id: launch.game.id }, state, parts);
    return answer(trx, launch, roundId, state, false);
  });
}

/**
 * Hit, stand or double on the round in play. `step` is the number of actions the page has seen:
 * an action for a step already taken (a retry) answers the round as it is and moves nothing.
 */
export async function actBlackjack(db: Kysely<DB>, launch: Launch, input: { round_id?: unknown; action?: unknown; step?: unknown }): Promise<BlackjackAnswer> {
  const roundId = typeof input.round_id === 'string' ? input.round_id : '';
  if (!ROUND_ID.test(roundId)) throw fieldError('round_id', 'Field regex');
  const action = input.action as BlackjackAction;
  if (!ACTIONS.includes(action)) throw fieldError('action', 'Wrong value');
  const step = input.step;
  if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0) throw fieldError('step', 'Wrong value');
  return db.transaction().execute(async (trx) => {
    await lock(trx, launch);
    const row = await trx.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).forUpdate().executeTakeFirst();
    if (!row || !owns(row, launch)) throw fieldError('round_id', 'No such round');
    const state = row.state as unknown as BlackjackState;
    if (step < state.step || state.result !== null) return answer(trx, launch, roundId, state, true);
    if (step > state.step) throw fieldError('step', 'Wrong value');
    if (action === 'double' && state.player.length !== 2) throw fieldError('action', 'Wrong value');
    let parts = row.parts as unknown as StakeParts;
    if (action === 'double') parts = addParts(parts, await debit(trx, launch, roundId, state.stake, `round:${roundId}:double`));
    const next = act(state, action);
    await save(trx, roundId, next, parts);
    if (next.result !== null) await settle(trx, launch, row, next, parts);
    return answer(trx, launch, roundId, next, false);
  });
}

async function openRowOf(trx: Transaction<DB> | Kysely<DB>, launch: Launch) {
  let q = trx.selectFrom('table_rounds').selectAll().where('status', '=', 'open').where('game_id', '=', launch.game.id);
  q = launch.accountId !== null ? q.where('account_id', '=', launch.accountId).where('mode', '=', launch.mode) : q.where('launch_id', '=', launch.id);
  return q.orderBy('created_at', 'desc').executeTakeFirst();
}

/** The round in play of the launch's player in this game (a reload continues it), or null. */
export async function openBlackjack(db: Kysely<DB>, launch: Launch): Promise<BlackjackAnswer | null> {
  return db.transaction().execute(async (trx) => {
    await lock(trx, launch);
    const row = await openRowOf(trx, launch);
    return row ? answer(trx, launch, row.round_id, row.state as unknown as BlackjackState, true) : null;
  });
}

/** Ends one open round by standing (wallet of its launch locked here). */
async function standFor(db: Kysely<DB>, roundId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('table_rounds as r')
      .innerJoin('game_launches as l', 'l.id', 'r.launch_id')
      .innerJoin('games as g', 'g.id', 'r.game_id')
      .innerJoin('providers as p', 'p.id', 'g.provider_id')
      .select([
        'r.launch_id',
        'r.account_id',
        'r.mode',
        'r.currency',
        'l.locale',
        'g.id as game_id',
        'g.sysname',
        'g.name',
        'g.type',
        'g.tags',
        'g.has_demo',
        'p.name as provider_name',
      ])
      .where('r.round_id', '=', roundId)
      .executeTakeFirst();
    if (!head) return false;
    const launch: Launch = {
      id: head.launch_id,
      accountId: head.account_id,
      mode: head.mode,
      currency: head.currency,
      locale: head.locale,
      game: {
        id: head.game_id,
        sysname: head.sysname,
        name: head.name,
        type: head.type,
        tags: head.tags,
        has_demo: head.has_demo,
        provider_name: head.provider_name,
      },
    };
    await lock(trx, launch);
    const row = await trx.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).where('status', '=', 'open').forUpdate().executeTakeFirst();
    if (!row) return false;
    const next = act(row.state as unknown as BlackjackState, 'stand');
    const parts = row.parts as unknown as StakeParts;
    await save(trx, roundId, next, parts);
    await settle(trx, launch, row, next, parts);
    return true;
  });
}

/**
 * Settles by standing the rounds left alone longer than BLACKJACK_IDLE_MINUTES (or, with
 * `olderThanMinutes: 0`, every open round): called when a blackjack game opens. Answers how many settled.
 */
export async function settleIdleBlackjack(db: Kysely<DB>, options: { olderThanMinutes?: number; limit?: number } = {}): Promise<number> {
  const minutes = options.olderThanMinutes ?? BLACKJACK_IDLE_MINUTES;
  const due = await db
    .selectFrom('table_rounds')
    .select('round_id')
    .where('status', '=', 'open')
    .where('updated_at', '<=', sql<Date>`now() - make_interval(mins => ${minutes})`)
    .orderBy('updated_at')
    .limit(options.limit ?? 50)
    .execute();
  let settled = 0;
  for (const { round_id } of due) if (await standFor(db, round_id)) settled++;
  return settled;
}
