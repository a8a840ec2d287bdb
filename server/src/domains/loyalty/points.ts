/**
 * Loyalty points (spec §3 loyalty info, §7 loyalty.*): real-money stakes earn points by the
 * programme's rate per game type, in the transaction that settles the round or bet; the shop
 * spends them. Points and experience never go negative (a check of the table, and the purchase
 * refuses beforehand); every change is written once to `loyalty_points_log` under its key (the
 * round id, the bet id, the purchase's Idempotency-Key).
 *
 * Stored: points, experience, the points not told yet and every logged change are thousandths of
 * a point (`*_milli`, migration 106), so a stake of any size earns its exact share
 * (`pointsMilliFor`, earning.ts). Shown: whole points, floored (`wholePoints`), in every answer to
 * the site; levels are reached by the exact experience against their whole-point minimums.
 *
 * Lock order, as every money path: the player's main balance row first, then the loyalty row.
 */
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import { ApiError, type LoyaltyError } from '@casino/contract';
import type { DB, LoyaltyLevel, LoyaltyProgramsTable } from '../../db/schema';
import { notifyPlayer } from '../../notifications/store';
import { inMilli, MILLI_PER_POINT, pointsMilliFor, wholePoints } from './earning';

type Trx = Transaction<DB>;

export const loyaltyRefusal = (field: 'product_id' | 'id', code: LoyaltyError, message = 'The loyalty programme cannot do that') =>
  new ApiError('InvalidParameter', message, { [field]: [code] });

/** The main (first active) programme. */
export async function mainProgram(db: Kysely<DB> | Trx) {
  return db.selectFrom('loyalty_programs').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
}

export type LoyaltyProgram = Pick<Selectable<LoyaltyProgramsTable>, 'id' | 'levels' | 'rates'>;

/** The main programme with a player's experience in it (`exp`, thousandths; null before their first points). */
export type ProgramWithExp = LoyaltyProgram & { exp: number | string | null };

/**
 * The main programme's levels and rates as read, per database (its Kysely adapter), by the row
 * version they were read at (`xmin`, new on every update of the row). Rounds read them on every
 * stake, so a read names the latest version kept and gets the levels and rates only when they
 * changed. A few versions stay: a round that named one may answer after a newer one was kept.
 */
const knownPrograms = new WeakMap<object, { latest: { id: number; version: string } | null; byVersion: Map<string, LoyaltyProgram> }>();
const KEPT_VERSIONS = 4;
const databaseOf = (db: Kysely<DB> | Trx): object => db.getExecutor().adapter;
const versionKey = (id: number, version: string) => `${id}:${version}`;

/** What `mainProgramJson` answers: the programme's levels and rates only when `known` is false. */
export type ProgramRead = {
  id: number;
  version: string;
  known: boolean;
  levels?: LoyaltyProgram['levels'];
  rates?: LoyaltyProgram['rates'];
  exp: number | string | null;
};

/**
 * `mainProgram` (what accruing points needs of it) with the player's experience in it, as a JSON
 * subquery to read with another statement; `programOfRead` turns its answer into the programme.
 */
export const mainProgramJson = (db: Kysely<DB> | Trx, accountId: number | null) => {
  const known = knownPrograms.get(databaseOf(db))?.latest;
  // Whether the row is the kept version, worked out once and used by the three fields below.
  return sql<ProgramRead | null>`select jsonb_build_object('id', p.id, 'version', p.xmin::text, 'known', k.same,
    'levels', case when k.same then null else p.levels end, 'rates', case when k.same then null else p.rates end,
    'exp', (select la.exp_milli from loyalty_accounts la where la.account_id = ${accountId} and la.program_id = p.id))
    from loyalty_programs p cross join lateral (select p.id = ${known?.id ?? 0}::integer and p.xmin::text = ${known?.version ?? ''}::text as same) k
    where p.is_active order by p.position, p.id limit 1`;
};

/** The programme a `mainProgramJson` read names: its levels and rates as read, or as kept from an earlier read of the same version. */
export function programOfRead(db: Kysely<DB> | Trx, read: ProgramRead | null): ProgramWithExp | null {
  if (!read) return null;
  const database = databaseOf(db);
  let kept = knownPrograms.get(database);
  if (read.known) {
    const known = kept?.byVersion.get(versionKey(read.id, read.version));
    if (!known) throw new Error('the loyalty programme read as known is not kept');
    return { ...known, exp: read.exp };
  }
  const program = { id: read.id, levels: read.levels ?? [], rates: read.rates ?? {} };
  if (!kept) knownPrograms.set(database, (kept = { latest: null, byVersion: new Map() }));
  kept.latest = { id: read.id, version: read.version };
  kept.byVersion.set(versionKey(read.id, read.version), program);
  // The oldest first out (a Map keeps insertion order).
  for (const key of kept.byVersion.keys()) if (kept.byVersion.size > KEPT_VERSIONS) kept.byVersion.delete(key);
  return { ...program, exp: read.exp };
}

/**
 * The main programme as this database last read it (`mainProgramJson`), with the row version it was
 * read at; null before the first read (or when no programme was active then).
 */
export function keptMainProgram(db: Kysely<DB> | Trx): { program: LoyaltyProgram; version: string } | null {
  const kept = knownPrograms.get(databaseOf(db));
  const latest = kept?.latest;
  const program = latest ? kept.byVersion.get(versionKey(latest.id, latest.version)) : undefined;
  return latest && program ? { program, version: latest.version } : null;
}

/** Whether the main programme is still the one kept (`keptMainProgram`: same row, same version), as an SQL condition. */
export const mainProgramStill = (kept: { program: Pick<LoyaltyProgram, 'id'>; version: string }) => sql<boolean>`exists (
    select 1 from (select p.id, p.xmin::text as version from loyalty_programs p where p.is_active order by p.position, p.id limit 1) m
    where m.id = ${kept.program.id}::integer and m.version = ${kept.version}::text)`;

/**
 * The experience values (thousandths) at which `levelOf` names another level: every level's minimum
 * but the lowest one's (below it the lowest level is named all the same).
 */
export function levelThresholds(levels: readonly Pick<LoyaltyLevel, 'minValue'>[]): number[] {
  return [...levels]
    .sort((a, b) => a.minValue - b.minValue)
    .slice(1)
    .map((l) => inMilli(l.minValue));
}

/**
 * Whether the accrual's points leave the player's level as it is (no threshold of `levelThresholds`
 * passed from their experience now), as an SQL condition: where it holds, `levelReached` is null.
 */
export const levelStaysNow = (accrual: Pick<PointsAccrual, 'accountId' | 'program' | 'milli'>) => sql<boolean>`not exists (
    select 1 from unnest(${levelThresholds(accrual.program.levels)}::bigint[]) t (exp),
      (select coalesce((select la.exp_milli from loyalty_accounts la where la.account_id = ${accrual.accountId} and la.program_id = ${accrual.program.id}), 0) as exp) now
    where t.exp > now.exp and t.exp <= now.exp + ${accrual.milli}::bigint)`;

/** The level whose minimum (whole points) the experience (thousandths) reached (the first level below every minimum). */
export function levelOf<L extends Pick<LoyaltyLevel, 'minValue'>>(levels: readonly L[], expMilli: number): L | null {
  const sorted = [...levels].sort((a, b) => a.minValue - b.minValue);
  let level: L | null = sorted[0] ?? null;
  for (const l of sorted) if (expMilli >= inMilli(l.minValue)) level = l;
  return level;
}

/** The sysname of `levelOf`. */
const levelNameOf = (levels: readonly Pick<LoyaltyLevel, 'sysname' | 'minValue'>[], expMilli: number): string | null =>
  levelOf(levels, expMilli)?.sysname ?? null;

export interface Accrual {
  accountId: number;
  /** slot, casino, live, fast or sportsbook. */
  gameType: string;
  stake: number;
  currency: string;
  kind: 'round' | 'sportsbook';
  /** Once per key: the round id or the bet id. */
  key: string;
}

/** The points of one settled real-money stake under the programme (`pointsAccrual`); null when none. */
export interface PointsAccrual {
  accountId: number;
  program: LoyaltyProgram;
  /** Thousandths of a point (`pointsMilliFor`). */
  milli: number;
  /**
   * `with` parts of a statement that log the points once under their key, credit them and add
   * them to the points not told yet (`untold`); `points_credited` answers the experience after them (no row
   * when the key had been logged).
   */
  part: RawBuilder<unknown>;
}

/** The points of a stake under the programme, written only when `when` holds in the statement (`PointsAccrual.part`). */
export function pointsAccrual(a: Accrual, program: LoyaltyProgram | null, when?: RawBuilder<boolean>): PointsAccrual | null {
  if (!program) return null;
  const rates = (program.rates ?? {}) as Record<string, number>;
  // The one rule of what a stake earns: this statement and every path that settles a stake take it from here.
  const milli = pointsMilliFor(a.stake, a.currency, Number(rates[a.gameType] ?? 0));
  if (milli <= 0) return null;
  const part = sql`points_logged as (
      insert into loyalty_points_log (account_id, program_id, kind, points_milli, idempotency_key)
      ${when ? sql`select ${a.accountId}::bigint, ${program.id}::integer, ${a.kind}::text, ${milli}::bigint, ${`${a.kind}:${a.key}`}::text where ${when}` : sql`values (${a.accountId}, ${program.id}, ${a.kind}, ${milli}, ${`${a.kind}:${a.key}`})`}
      on conflict (account_id, idempotency_key) do nothing
      returning id
    ), points_credited as (
      insert into loyalty_accounts (account_id, program_id, points_milli, exp_milli, untold_milli, untold_since, updated_at)
      select ${a.accountId}::bigint, ${program.id}::integer, ${milli}::bigint, ${milli}::bigint, ${milli}::bigint, now(), now() from points_logged
      on conflict (account_id, program_id) do update
        set points_milli = loyalty_accounts.points_milli + excluded.points_milli, exp_milli = loyalty_accounts.exp_milli + excluded.exp_milli,
          untold_milli = loyalty_accounts.untold_milli + excluded.untold_milli, untold_since = coalesce(loyalty_accounts.untold_since, excluded.untold_since), updated_at = now()
      returning exp_milli as exp
    )`;
  return { accountId: a.accountId, program, milli, part };
}

/** The level an accrual's points took the player to, from `exp` (thousandths) after them; null when the level stayed. */
export function levelReached(accrual: Pick<PointsAccrual, 'program' | 'milli'>, exp: number): string | null {
  const after = levelNameOf(accrual.program.levels, exp);
  return after !== null && after !== levelNameOf(accrual.program.levels, exp - accrual.milli) ? after : null;
}

/**
 * After an accrual was written (`exp`: the experience it answered, thousandths; null when its key
 * had been logged): a level reached is told to the player (a notification and a loyalty notice).
 * Answers the points added, in thousandths.
 */
export async function afterAccrual(trx: Trx, accrual: PointsAccrual, exp: number | string | null): Promise<number> {
  if (exp === null) return 0;
  const { accountId } = accrual;
  const after = levelReached(accrual, Number(exp));
  if (after) {
    await trx.insertInto('loyalty_notices').values({ account_id: accountId, trigger: 'level_up', level: after }).execute();
    await notifyPlayer(trx, accountId, 'loyalty.level_up', { level: after });
  }
  return accrual.milli;
}

/**
 * Credits the points of one settled real-money stake, in the caller's transaction. A level
 * reached is told to the player (a notification and a loyalty notice). Answers the points added,
 * in thousandths.
 */
export async function accruePoints(trx: Trx, a: Accrual, known?: LoyaltyProgram | null): Promise<number> {
  // The caller may have read the programme already (mainProgramJson), in this transaction.
  const program = known === undefined ? await mainProgram(trx) : known;
  const accrual = pointsAccrual(a, program ?? null);
  if (!accrual) return 0;
  const { rows } = await sql<{ exp: number | string }>`with ${accrual.part} select exp from points_credited`.execute(trx);
  return afterAccrual(trx, accrual, rows[0]?.exp ?? null);
}

/**
 * The player's loyalty notices not shown yet, oldest first; they are marked shown. The whole points
 * credited since the last look (`untold_milli`, migrations 093 and 106) are told as one notice,
 * written shown; a fraction of a point stays untold until more points make it whole.
 */
export async function takeNotices(db: Kysely<DB>, accountId: number) {
  return db.transaction().execute(async (trx) => {
    // Locked: a round in flight adds its points before they are read, or after they were zeroed.
    const untold = await trx
      .selectFrom('loyalty_accounts')
      .select(['program_id', 'untold_milli', 'untold_since'])
      .where('account_id', '=', accountId)
      .where('untold_milli', '>=', MILLI_PER_POINT)
      .forUpdate()
      .execute();
    const levels = await trx
      .updateTable('loyalty_notices')
      .set({ shown_at: sql`now()` })
      .where('account_id', '=', accountId)
      .where('shown_at', 'is', null)
      .returning(['id', 'trigger', 'amount', 'level', 'created_at'])
      .execute();
    if (untold.length === 0) return levels.sort(oldestFirst);
    // The whole points are told; a fraction left waits for the next, counted from now.
    await trx
      .updateTable('loyalty_accounts')
      .set({
        untold_milli: sql<number>`untold_milli % ${MILLI_PER_POINT}`,
        untold_since: sql<Date | null>`case when untold_milli % ${MILLI_PER_POINT} = 0 then null else now() end`,
      })
      .where('account_id', '=', accountId)
      .where(
        'program_id',
        'in',
        untold.map((u) => u.program_id),
      )
      .execute();
    const since = untold.map((u) => (u.untold_since ? new Date(u.untold_since).getTime() : Date.now())).reduce((a, b) => Math.min(a, b));
    const points = await trx
      .insertInto('loyalty_notices')
      .values({
        account_id: accountId,
        trigger: 'points',
        amount: untold.reduce((n, u) => n + wholePoints(u.untold_milli), 0),
        created_at: new Date(since),
        shown_at: sql`now()`,
      })
      .returning(['id', 'trigger', 'amount', 'level', 'created_at'])
      .executeTakeFirstOrThrow();
    return [...levels, points].sort(oldestFirst);
  });
}

const oldestFirst = (x: { id: number | string; created_at: Date | string }, y: { id: number | string; created_at: Date | string }) =>
  new Date(x.created_at).getTime() - new Date(y.created_at).getTime() || Number(x.id) - Number(y.id);
