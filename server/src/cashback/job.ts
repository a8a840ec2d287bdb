/**
 * The cashback job: for a scheme of the operator's settings and a period, every player's net
 * real-money losses per currency (real-money bets minus real-money wins and rolled-back bets),
 * when positive, become a cashback record of the scheme's share (per loyalty level), above the
 * minimum and under the cap, that the player can take until `receiving_expired_at`.
 *
 * A period is claimed in `cashback_runs` before it is run, so several instances on one database
 * never run it at once; a record's unique key (player, scheme, period, currency) makes a second
 * run of the same period write nothing new. A run killed midway leaves its claim's heartbeat to
 * age; the next run takes the claim over and writes only what is missing.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/shared';
import type { DB, LoyaltyLevel } from '../db/schema';
import { json } from '../db/sql';
import { isDay, lastEnded, overlaps, periodAt, periodOfDay, type Period } from './periods';
import { readCashbackSettings, type CashbackScheme, type CashbackSettings } from './settings';

/** A claim whose heartbeat is this old belongs to a run that died: another may take it over. */
export const STALE_CLAIM_SECONDS = 600;
/** Records written per statement. */
const BATCH = 500;
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
    if (p !== 'current' && !isDay(p)) throw new ApiError('InvalidParameter', 'Invalid parameters', { period: `${p.slice(0, 20)} is not YYYY-MM-DD or current` });
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
      outcomes.push(await runPeriod(db, scheme, period, req));
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
        .doUpdateSet({ status: 'running', started_by: req.startedBy.slice(0, 90), runner: RUNNER, started_at: sql`now()`, heartbeat_at: sql`now()`, finished_at: null, error: null })
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

async function runPeriod(db: Kysely<DB>, scheme: CashbackScheme, period: Period, req: RunRequest): Promise<RunOutcome> {
  const base: RunOutcome = { scheme: scheme.sysname, period: periodOut(period), status: 'skipped', players: 0, created: 0, amounts: {}, countedUntil: null };
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
    const written = await writeRecords(db, scheme, period, until, () =>
      db.updateTable('cashback_runs').set({ heartbeat_at: sql`now()` }).where('id', '=', id).where('runner', '=', RUNNER).execute(),
    );
    await db
      .updateTable('cashback_runs')
      .set({ status: 'done', finished_at: sql`now()`, heartbeat_at: sql`now()`, counted_until: until, players: written.players, created: written.created })
      .where('id', '=', id)
      .execute();
    return { ...base, status: 'done', ...written, countedUntil: until.toISOString() };
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

/**
 * Net real-money losses per player and currency in [start, until): bets, less wins and rolled-back
 * bets. A player under a time-out or self-exclusion when the job runs earns none: a cashback is an
 * incentive to play, which such a player has asked not to be offered.
 */
export async function netLosses(db: Kysely<DB>, start: Date, until: Date): Promise<Loss[]> {
  const r = await sql<{ account_id: number | string; currency: string; net: number | string }>`
    select l.account_id, l.currency, sum(l.amount) as net
    from ledger l join accounts a on a.id = l.account_id
    where l.balance_kind = 'main' and l.kind in ('bet', 'win', 'rollback')
      and l.created_at >= ${start} and l.created_at < ${until}
      and a.status = 'active'
      and not exists (
        select 1 from responsible_gaming r
        where r.account_id = l.account_id and r.exclusion_kind is not null
          and (r.excluded_until is null or r.excluded_until > now()))
    group by l.account_id, l.currency
    having sum(l.amount) < 0`.execute(db);
  return r.rows.map((row) => ({ account_id: Number(row.account_id), currency: row.currency, loss: -Number(row.net) }));
}

/**
 * Percentage points of cashback boosts players bought in the loyalty shop (product type `cashback`,
 * grants `{ percent, days }`) that were running during the period: bought before its end, for days
 * that reach past its start.
 */
async function boostsOf(db: Kysely<DB>, accountIds: number[], start: Date, until: Date): Promise<Map<number, number>> {
  const out = new Map<number, number>();
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
      const grants = r.grants as { percent?: number; days?: number };
      const ends = new Date(r.created_at).getTime() + (grants.days ?? 30) * 24 * 3600_000;
      if (ends <= start.getTime() || !(grants.percent && grants.percent > 0)) continue;
      out.set(Number(r.account_id), (out.get(Number(r.account_id)) ?? 0) + grants.percent);
    }
  }
  return out;
}

/** Each player's loyalty level sysname in the main programme (the level whose minimum their experience reached). */
async function levelsOf(db: Kysely<DB>, accountIds: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  const program = await db.selectFrom('loyalty_programs').select(['id', 'levels']).where('is_active', '=', true).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
  if (!program || !accountIds.length) return out;
  const levels = [...(program.levels as LoyaltyLevel[])].sort((a, b) => a.minValue - b.minValue);
  const first = levels[0];
  for (let i = 0; i < accountIds.length; i += 1000) {
    const ids = accountIds.slice(i, i + 1000);
    const rows = await db.selectFrom('loyalty_accounts').select(['account_id', 'exp']).where('program_id', '=', program.id).where('account_id', 'in', ids).execute();
    const exp = new Map(rows.map((r) => [Number(r.account_id), Number(r.exp)]));
    for (const id of ids) {
      const e = exp.get(id) ?? 0;
      const level = [...levels].reverse().find((l) => e >= l.minValue) ?? first;
      if (level) out.set(id, level.sysname);
    }
  }
  return out;
}

const minor = (major: number) => Math.round(major * 100);

/**
 * The cashback for one loss under a scheme and a level (minor units; 0 when nothing is due); `boost`
 * is the percentage points a cashback boost bought in the loyalty shop adds to the scheme's share.
 */
export function cashbackAmount(loss: number, currency: string, scheme: CashbackScheme, level: string | undefined, boost = 0): { amount: number; percent: number } {
  const rule = level ? scheme.levels[level] : undefined;
  const base = rule?.percent ?? scheme.percent;
  const percent = base > 0 ? base + boost : 0;
  if (percent <= 0 || loss <= 0) return { amount: 0, percent };
  let amount = Math.floor((loss * percent) / 100);
  const cap = rule?.cap?.[currency] ?? scheme.cap?.[currency];
  if (cap !== undefined) amount = Math.min(amount, minor(cap));
  const min = scheme.min_amount[currency];
  if (min !== undefined && amount < minor(min)) return { amount: 0, percent };
  return { amount: amount > 0 ? amount : 0, percent };
}

async function writeRecords(
  db: Kysely<DB>,
  scheme: CashbackScheme,
  period: Period,
  until: Date,
  heartbeat: () => Promise<unknown>,
): Promise<{ players: number; created: number; amounts: Record<string, number> }> {
  const losses = await netLosses(db, period.start, until);
  const players = [...new Set(losses.map((l) => l.account_id))];
  const levels = await levelsOf(db, players);
  const boosts = await boostsOf(db, players, period.start, until);
  const expires = new Date(Date.now() + scheme.claim_days * 24 * 3600_000);
  const description = json({ uz: { title: scheme.title.uz }, ru: { title: scheme.title.ru } });
  const rows = losses
    .map((l) => ({ ...l, ...cashbackAmount(l.loss, l.currency, scheme, levels.get(l.account_id), boosts.get(l.account_id) ?? 0) }))
    .filter((r) => r.amount > 0)
    .map((r) => ({
      account_id: r.account_id,
      status: 'active' as const,
      amount: r.amount,
      currency: r.currency,
      description,
      scheme: scheme.sysname,
      period_start: period.start,
      end_date: period.end,
      loss: r.loss,
      percent: r.percent,
      receiving_expired_at: expires,
      paid_out_at: null,
    }));
  let created = 0;
  const amounts: Record<string, number> = {};
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await db
      .insertInto('cashbacks')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.columns(['account_id', 'scheme', 'period_start', 'currency']).where('scheme', 'is not', null).doNothing())
      .returning(['amount', 'currency'])
      .execute();
    created += inserted.length;
    for (const r of inserted) amounts[r.currency] = Math.round(((amounts[r.currency] ?? 0) + Number(r.amount) / 100) * 100) / 100;
    await heartbeat();
  }
  return { players: losses.length, created, amounts };
}

/** Marks active cashbacks past their receiving date as expired; answers how many. */
export async function expireCashbacks(db: Kysely<DB>): Promise<number> {
  const r = await db.updateTable('cashbacks').set({ status: 'expired' }).where('status', '=', 'active').where('receiving_expired_at', '<=', sql<Date>`now()`).executeTakeFirst();
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
    .where('period_start', 'in', runs.map((r) => new Date(r.period_start)))
    .groupBy(['scheme', 'period_start', 'currency', 'status'])
    .execute();
  return runs.map((r) => {
    const mine = sums.filter((s) => s.scheme === r.scheme && s.period_start !== null && new Date(s.period_start).getTime() === new Date(r.period_start).getTime());
    const amounts: Record<string, Record<string, number>> = {};
    for (const s of mine) (amounts[s.status] ??= {})[s.currency] = Number(s.total) / 100;
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
      records: mine.reduce((n, s) => n + Number(s.n), 0),
      amounts,
    };
  });
}
