/**
 * Bonuses with wagering (spec §3, §7 bonuses.*, BettingBonuses.*). A bonus is a record with an
 * amount, a wagering requirement (`wager` × amount), what has been wagered, an expiry, a status
 * and a source. Money moves only through the ledger, inside the transaction of the change:
 *
 * - granted (promo code, deposit offer, offer, loyalty, ops): a record, `available`; nothing moves;
 * - activated (one casino and one betting bonus active per player at a time): ledger `bonus`
 *   credits the amount to the bonus balance (`bonus`, or `betting_bonus` for a betting bonus);
 * - staked: bets of the wallet's games count toward the active bonus's wagering when settled, in
 *   the settlement's transaction (`takeStake`, `payWin`, `countWagering`), by their game type's
 *   percentage and their net exposure (domains/bonuses/wagering.ts);
 * - wagered: what is left on the bonus balance moves to the main balance (ledger `bonus_convert`,
 *   out of the bonus balance and into the main one);
 * - expired, deactivated, removed, or given up for a withdrawal (an available bonus as well as the
 *   active one): what is left on the bonus balance is removed (ledger `bonus_forfeit`). Bonus money
 *   is never withdrawable.
 *
 * Which money a stake takes (the operator's `is_bonus_isolation_enabled`, metadata.getgeneralinfo):
 *
 * - off (default), one wallet: main money first, bonus money only for what main cannot cover; every
 *   stake placed while the bonus is active counts toward its wagering (as `countWagering` says);
 * - on, the bonus isolated: bonus money first, main money only once the bonus balance is spent;
 *   only the bonus-money part of a stake counts toward wagering.
 *
 * A win is split like the stake that won it (the bonus part back to the bonus balance). Every
 * path locks the player's main balance row first, then bonus and pack rows, then the bonus
 * balance: the money of one player changes one transaction at a time, without deadlocks. The
 * balance rows are locked by the wallet's functions (`lockMainBalance`, `lockBalance`,
 * `lockedStakeBalances`, domains/wallet/locks.ts), which take every balance lock.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ApiError, type BonusError } from '@casino/contract';
import type { BalanceKind, BonusesTable, BonusKind, BonusSource, BonusStatus, DB, Localised } from '../../db/schema';
import { json } from '../../db/sql';
import { lockBalance, lockedStakeBalances, lockMainBalance, move, toMajor, type BalanceRow, type Posting } from '../wallet';
import { notifyPlayer } from '../../notifications/store';
import { auditAccount, type AuditActor } from '../../audit/audit';
import { contribution, contributionPercent, shareOf, type WageringType } from './wagering';
import { startJob } from '../../jobs/job';

export type BonusRow = Selectable<BonusesTable>;
type Trx = Transaction<DB>;

/** The balance a bonus of each kind lives on. */
export const BONUS_BALANCE: Record<BonusKind, BalanceKind> = { casino: 'bonus', betting: 'betting_bonus' };

/** Days a granted bonus stays valid unless the offer says otherwise. */
export const DEFAULT_BONUS_DAYS = 7;
export const MAX_BONUS_DAYS = 365;

/** A refused bonus action: InvalidParameter with `fields.bonus_id` (spec §8). */
export const bonusRefusal = (code: BonusError) => new ApiError('InvalidParameter', 'The bonus cannot do that now', { bonus_id: [code] });

/** Whether stakes take bonus money first and count only their bonus part (see the module comment). */
export async function bonusIsolation(db: Kysely<DB> | Trx): Promise<boolean> {
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', 'general').executeTakeFirst();
  return (row?.value as { is_bonus_isolation_enabled?: unknown } | undefined)?.is_bonus_isolation_enabled === true;
}

/** `bonusIsolation` as an SQL expression, to read it with another statement. */
export const isolationSetting = () =>
  sql<boolean>`coalesce((select value -> 'is_bonus_isolation_enabled' = 'true'::jsonb from platform_settings where key = 'general'), false)`;

/** The main balance row, which every bonus path holds first (the wallet's `lockMainBalance`, or the game wallet's lock). */
const mainRow = (accountId: number): BalanceRow => ({ accountId, balanceKind: 'main' });

async function activeBonus(trx: Trx, accountId: number, kind: BonusKind): Promise<BonusRow | undefined> {
  return trx
    .selectFrom('bonuses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .where('status', '=', 'active')
    .forUpdate()
    .executeTakeFirst();
}

const reread = (trx: Trx, id: number) => trx.selectFrom('bonuses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

// ---- granting ---------------------------------------------------------------------------------

export interface BonusGrant {
  accountId: number;
  kind: BonusKind;
  source: BonusSource;
  /** Minor units of `currency`. */
  amount: number;
  currency: string;
  wager: number;
  days: number;
  description: Localised<Record<string, string>>;
  offerId?: number | null;
  paymentId?: number | null;
  freespinPackId?: number | null;
  /** Free spin packs start their bonus active when no other casino bonus is. */
  status?: 'available' | 'active';
}

/**
 * Records a bonus for the player (call with the main balance locked). Available bonuses move no
 * money; an active one (a new free spin pack's) starts with nothing to credit.
 */
export async function grantBonus(trx: Trx, g: BonusGrant): Promise<BonusRow> {
  if (!Number.isSafeInteger(g.amount) || g.amount < 0) throw new Error(`Bad bonus amount ${g.amount}`);
  if (g.status === 'active' && g.amount !== 0) throw new Error('Only an empty bonus starts active');
  const days = Math.min(Math.max(Math.round(g.days), 1), MAX_BONUS_DAYS);
  const row = await trx
    .insertInto('bonuses')
    .values({
      account_id: g.accountId,
      kind: g.kind,
      source: g.source,
      status: g.status ?? 'available',
      currency: g.currency,
      amount: g.amount,
      wager: Math.min(Math.max(Math.round(g.wager), 0), 200),
      offer_id: g.offerId ?? null,
      payment_id: g.paymentId ?? null,
      freespin_pack_id: g.freespinPackId ?? null,
      description: json(g.description),
      expires_at: sql<Date>`now() + make_interval(days => ${days})`,
      activated_at: g.status === 'active' ? sql<Date>`now()` : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (g.amount > 0) await notifyPlayer(trx, g.accountId, 'bonus.credited', { id: row.id, amount: toMajor(g.amount), currency: g.currency });
  return row;
}

// ---- activation and endings --------------------------------------------------------------------

async function lockBonus(trx: Trx, accountId: number, bonusId: number, kind: BonusKind): Promise<BonusRow> {
  const bonus = await trx
    .selectFrom('bonuses')
    .selectAll()
    .where('id', '=', bonusId)
    .where('account_id', '=', accountId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  if (!bonus) throw bonusRefusal('bonus_not_found');
  return bonus;
}

/** Puts an available bonus's money onto the bonus balance; repeating it answers the bonus unchanged. */
export async function activateBonus(db: Kysely<DB>, accountId: number, bonusId: number, kind: BonusKind): Promise<BonusRow> {
  return db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, accountId);
    await expireDueOf(trx, accountId);
    const bonus = await lockBonus(trx, accountId, bonusId, kind);
    if (bonus.status === 'active') return bonus;
    if (bonus.status === 'expired') throw bonusRefusal('bonus_expired');
    if (bonus.status !== 'available') throw bonusRefusal('bonus_not_available');
    if (await activeBonus(trx, accountId, kind)) throw bonusRefusal('bonus_another_active');
    await trx
      .updateTable('bonuses')
      .set({ status: 'active', activated_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', bonus.id)
      .execute();
    if (bonus.amount > 0) {
      // The offer's name lets the cashier's bonus history title the credit (payments.ts history).
      const offer = bonus.offer_id === null ? undefined : await trx.selectFrom('offers').select('sysname').where('id', '=', bonus.offer_id).executeTakeFirst();
      const credit: Posting = {
        accountId,
        balanceKind: BONUS_BALANCE[kind],
        kind: bonus.freespin_pack_id === null ? 'bonus' : 'freespin_win',
        amount: bonus.amount,
        currency: bonus.currency,
        idempotencyKey: `bonus:${bonus.id}:credit`,
        reference: { bonus_id: bonus.id, source: bonus.source, ...(offer ? { offer_id: bonus.offer_id, offer: offer.sysname } : {}) },
      };
      await move(trx, [credit], { locked: [mainRow(accountId)] });
    }
    await settleIfWagered(trx, await reread(trx, bonus.id));
    return reread(trx, bonus.id);
  });
}

export type EndReason = 'expired' | 'removed' | 'deactivated' | 'withdrawal';

/**
 * Ends a bonus that is available or active (call with the main balance and the bonus row
 * locked): an active one forfeits what is left on its bonus balance; its free spin pack, if
 * still running, is cancelled. Answers the money forfeited.
 */
async function endBonus(trx: Trx, bonus: BonusRow, reason: EndReason, actor: AuditActor, ref: Record<string, unknown> = {}): Promise<number> {
  if (bonus.status !== 'available' && bonus.status !== 'active') return 0;
  let forfeited = 0;
  if (bonus.status === 'active') {
    forfeited = await lockBalance(trx, bonus.account_id, BONUS_BALANCE[bonus.kind]);
    if (forfeited > 0) {
      const balance = { accountId: bonus.account_id, balanceKind: BONUS_BALANCE[bonus.kind] };
      const forfeit: Posting = {
        ...balance,
        kind: 'bonus_forfeit',
        amount: -forfeited,
        idempotencyKey: `bonus:${bonus.id}:forfeit`,
        reference: { bonus_id: bonus.id, reason, ...ref },
      };
      // The main row (the caller's) and the bonus balance (`lockBalance` above) are held.
      await move(trx, [forfeit], { locked: [mainRow(bonus.account_id), balance] });
    }
  }
  const status: BonusStatus = reason === 'expired' ? 'expired' : 'cancelled';
  await trx
    .updateTable('bonuses')
    .set({ status, forfeited: bonus.status === 'active' ? forfeited : null, reason, finished_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', bonus.id)
    .execute();
  if (bonus.freespin_pack_id !== null) {
    await trx
      .updateTable('freespin_packs')
      .set({ status: reason === 'expired' ? 'expired' : 'cancelled', updated_at: sql`now()` })
      .where('id', '=', bonus.freespin_pack_id)
      .where('status', '=', 'active')
      .execute();
  }
  if (bonus.status === 'active') {
    await auditAccount(trx, {
      accountId: bonus.account_id,
      action: 'bonus.forfeited',
      actor,
      details: { bonus_id: bonus.id, reason, amount: toMajor(forfeited), currency: bonus.currency, ...ref },
    });
  }
  return forfeited;
}

/** `bonuses.deactivate`: ends the active bonus (its bonus money is forfeited). */
export async function deactivateBonus(db: Kysely<DB>, accountId: number, bonusId: number, kind: BonusKind): Promise<BonusRow> {
  return db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, accountId);
    await expireDueOf(trx, accountId);
    const bonus = await lockBonus(trx, accountId, bonusId, kind);
    if (bonus.status === 'cancelled' && bonus.reason === 'deactivated') return bonus;
    if (bonus.status === 'expired') throw bonusRefusal('bonus_expired');
    if (bonus.status !== 'active') throw bonusRefusal('bonus_not_available');
    await endBonus(trx, bonus, 'deactivated', 'player');
    return reread(trx, bonus.id);
  });
}

/** `bonuses.remove`: an available bonus is declined; an active one is ended (its bonus money forfeited). */
export async function removeBonus(db: Kysely<DB>, accountId: number, bonusId: number, kind: BonusKind): Promise<BonusRow> {
  return db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, accountId);
    await expireDueOf(trx, accountId);
    const bonus = await lockBonus(trx, accountId, bonusId, kind);
    if (bonus.status === 'cancelled') return bonus;
    if (bonus.status === 'expired') throw bonusRefusal('bonus_expired');
    if (bonus.status !== 'available' && bonus.status !== 'active') throw bonusRefusal('bonus_not_available');
    await endBonus(trx, bonus, 'removed', 'player');
    return reread(trx, bonus.id);
  });
}

/**
 * What a withdrawal would forfeit now (main balance locked): the bonuses still usable, active or
 * available, and what they are worth: the bonus money the active ones left, the amounts the
 * available ones would credit. A withdrawal ends them all, so that a bonus cannot wait, not
 * activated, through a withdrawal of the money it was meant to be wagered with.
 */
export async function activeBonusesOf(trx: Trx, accountId: number): Promise<{ bonuses: BonusRow[]; money: number }> {
  await expireDueOf(trx, accountId);
  const bonuses = await trx
    .selectFrom('bonuses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', 'in', ['active', 'available'])
    .orderBy('id')
    .forUpdate()
    .execute();
  let money = 0;
  for (const b of bonuses) money += b.status === 'active' ? await lockBalance(trx, accountId, BONUS_BALANCE[b.kind]) : b.amount;
  return { bonuses, money };
}

/** Gives up every bonus still usable (active or available) for a withdrawal, in the withdrawal's transaction (the player agreed to it). */
export async function forfeitForWithdrawal(trx: Trx, accountId: number, paymentId: number): Promise<number> {
  const { bonuses } = await activeBonusesOf(trx, accountId);
  let total = 0;
  for (const b of bonuses) total += await endBonus(trx, b, 'withdrawal', 'player', { payment_id: paymentId });
  return total;
}

/**
 * Converts an active bonus whose wagering is done: what is left on its bonus balance moves to the
 * main balance. A free spin pack's bonus waits until its pack has no spins left.
 */
export async function settleIfWagered(trx: Trx, bonus: BonusRow): Promise<boolean> {
  if (bonus.status !== 'active') return false;
  if (bonus.freespin_pack_id !== null) {
    const pack = await trx.selectFrom('freespin_packs').select('status').where('id', '=', bonus.freespin_pack_id).executeTakeFirst();
    if (pack?.status === 'active') return false;
  }
  if (bonus.wagered < bonus.amount * bonus.wager) return false;
  const kind = BONUS_BALANCE[bonus.kind];
  const left = await lockBalance(trx, bonus.account_id, kind);
  if (left > 0) {
    const reference = { bonus_id: bonus.id };
    // Out of the bonus balance, then into main: the main row (every bonus path's first lock) and the bonus balance (`lockBalance` above) are held.
    await move(
      trx,
      [
        { accountId: bonus.account_id, balanceKind: kind, kind: 'bonus_convert', amount: -left, idempotencyKey: `bonus:${bonus.id}:convert:out`, reference },
        {
          accountId: bonus.account_id,
          balanceKind: 'main',
          kind: 'bonus_convert',
          amount: left,
          currency: bonus.currency,
          idempotencyKey: `bonus:${bonus.id}:convert`,
          reference,
        },
      ],
      { locked: [mainRow(bonus.account_id), { accountId: bonus.account_id, balanceKind: kind }] },
    );
  }
  await trx
    .updateTable('bonuses')
    .set({ status: 'wagered', converted: left, reason: bonus.amount === 0 ? 'nothing_won' : 'wagered', finished_at: sql`now()`, updated_at: sql`now()` })
    .where('id', '=', bonus.id)
    .execute();
  if (left > 0)
    await auditAccount(trx, {
      accountId: bonus.account_id,
      action: 'bonus.converted',
      actor: 'system',
      details: { bonus_id: bonus.id, amount: toMajor(left), currency: bonus.currency },
    });
  return true;
}

/**
 * A free spin pack has no spins left (played, expired): its bonus converts when wagered, and one
 * that won nothing ends at once, whether or not it was activated.
 */
export async function packDone(trx: Trx, bonus: BonusRow): Promise<void> {
  if (bonus.status === 'available' && bonus.amount === 0) {
    await trx
      .updateTable('bonuses')
      .set({ status: 'wagered', converted: 0, reason: 'nothing_won', finished_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', bonus.id)
      .execute();
    return;
  }
  await settleIfWagered(trx, bonus);
}

// ---- expiry -----------------------------------------------------------------------------------

/** Ends the player's bonuses and packs whose time is up (main balance locked by the caller). */
export async function expireDueOf(trx: Trx, accountId: number): Promise<number> {
  const packs = await trx
    .updateTable('freespin_packs')
    .set({ status: 'expired', updated_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('status', '=', 'active')
    .where('expires_at', '<=', sql<Date>`now()`)
    .returning('id')
    .execute();
  const due = await trx
    .selectFrom('bonuses')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', 'in', ['available', 'active'])
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', sql<Date>`now()`),
        ...(packs.length
          ? [
              eb(
                'freespin_pack_id',
                'in',
                packs.map((p) => p.id),
              ),
            ]
          : []),
      ]),
    )
    .orderBy('id')
    .forUpdate()
    .execute();
  let n = 0;
  for (const bonus of due) {
    if (new Date(bonus.expires_at).getTime() <= Date.now()) {
      await endBonus(trx, bonus, 'expired', 'system');
      n++;
    } else {
      // Its pack ran out of time: the wins so far are wagered like any bonus (or there were none).
      await packDone(trx, bonus);
    }
  }
  return n + packs.length;
}

/** One run of the expiry job: every player with something due, each in a transaction of its own. */
export async function expireDue(db: Kysely<DB>, limit = 200): Promise<number> {
  const rows = await sql<{ account_id: number }>`
    select account_id from bonuses where status in ('available', 'active') and expires_at <= now()
    union
    select account_id from freespin_packs where status = 'active' and expires_at <= now()
    limit ${limit}`.execute(db);
  let n = 0;
  for (const { account_id } of rows.rows) {
    n += await db.transaction().execute(async (trx) => {
      await lockMainBalance(trx, Number(account_id));
      return expireDueOf(trx, Number(account_id));
    });
  }
  return n;
}

/** Runs the expiry job now and every `intervalSeconds` (0: never); answers the stop function. */
export function startBonusExpiry(
  db: Kysely<DB>,
  intervalSeconds: number,
  log: { error(obj: object, msg: string): void; info(obj: object, msg: string): void },
): () => Promise<void> {
  if (intervalSeconds <= 0) return async () => {};
  const job = startJob({
    name: 'bonus expiry',
    everyMs: intervalSeconds * 1000,
    log,
    round: async () => {
      const n = await expireDue(db);
      if (n > 0) log.info({ ended: n }, 'bonuses: expired bonuses and free spins ended');
    },
  });
  return () => job.stop();
}

// ---- stakes and wins ----------------------------------------------------------------------------

/** How a stake was paid: from main money, from bonus money, and which bonus was active then. */
export interface StakeParts {
  main: number;
  bonus: number;
  bonusId: number | null;
}

export interface StakeInput {
  accountId: number;
  kind: BonusKind;
  /** Minor units. */
  stake: number;
  /** Ledger key of the main part; the bonus part is `${key}:bonus`. */
  key: string;
  reference: Record<string, unknown>;
  isolation: boolean;
  /** Given, the main part is held here for the caller's next statement instead of posted now (the wallet's `move`, `hold`). */
  held?: Posting[];
}

/** What a stake reads first, after the main balance is locked (see `stakeReadColumns`). */
export interface StakeReads {
  /** Something of the player's is due to expire: the expiry runs before the stake. */
  stake_due: boolean;
  /** The active bonus of the stake's kind (locked). */
  stake_bonus_id: number | null;
  /** Main and the bonus balance of the stake's kind by kind (locked, main first). */
  stake_balances: Record<string, number> | null;
}

/**
 * `StakeReads` as SQL columns, to read them with another statement once the main balance is locked:
 * whether anything is due, then the active bonus and the balances (the wallet's `lockedStakeBalances`),
 * locked in the module's order.
 */
export const stakeReadColumns = (accountId: number | null, kind: BonusKind) => sql<StakeReads>`
  ${stakeDue(accountId)} as stake_due,
  (select b.id from bonuses b where b.account_id = ${accountId} and b.kind = ${kind} and b.status = 'active' for update) as stake_bonus_id,
  ${lockedStakeBalances(accountId, BONUS_BALANCE[kind])} as stake_balances`;

/** Whether anything of the player's is due to expire (`stake_due`), as an SQL condition. */
const stakeDue = (
  accountId: number | null,
) => sql<boolean>`(exists (select 1 from freespin_packs where account_id = ${accountId} and status = 'active' and expires_at <= now())
    or exists (select 1 from bonuses where account_id = ${accountId} and status in ('available', 'active') and expires_at <= now()))`;

/**
 * Whether a stake of the kind would be all main money and count toward no bonus, as an SQL
 * condition read once the main balance is locked: nothing due, no active bonus, main money
 * enough, and no bonus money that isolation would take first. `takeStake` and `payWin` then
 * move main money only: `holdMainMoneyStake` holds what they would.
 */
export const mainMoneyStakeNow = (accountId: number, kind: BonusKind, stake: number) => sql<boolean>`(not ${stakeDue(accountId)}
    and not exists (select 1 from bonuses b where b.account_id = ${accountId} and b.kind = ${kind} and b.status = 'active')
    and coalesce((select amount from balances where account_id = ${accountId} and kind = 'main'), 0) >= ${stake}::bigint
    and (not ${isolationSetting()} or coalesce((select amount from balances where account_id = ${accountId} and kind = ${BONUS_BALANCE[kind]}), 0) = 0))`;

/**
 * The postings of a stake and its win where `mainMoneyStakeNow` holds, held for the caller's
 * statement (nothing is sent): what `takeStake` and `payWin` hold given those reads.
 */
export async function holdMainMoneyStake(trx: Trx, s: Omit<StakeInput, 'isolation' | 'held'> & { win: number; winKey: string }): Promise<Posting[]> {
  const held: Posting[] = [];
  // Main money covers the stake and no bonus is active: the isolation setting decides nothing then.
  const reads: StakeReads = { stake_due: false, stake_bonus_id: null, stake_balances: { main: s.stake } };
  const parts = await takeStake(
    trx,
    { accountId: s.accountId, kind: s.kind, stake: s.stake, key: s.key, reference: s.reference, isolation: false, held },
    reads,
  );
  await payWin(trx, { accountId: s.accountId, kind: s.kind, win: s.win, stake: s.stake, parts, key: s.winKey, reference: s.reference, held });
  return held;
}

/** The stake's reads on their own; anything due is expired first (then the reads are what is left). */
async function readStake(trx: Trx, accountId: number, kind: BonusKind): Promise<StakeReads> {
  const first = await sql<StakeReads>`select ${stakeReadColumns(accountId, kind)}`.execute(trx);
  const row = first.rows[0]!;
  if (!row.stake_due) return row;
  await expireDueOf(trx, accountId);
  return (await sql<StakeReads>`select ${stakeReadColumns(accountId, kind)}`.execute(trx)).rows[0]!;
}

/**
 * Debits a real-money stake (main balance already locked by the game's wallet): main money
 * first, or bonus money first under isolation; beyond both balances it is BillingTransactionDeclined.
 */
export async function takeStake(trx: Trx, s: StakeInput, known?: StakeReads): Promise<StakeParts> {
  const reads = known && known.stake_due === false ? known : await readStake(trx, s.accountId, s.kind);
  const amounts = reads.stake_balances ?? {};
  const main = Number(amounts.main ?? 0);
  const bonus = Number(amounts[BONUS_BALANCE[s.kind]] ?? 0);
  const active = reads.stake_bonus_id === null ? undefined : { id: Number(reads.stake_bonus_id) };
  if (main + bonus < s.stake) throw new ApiError('BillingTransactionDeclined', 'Insufficient funds');
  const fromBonus = s.isolation ? Math.min(bonus, s.stake) : Math.max(0, s.stake - main);
  const fromMain = s.stake - fromBonus;
  const bonusId = active?.id ?? null;
  // Refused above from the locked balances, so a held main part cannot be refused when it is written.
  // The active bonus is named on the main part too: a bet settled later counts toward it then (sportsbook).
  const reference = bonusId === null ? s.reference : { ...s.reference, bonus_id: bonusId };
  const bonusRow: BalanceRow = { accountId: s.accountId, balanceKind: BONUS_BALANCE[s.kind] };
  const entries: Posting[] = [];
  if (fromMain > 0) entries.push({ ...mainRow(s.accountId), kind: 'bet', amount: -fromMain, idempotencyKey: s.key, reference });
  if (fromBonus > 0)
    entries.push({ ...bonusRow, kind: 'bet', amount: -fromBonus, idempotencyKey: `${s.key}:bonus`, reference: { ...s.reference, bonus_id: bonusId } });
  // Both rows were locked by the stake's reads (`stakeReadColumns`, main first).
  if (entries.length > 0) await move(trx, entries, { locked: [mainRow(s.accountId), bonusRow], hold: s.held });
  return { main: fromMain, bonus: fromBonus, bonusId };
}

export interface WinInput {
  accountId: number;
  kind: BonusKind;
  /** Minor units paid back for the stake. */
  win: number;
  stake: number;
  parts: StakeParts;
  /** Ledger key of the main part; the bonus part is `${key}:bonus`. */
  key: string;
  reference: Record<string, unknown>;
  /** Given, the main part is held here for the caller's next statement instead of posted now (the wallet's `move`, `hold`). */
  held?: Posting[];
}

/**
 * Pays a win like the stake that won it: the bonus part back onto the bonus balance while the
 * bonus that paid it is active, onto the main balance once it has converted, and not at all after
 * it was forfeited (a bet placed with bonus money cannot escape its wagering). Answers what was paid.
 */
export async function payWin(trx: Trx, w: WinInput): Promise<number> {
  if (w.win <= 0) return 0;
  let bonusPart = w.parts.bonus > 0 && w.stake > 0 ? Math.floor((w.win * w.parts.bonus) / w.stake) : 0;
  let mainPart = w.win - bonusPart;
  let bonusTo: BalanceKind | null = bonusPart > 0 ? BONUS_BALANCE[w.kind] : null;
  if (bonusPart > 0) {
    const funding = w.parts.bonusId === null ? null : await trx.selectFrom('bonuses').select('status').where('id', '=', w.parts.bonusId).executeTakeFirst();
    if (funding?.status === 'wagered') {
      mainPart += bonusPart;
      bonusPart = 0;
      bonusTo = null;
    } else if (funding?.status !== 'active') {
      bonusPart = 0;
      bonusTo = null;
    }
  }
  // The main balance is locked by the game's wallet; the bonus balance may not be (a bet settled later).
  const entries: Posting[] = [];
  if (mainPart > 0) entries.push({ ...mainRow(w.accountId), kind: 'win', amount: mainPart, idempotencyKey: w.key, reference: w.reference });
  if (bonusTo && bonusPart > 0)
    entries.push({
      accountId: w.accountId,
      balanceKind: bonusTo,
      kind: 'win',
      amount: bonusPart,
      idempotencyKey: `${w.key}:bonus`,
      reference: { ...w.reference, bonus_id: w.parts.bonusId },
    });
  if (entries.length > 0) await move(trx, entries, { locked: [mainRow(w.accountId)], hold: w.held });
  return mainPart + bonusPart;
}

/**
 * Counts a settled stake toward the active bonus's wagering and converts the bonus when that
 * completes it. Call after the win is paid. What counts (domains/bonuses/wagering.ts): the stake's net
 * exposure (`exposure`: bets of its round that cover each other cancel out; under isolation only
 * its bonus part, in proportion), times the percentage its game type contributes. The wagering
 * never runs ahead of the requirement: a free spin pack's bonus grows with each win, and a stake
 * counts only toward what had been won before it.
 */
export async function countWagering(
  trx: Trx,
  c: { accountId: number; kind: BonusKind; stake: number; parts: StakeParts; isolation: boolean; gameType: WageringType; exposure: number },
): Promise<void> {
  if (c.parts.bonusId === null) {
    // No bonus was active when the stake was taken: nothing to count.
    return;
  }
  const paid = c.isolation ? c.parts.bonus : c.stake;
  const exposed = shareOf(paid, c.stake, c.exposure);
  const bonus = await trx.selectFrom('bonuses').selectAll().where('id', '=', c.parts.bonusId).where('status', '=', 'active').forUpdate().executeTakeFirst();
  if (!bonus) return;
  const counted = exposed > 0 ? contribution(exposed, await contributionPercent(trx, c.gameType)) : 0;
  if (counted > 0) {
    await trx
      .updateTable('bonuses')
      .set({ wagered: sql<number>`greatest(wagered, least(wagered + ${counted}, amount * wager))`, updated_at: sql`now()` })
      .where('id', '=', bonus.id)
      .execute();
  }
  await settleIfWagered(trx, await reread(trx, bonus.id));
}

/** `playable` as an SQL expression, to read it inside another statement (as of that statement). */
export const playableNow = (accountId: number, kind: BonusKind) =>
  sql<number>`(select coalesce(sum(amount), 0)::bigint from balances where account_id = ${accountId} and kind in ('main', ${BONUS_BALANCE[kind]}))`;

/** The money a real-money game plays with: main plus the bonus balance of its kind (minor units). */
export async function playable(db: Kysely<DB> | Trx, accountId: number, kind: BonusKind): Promise<number> {
  const rows = await db
    .selectFrom('balances')
    .select('amount')
    .where('account_id', '=', accountId)
    .where('kind', 'in', ['main', BONUS_BALANCE[kind]])
    .execute();
  return rows.reduce((n, r) => n + r.amount, 0);
}

// ---- reading ----------------------------------------------------------------------------------

/** The player's bonuses of a kind, newest first; due ones are ended first so the list tells the truth. */
export async function listBonuses(
  db: Kysely<DB>,
  q: { accountId: number; kind: BonusKind; statuses?: BonusStatus[] | undefined; offset: number; count: number },
) {
  await db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, q.accountId);
    await expireDueOf(trx, q.accountId);
  });
  let base = db.selectFrom('bonuses').where('account_id', '=', q.accountId).where('kind', '=', q.kind);
  if (q.statuses?.length) base = base.where('status', 'in', q.statuses);
  const total = Number((await base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.selectAll().orderBy('id', 'desc').limit(q.count).offset(q.offset).execute();
  const balance = await db
    .selectFrom('balances')
    .select('amount')
    .where('account_id', '=', q.accountId)
    .where('kind', '=', BONUS_BALANCE[q.kind])
    .executeTakeFirst();
  return { rows, total, activeBalance: balance?.amount ?? 0 };
}

/** The player's bonuses and free spin packs past their expiry ended now, under the wallet's lock (before a list of them is read). */
export async function endExpiredOf(db: Kysely<DB>, accountId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockMainBalance(trx, accountId);
    await expireDueOf(trx, accountId);
  });
}
