/**
 * The cashback job: for a scheme of the operator's settings and a period, every player's net
 * real-money losses per currency (real-money bets minus real-money wins and rolled-back bets, of
 * the rounds and bets that SETTLED in the period), when positive, become a cashback record of the
 * scheme's share (per loyalty level; boosts bought in the loyalty shop add to it for the losses
 * made while they run, up to the operator's ceiling), above the minimum and under the cap, that
 * the player can take until `receiving_expired_at`. A player whose record cannot be written is
 * kept on the run with the error; the others are paid all the same.
 *
 * A period is claimed in `cashback_runs` before it is run, so several instances on one database
 * never run it at once; a record's unique key (player, scheme, period, currency) makes a second
 * run of the same period write nothing new. A run killed midway leaves its claim's heartbeat to
 * age; the next run takes the claim over and writes only what is missing.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Insertable, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { CashbackRunError, CashbacksTable, DB, LoyaltyLevel } from '../../db/schema';
import { json } from '../../db/sql';
import { isDay, lastEnded, overlaps, periodAt, periodOfDay, type Period } from './periods';
import { levelOf } from '../loyalty';
import { DEFAULT_MAX_PERCENT, readCashbackSettings, type CashbackScheme, type CashbackSettings } from './settings';
import { addMinor, fromMinor, toMinor } from '@casino/contract/money';

/** A claim whose heartbeat is this old belongs to a run that died: another may take it over. */
export const STALE_CLAIM_SECONDS = 600;
/** Records written per statement. */
const BATCH = 500;
/** Errors of players kept on a run (the count is always there). */
const MAX_KEPT_ERRORS = 200;
const RUNNER = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;

export interface RunRequest {
  /**
   * Local dates (`YYYY-MM-DD`), each naming the period that holds it, or `current` for the period
   * running now (losses so far). Omitted: the last period that has ended.
   */
  periods?: readonly string[];
  /** Only this scheme (default: every scheme of the settings). */
  scheme?: string;
  /** `schedule`, or `ops:<actor>` for an on-demand run. */
  startedBy: string;
  /**
   * `schedule` runs a period only once (a done period is skipped, a running one left to its runner);
   * `demand` runs it again (writing only what is missing) and waits for a run in progress to end.
   */
  mode: 'schedule' | 'demand';
  now?: Date;
  /** How long an on-demand run waits for another run of the same period (ms). */
  waitMs?: number;
  /** Told after each batch of records: the command's progress lines. */
  onProgress?: (progress: RunProgress) => void;
}

/** A run's progress: records written so far of the players with a net loss. */
export interface RunProgress {
  scheme: string;
  day: string;
  players: number;
  done: number;
  created: number;
}

export interface RunOutcome {
  scheme: string;
  period: { day: string; start: string; end: string };
  /** done: run now; skipped: already run or being run (schedule); outside: not in the campaign's window; busy: another run did not end in time. */
  status: 'done' | 'skipped' | 'outside' | 'busy';
  /** Players with a net loss in the period. */
  players: number;
  /** Records written by this run. */
  created: number;
  /** What those records pay, per currency, in major units. */
  amounts: Record<string, number>;
  countedUntil: string | null;
  /** Players whose record could not be written (kept on the run's `errors`); the others were written. */
  failed: number;
}

/** The periods a request names for one scheme. */
export function requestedPeriods(req: Pick<RunRequest, 'periods' | 'now'>, scheme: CashbackScheme, settings: CashbackSettings): Period[] {
  const now = req.now ?? new Date();
  const offset = settings.utc_offset_minutes;
  if (!req.periods?.length) return [lastEnded(now, scheme.period, offset)];
  const out = new Map<string, Period>();
  for (const p of req.periods) {
    const period = p === 'current' ? periodAt(now, scheme.period, offset) : periodOfDay(p, scheme.period, offset);
    if (period.start.getTime() > now.getTime()) throw new ApiError('InvalidParameter', 'The period has not started', { period: `${p} has not started` });
    out.set(period.day, period);
  }
  return [...out.values()];
}

/** Checks the shape of requested periods before anything runs. */
export function checkPeriods(periods: readonly string[] | undefined): void {
  for (const p of periods ?? []) {
    if (p !== 'current' && !isDay(p))
      throw new ApiError('InvalidParameter', 'Invalid parameters', { period: `${p.slice(0, 20)} is not YYYY-MM-DD or current` });
  }
}

/** Runs the request: each scheme (or the one named) for each period. */
export async function runCashback(db: Kysely<DB>, req: RunRequest, given?: CashbackSettings): Promise<RunOutcome[]> {
  checkPeriods(req.periods);
  const settings = given ?? (await readCashbackSettings(db));
  const schemes = req.scheme ? settings.schemes.filter((s) => s.sysname === req.scheme) : settings.schemes;
  if (req.scheme && !schemes.length) throw new ApiError('InvalidParameter', 'No such scheme', { scheme: `No scheme ${req.scheme.slice(0, 64)}` });
  const outcomes: RunOutcome[] = [];
  for (const scheme of schemes) {
    for (const period of requestedPeriods(req, scheme, settings)) {
      outcomes.push(await runPeriod(db, scheme, period, req, settings));
    }
  }
  return outcomes;
}

const periodOut = (p: Period) => ({ day: p.day, start: p.start.toISOString(), end: p.end.toISOString() });

async function claim(db: Kysely<DB>, scheme: string, period: Period, req: RunRequest): Promise<number | null> {
  const stale = sql<boolean>`(cashback_runs.heartbeat_at < now() - make_interval(secs => ${STALE_CLAIM_SECONDS}))`;
  const row = await db
    .insertInto('cashback_runs')
    .values({ scheme, period_start: period.start, period_end: period.end, status: 'running', started_by: req.startedBy.slice(0, 90), runner: RUNNER })
    .onConflict((oc) =>
      oc
        .columns(['scheme', 'period_start'])
        .doUpdateSet({
          status: 'running',
          started_by: req.startedBy.slice(0, 90),
          runner: RUNNER,
          started_at: sql`now()`,
          heartbeat_at: sql`now()`,
          finished_at: null,
          error: null,
        })
        .where((eb) =>
          req.mode === 'schedule'
            ? eb.or([eb(sql.ref('cashback_runs.status'), '=', 'failed'), eb.and([eb(sql.ref('cashback_runs.status'), '=', 'running'), eb(stale, '=', true)])])
            : eb.or([eb(sql.ref('cashback_runs.status'), '<>', 'running'), eb(stale, '=', true)]),
        ),
    )
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

async function runPeriod(db: Kysely<DB>, scheme: CashbackScheme, period: Period, req: RunRequest, settings: CashbackSettings): Promise<RunOutcome> {
  const base: RunOutcome = {
    scheme: scheme.sysname,
    period: periodOut(period),
    status: 'skipped',
    players: 0,
    created: 0,
    amounts: {},
    countedUntil: null,
    failed: 0,
  };
  if (!overlaps(period, scheme.starts_at, scheme.ends_at)) return { ...base, status: 'outside' };
  let runId = await claim(db, scheme.sysname, period, req);
  if (runId === null && req.mode === 'demand') {
    const deadline = Date.now() + (req.waitMs ?? 60_000);
    while (runId === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      runId = await claim(db, scheme.sysname, period, req);
    }
    if (runId === null) return { ...base, status: 'busy' };
  }
  if (runId === null) return base;
  const id = runId;
  try {
    const until = new Date(Math.min(period.end.getTime(), (req.now ?? new Date()).getTime()));
    // Each beat also shows how far the run is (its row's players and created), for whoever polls the runs.
    const { errors, ...written } = await writeRecords(db, scheme, period, until, settings, async (p) => {
      req.onProgress?.({ scheme: scheme.sysname, day: period.day, ...p });
      await db
        .updateTable('cashback_runs')
        .set({ heartbeat_at: sql`now()`, players: p.players, created: p.created })
        .where('id', '=', id)
        .where('runner', '=', RUNNER)
        .execute();
    });
    await db
      .updateTable('cashback_runs')
      .set({
        status: 'done',
        finished_at: sql`now()`,
        heartbeat_at: sql`now()`,
        counted_until: until,
        players: written.players,
        created: written.created,
        errors: json(errors.slice(0, MAX_KEPT_ERRORS)),
        error: errors.length ? `${errors.length} player(s) not written: see errors` : null,
      })
      .where('id', '=', id)
      .execute();
    return { ...base, status: 'done', ...written, failed: errors.length, countedUntil: until.toISOString() };
  } catch (error) {
    await db
      .updateTable('cashback_runs')
      .set({ status: 'failed', finished_at: sql`now()`, error: String(error instanceof Error ? error.message : error).slice(0, 500) })
      .where('id', '=', id)
      .execute()
      .catch(() => {});
    throw error;
  }
}

interface Loss {
  account_id: number;
  currency: string;
  loss: number;
}

const PLAY = sql`('bet', 'win', 'rollback')`;

/**
 * Real-money play (main balance: bets, wins, rollbacks) that SETTLED in [start, until), each entry
 * at the time its round or bet settled: a round's at its row in `game_rounds`, a sportsbook bet's at
 * its `settled_at`, anything else when it was written. A stake taken before the period for a round
 * settled in it belongs to the period; a round still open belongs to none yet. Otherwise a stake
 * left open across the boundary would earn cashback in one period and its win come back in the next.
 */
function settledPlay(start: Date, until: Date, accounts?: readonly number[]) {
  const only = (column: string) => (accounts ? sql`and ${sql.ref(column)} in (${sql.join(accounts)})` : sql``);
  return sql`
    select l.account_id, l.currency, l.amount, s.at as settled_at
    from ledger l
    cross join lateral (select case
        when l.reference ->> 'round' is not null then (select gr.created_at from game_rounds gr where gr.round_id = l.reference ->> 'round')
        when l.reference ->> 'bet_key' is not null then (select sb.settled_at from sportsbook_bets sb where sb.bet_key = l.reference ->> 'bet_key')
        when l.reference ->> 'bet_id' is not null and l.reference ->> 'bet_id' ~ '^[0-9]{1,18}$'
          then (select sb.settled_at from sportsbook_bets sb where sb.id = (l.reference ->> 'bet_id')::bigint)
        else l.created_at end as at) s
    where l.balance_kind = 'main' and l.kind in ${PLAY}
      and l.created_at >= ${start} and l.created_at < ${until} ${only('l.account_id')}
    union all
    select l.account_id, l.currency, l.amount, gr.created_at
    from game_rounds gr
    join ledger l on l.account_id = gr.account_id
      and l.idempotency_key in ('round:' || gr.round_id || ':bet', 'round:' || gr.round_id || ':double', 'round:' || gr.round_id || ':win')
    where gr.account_id is not null and gr.mode = 'real' and gr.created_at >= ${start} and gr.created_at < ${until} ${only('gr.account_id')}
      and l.balance_kind = 'main' and l.kind in ${PLAY} and l.created_at < ${start}
    union all
    select l.account_id, l.currency, l.amount, sb.settled_at
    from sportsbook_bets sb
    join ledger l on l.account_id = sb.account_id
      and l.idempotency_key in ('sportsbook:' || sb.bet_key || ':stake', 'sportsbook:' || sb.bet_key || ':payout')
    where sb.account_id is not null and sb.mode = 'real' and sb.settled_at >= ${start} and sb.settled_at < ${until} ${only('sb.account_id')}
      and l.balance_kind = 'main' and l.kind in ${PLAY} and l.created_at < ${start}`;
}

/**
 * Net real-money losses per player and currency of the play settled in [start, until): bets, less
 * wins and rolled-back bets. A player under a time-out or self-exclusion when the job runs earns
 * none: a cashback is an incentive to play, which such a player has asked not to be offered.
 */
export async function netLosses(db: Kysely<DB>, start: Date, until: Date): Promise<Loss[]> {
  const r = await sql<{ account_id: number | string; currency: string; net: number | string }>`
    select p.account_id, p.currency, sum(p.amount) as net
    from (${settledPlay(start, until)}) p join accounts a on a.id = p.account_id
    where p.settled_at >= ${start} and p.settled_at < ${until}
      and a.status = 'active'
      and not exists (
        select 1 from responsible_gaming r
        where r.account_id = p.account_id and r.exclusion_kind is not null
          and (r.excluded_until is null or r.excluded_until > now()))
    group by p.account_id, p.currency
    having sum(p.amount) < 0`.execute(db);
  return r.rows.map((row) => ({ account_id: Number(row.account_id), currency: row.currency, loss: -Number(row.net) }));
}

/** A cashback boost running from `from` until `to` (ms since the epoch), adding `percent` points. */
export interface Boost {
  from: number;
  to: number;
  percent: number;
}

/** Part of a net loss made while boosts ran: `percent` points are added on `loss` (minor units). */
export interface BoostedPart {
  loss: number;
  percent: number;
}

/**
 * Which part of a period's net loss `loss` was made while boosts ran, from the play settled in the
 * period (`at` ms, signed `amount`): the play is grouped by the boost points running when it
 * settled, and the net loss is shared out among the groups that lost, in proportion to what each
 * lost. So a boost pays only on losses after it was bought, and never on more than the net loss.
 */
export function boostParts(play: ReadonlyArray<{ at: number; amount: number }>, loss: number, boosts: readonly Boost[]): BoostedPart[] {
  if (loss <= 0 || !boosts.length) return [];
  const lostBy = new Map<number, number>();
  for (const p of play) {
    const extra = boosts.filter((b) => b.from <= p.at && p.at < b.to).reduce((n, b) => n + b.percent, 0);
    lostBy.set(extra, (lostBy.get(extra) ?? 0) - p.amount);
  }
  const lost = [...lostBy.values()].reduce((n, v) => n + Math.max(0, v), 0);
  if (lost <= 0) return [];
  const share = Math.min(1, loss / lost);
  return [...lostBy.entries()]
    .filter(([extra, v]) => extra > 0 && v > 0)
    .map(([extra, v]) => ({ loss: Math.floor(v * share), percent: extra }))
    .sort((a, b) => a.percent - b.percent);
}

/**
 * The cashback boosts players bought in the loyalty shop (product type `cashback`, grants
 * `{ percent, days, scheme? }`) for this scheme that ran during [start, until): each from the moment
 * it was bought, for its days.
 */
async function boostsOf(db: Kysely<DB>, accountIds: number[], scheme: string, start: Date, until: Date): Promise<Map<number, Boost[]>> {
  const out = new Map<number, Boost[]>();
  for (let i = 0; i < accountIds.length; i += 1000) {
    const rows = await db
      .selectFrom('loyalty_orders as o')
      .innerJoin('loyalty_products as p', 'p.id', 'o.product_id')
      .select(['o.account_id', 'o.created_at', 'p.grants'])
      .where('p.type', '=', 'cashback')
      .where('o.status', '=', 'granted')
      .where('o.account_id', 'in', accountIds.slice(i, i + 1000))
      .where('o.created_at', '<', until)
      .execute();
    for (const r of rows) {
      const boost = boostOfOrder(r.created_at, r.grants);
      if (!boost || boost.to <= start.getTime() || (boost.scheme !== null && boost.scheme !== scheme)) continue;
      const id = Number(r.account_id);
      out.set(id, [...(out.get(id) ?? []), { from: boost.from, to: boost.to, percent: boost.percent }]);
    }
  }
  return out;
}

/** The boost an order of a `cashback` product grants (null when its grants give none). */
export function boostOfOrder(createdAt: Date | string, grants: unknown): (Boost & { scheme: string | null }) | null {
  const g = (grants ?? {}) as { percent?: unknown; days?: unknown; scheme?: unknown };
  const percent = typeof g.percent === 'number' && Number.isFinite(g.percent) && g.percent > 0 ? Math.min(g.percent, 100) : 0;
  if (!percent) return null;
  const days = typeof g.days === 'number' && Number.isFinite(g.days) && g.days > 0 ? g.days : 30;
  const from = new Date(createdAt).getTime();
  return { from, to: from + days * 24 * 3600_000, percent, scheme: typeof g.scheme === 'string' ? g.scheme : null };
}

/** The settled play of some players in [start, until), per player and currency, for sharing out boosts. */
async function playOf(db: Kysely<DB>, accountIds: number[], start: Date, until: Date): Promise<Map<string, Array<{ at: number; amount: number }>>> {
  const out = new Map<string, Array<{ at: number; amount: number }>>();
  for (let i = 0; i < accountIds.length; i += 1000) {
    const r = await sql<{ account_id: number | string; currency: string; amount: number | string; settled_at: Date | string }>`
      select p.account_id, p.currency, p.amount, p.settled_at
      from (${settledPlay(start, until, accountIds.slice(i, i + 1000))}) p
      where p.settled_at >= ${start} and p.settled_at < ${until}`.execute(db);
    for (const row of r.rows) {
      const key = `${Number(row.account_id)}:${row.currency}`;
      out.set(key, [...(out.get(key) ?? []), { at: new Date(row.settled_at).getTime(), amount: Number(row.amount) }]);
    }
  }
  return out;
}

/** Each player's loyalty level sysname in the main programme (the level whose minimum their experience reached). */
async function levelsOf(db: Kysely<DB>, accountIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const program = await db
    .selectFrom('loyalty_programs')
    .select(['id', 'levels'])
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!program || !accountIds.length) return out;
  const levels = program.levels as LoyaltyLevel[];
  for (let i = 0; i < accountIds.length; i += 1000) {
    const ids = accountIds.slice(i, i + 1000);
    const rows = await db
      .selectFrom('loyalty_accounts')
      .select(['account_id', 'exp_milli'])
      .where('program_id', '=', program.id)
      .where('account_id', 'in', ids)
      .execute();
    const exp = new Map(rows.map((r) => [Number(r.account_id), Number(r.exp_milli)]));
    for (const id of ids) {
      const level = levelOf(levels, exp.get(id) ?? 0);
      if (level) out.set(id, level.sysname);
    }
  }
  return out;
}

const minor = (major: number, currency: string) => toMinor(major, currency);

/**
 * The cashback for one loss under a scheme and a level (minor units; 0 when nothing is due).
 * `boost` is what cashback boosts bought in the loyalty shop add: percentage points on the whole
 * loss (a number), or on the parts of it made while they ran. Boosted, the share reaches at most
 * `ceiling` percent (a scheme's or level's own share above the ceiling is kept, boosts add nothing
 * to it); `percent` is the share paid on the whole loss.
 */
export function cashbackAmount(
  loss: number,
  currency: string,
  scheme: CashbackScheme,
  level: string | undefined,
  boost: number | readonly BoostedPart[] = 0,
  ceiling = DEFAULT_MAX_PERCENT,
): { amount: number; percent: number } {
  const rule = level ? scheme.levels[level] : undefined;
  const base = rule?.percent ?? scheme.percent;
  if (base <= 0 || loss <= 0) return { amount: 0, percent: base > 0 ? base : 0 };
  const top = Math.max(base, Math.min(ceiling, 100));
  const parts = typeof boost === 'number' ? (boost > 0 ? [{ loss, percent: boost }] : []) : boost;
  // Hundredths of a minor unit, so that the share is exact before it is rounded down.
  let raw = loss * base;
  for (const p of parts) raw += Math.min(Math.max(0, p.loss), loss) * (Math.min(base + Math.max(0, p.percent), top) - base);
  raw = Math.min(raw, loss * top);
  const percent = Math.round((raw / loss) * 100) / 100;
  let amount = Math.floor(raw / 100);
  const cap = rule?.cap?.[currency] ?? scheme.cap?.[currency];
  if (cap !== undefined) amount = Math.min(amount, minor(cap, currency));
  const min = scheme.min_amount[currency];
  if (min !== undefined && amount < minor(min, currency)) return { amount: 0, percent };
  return { amount: amount > 0 ? amount : 0, percent };
}

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 300);

async function writeRecords(
  db: Kysely<DB>,
  scheme: CashbackScheme,
  period: Period,
  until: Date,
  settings: CashbackSettings,
  heartbeat: (progress: { players: number; done: number; created: number }) => Promise<unknown>,
): Promise<{ players: number; created: number; amounts: Record<string, number>; errors: CashbackRunError[] }> {
  const losses = await netLosses(db, period.start, until);
  await heartbeat({ players: losses.length, done: 0, created: 0 });
  const players = [...new Set(losses.map((l) => l.account_id))];
  const levels = await levelsOf(db, players);
  const boosts = await boostsOf(db, players, scheme.sysname, period.start, until);
  const play = await playOf(db, [...boosts.keys()], period.start, until);
  const expires = new Date(Date.now() + scheme.claim_days * 24 * 3600_000);
  const description = json({ uz: { title: scheme.title.uz }, ru: { title: scheme.title.ru } });
  const errors: CashbackRunError[] = [];
  type Row = Insertable<CashbacksTable> & { account_id: number; currency: string };
  const rows: Row[] = [];
  for (const l of losses) {
    // One player's record that cannot be made never stops the others'.
    try {
      const parts = boostParts(play.get(`${l.account_id}:${l.currency}`) ?? [], l.loss, boosts.get(l.account_id) ?? []);
      const { amount, percent } = cashbackAmount(l.loss, l.currency, scheme, levels.get(l.account_id), parts, settings.max_percent);
      if (!(amount > 0)) continue;
      if (!Number.isSafeInteger(amount) || !(percent > 0 && percent <= 100)) throw new Error(`Bad cashback ${amount} at ${percent} %`);
      rows.push({
        account_id: l.account_id,
        status: 'active' as const,
        amount,
        currency: l.currency,
        description,
        scheme: scheme.sysname,
        period_start: period.start,
        end_date: period.end,
        loss: l.loss,
        percent,
        receiving_expired_at: expires,
        paid_out_at: null,
      });
    } catch (error) {
      errors.push({ account_id: l.account_id, currency: l.currency, error: errorText(error) });
    }
  }
  let created = 0;
  const amounts: Record<string, number> = {};
  const insert = (batch: Row[]) =>
    db
      .insertInto('cashbacks')
      .values(batch)
      .onConflict((oc) => oc.columns(['account_id', 'scheme', 'period_start', 'currency']).where('scheme', 'is not', null).doNothing())
      .returning(['amount', 'currency'])
      .execute();
  const count = (inserted: Array<{ amount: number; currency: string }>) => {
    created += inserted.length;
    for (const r of inserted) amounts[r.currency] = fromMinor(addMinor(toMinor(amounts[r.currency] ?? 0, r.currency), Number(r.amount)), r.currency);
  };
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    try {
      count(await insert(batch));
    } catch {
      // A record the database refuses: write the batch one by one and keep the refused ones' errors.
      for (const row of batch) {
        try {
          count(await insert([row]));
        } catch (error) {
          errors.push({ account_id: row.account_id, currency: row.currency, error: errorText(error) });
        }
      }
    }
    await heartbeat({ players: losses.length, done: Math.min(losses.length, losses.length - rows.length + i + batch.length), created });
  }
  return { players: losses.length, created, amounts, errors };
}

/** Marks active cashbacks past their receiving date as expired; answers how many. */
export async function expireCashbacks(db: Kysely<DB>): Promise<number> {
  const r = await db
    .updateTable('cashbacks')
    .set({ status: 'expired' })
    .where('status', '=', 'active')
    .where('receiving_expired_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
  return Number(r.numUpdatedRows ?? 0);
}

export interface RunRow {
  id: number;
  scheme: string;
  /** The local dates the period starts and ends on (its last day), in the operator's time zone. */
  first_day: string;
  last_day: string;
  period_start: string;
  period_end: string;
  status: 'running' | 'done' | 'failed';
  started_by: string;
  started_at: string;
  finished_at: string | null;
  counted_until: string | null;
  players: number;
  created: number;
  error: string | null;
  /** Players of the last run whose record could not be written, with the error. */
  errors: CashbackRunError[];
  /** Records of the period now and what they are, in major units per currency and status. */
  records: number;
  amounts: Record<string, Record<string, number>>;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The latest runs with what their periods hold now. */
export async function listRuns(db: Kysely<DB>, limit = 20): Promise<RunRow[]> {
  const runs = await db.selectFrom('cashback_runs').selectAll().orderBy('period_start', 'desc').orderBy('id', 'desc').limit(limit).execute();
  if (!runs.length) return [];
  const offset = (await readCashbackSettings(db)).utc_offset_minutes * 60_000;
  const localDay = (d: Date | string) => new Date(new Date(d).getTime() + offset).toISOString().slice(0, 10);
  const sums = await db
    .selectFrom('cashbacks')
    .select(['scheme', 'period_start', 'currency', 'status', sql<number | string>`count(*)`.as('n'), sql<number | string>`sum(amount)`.as('total')])
    .where('scheme', 'in', [...new Set(runs.map((r) => r.scheme))])
    .where(
      'period_start',
      'in',
      runs.map((r) => new Date(r.period_start)),
    )
    .groupBy(['scheme', 'period_start', 'currency', 'status'])
    .execute();
  return runs.map((r) => {
    const mine = sums.filter(
      (s) => s.scheme === r.scheme && s.period_start !== null && new Date(s.period_start).getTime() === new Date(r.period_start).getTime(),
    );
    const amounts: Record<string, Record<string, number>> = {};
    for (const s of mine) (amounts[s.status] ??= {})[s.currency] = fromMinor(Number(s.total), s.currency);
    return {
      id: Number(r.id),
      scheme: r.scheme,
      first_day: localDay(r.period_start),
      last_day: localDay(new Date(new Date(r.period_end).getTime() - 1)),
      period_start: iso(r.period_start)!,
      period_end: iso(r.period_end)!,
      status: r.status,
      started_by: r.started_by,
      started_at: iso(r.started_at)!,
      finished_at: iso(r.finished_at),
      counted_until: iso(r.counted_until),
      players: Number(r.players),
      created: Number(r.created),
      error: r.error,
      errors: Array.isArray(r.errors) ? r.errors : [],
      records: mine.reduce((n, s) => n + Number(s.n), 0),
      amounts,
    };
  });
}
