import { sql, type Kysely, type Selectable } from 'kysely';
import { ApiError } from '@casino/contract';
import { HISTORY_EXPORT_LIMITS, type HistoryExport } from '@casino/contract/schemas';
import type { DB, GameHistoryExportsTable } from '../db/schema';
import { hit, type Limit } from '../auth/rate-limit';
import { BOM, csvHeader, csvLine } from './csv';
import { historySource, type HistoryRow } from './query';
import { startJob } from '../jobs/job';

type ExportRow = Selectable<GameHistoryExportsTable>;

/** Export requests one player may make within the window, whatever became of them. */
export const EXPORT_REQUEST_LIMIT: Limit = { max: 10, windowSeconds: 3600 };

export interface ExportWorkerSettings {
  /** How long a claimed request is left to its worker before another may take it over (a crashed worker). */
  claimSeconds: number;
  /** Rows read and written per part of the file. */
  batchRows: number;
  /** Rows one file may hold (HISTORY_EXPORT_LIMITS.maxRows). */
  maxRows: number;
  /** Attempts before a request is given up as failed. */
  maxAttempts: number;
  /** How long a ready file can be downloaded, hours. */
  fileHours: number;
}

export const EXPORT_WORKER_DEFAULTS: ExportWorkerSettings = {
  claimSeconds: 300,
  batchRows: 1000,
  maxRows: HISTORY_EXPORT_LIMITS.maxRows,
  maxAttempts: 3,
  fileHours: 72,
};

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** A request as the player sees it: a ready file past its time is expired, a running one shows its progress. */
export function exportView(row: ExportRow, now = Date.now()): HistoryExport {
  const expired = row.status === 'ready' && row.expires_at !== null && new Date(row.expires_at).getTime() <= now;
  const status = expired ? 'expired' : row.status;
  const progress =
    row.status === 'ready' ? 100 : row.status === 'processing' && row.rows_total ? Math.min(99, Math.floor((row.rows_done * 100) / row.rows_total)) : 0;
  return {
    id: row.id,
    status,
    from: unix(row.period_from),
    to: unix(row.period_to),
    created_at: unix(row.created_at),
    finished_at: row.finished_at ? unix(row.finished_at) : null,
    expires_at: row.expires_at ? unix(row.expires_at) : null,
    progress,
    rows: row.status === 'ready' ? row.rows_done : row.rows_total,
    size: status === 'ready' ? row.size_bytes : null,
    error: row.status === 'failed' ? (row.error === 'too_many_rows' ? 'too_many_rows' : 'error') : null,
    url: status === 'ready' ? `/api/exports/${row.id}` : null,
  };
}

export interface ExportRequest {
  accountId: number;
  locale: 'uz' | 'ru';
  from: number;
  to: number;
  utc_offset: number;
}

/**
 * Queues an export (the period is already checked by its schema). The player's account row is
 * locked while the waiting requests are counted, so two requests at once cannot both slip under
 * the limit; beyond it, or beyond EXPORT_REQUEST_LIMIT an hour, TooManyRequests.
 */
export async function requestExport(db: Kysely<DB>, r: ExportRequest): Promise<HistoryExport> {
  const row = await db.transaction().execute(async (trx) => {
    await sql`select id from accounts where id = ${r.accountId} for update`.execute(trx);
    const { n } = await trx
      .selectFrom('game_history_exports')
      .select(sql<number>`count(*)`.as('n'))
      .where('account_id', '=', r.accountId)
      .where('status', 'in', ['queued', 'processing'])
      .executeTakeFirstOrThrow();
    if (Number(n) >= HISTORY_EXPORT_LIMITS.maxPending) {
      throw new ApiError('TooManyRequests', `At most ${HISTORY_EXPORT_LIMITS.maxPending} exports are prepared at once`);
    }
    if ((await hit(trx, `history-export:${r.accountId}`, EXPORT_REQUEST_LIMIT)) > EXPORT_REQUEST_LIMIT.max) {
      throw new ApiError('TooManyRequests', 'Too many export requests, try again later');
    }
    return trx
      .insertInto('game_history_exports')
      .values({
        account_id: r.accountId,
        period_from: new Date(r.from * 1000),
        period_to: new Date(r.to * 1000),
        utc_offset: r.utc_offset,
        locale: r.locale,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return exportView(row);
}

export async function listExports(db: Kysely<DB>, accountId: number, page: { offset: number; count: number }) {
  const base = db.selectFrom('game_history_exports').where('account_id', '=', accountId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.count).offset(page.offset).execute(),
    base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => exportView(row)),
    total: Number(total.n),
    limits: { max_days: HISTORY_EXPORT_LIMITS.maxDays, max_pending: HISTORY_EXPORT_LIMITS.maxPending },
  };
}

/** The claim of a worker on one request; `attempt` fences it: a later claim makes every write of this one fail. */
export type ClaimedExport = ExportRow & { attempt: number };

/** Another worker took the request over (this one's claim ran out): stop without touching it. */
export class ClaimLost extends Error {
  constructor(id: number) {
    super(`export ${id}: claim lost`);
  }
}

/**
 * Claims the oldest request that is queued, or processing under a claim that ran out (its worker
 * crashed), in one short transaction (`for update skip locked`: several instances never take the
 * same one). What a crashed attempt wrote is deleted; a request out of attempts becomes failed.
 */
export async function claimExport(db: Kysely<DB>, settings: ExportWorkerSettings): Promise<ClaimedExport | null> {
  for (;;) {
    const outcome = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('game_history_exports')
        .select(['id', 'attempts'])
        .where('status', 'in', ['queued', 'processing'])
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', sql<Date>`now()`)]))
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return null;
      await trx.deleteFrom('game_history_export_parts').where('export_id', '=', due.id).execute();
      if (due.attempts >= settings.maxAttempts) {
        await trx
          .updateTable('game_history_exports')
          .set({ status: 'failed', error: 'error', claimed_until: null, finished_at: sql`now()` })
          .where('id', '=', due.id)
          .execute();
        return 'given-up' as const;
      }
      return trx
        .updateTable('game_history_exports')
        .set({
          status: 'processing',
          attempts: due.attempts + 1,
          claimed_until: sql<Date>`now() + make_interval(secs => ${settings.claimSeconds})`,
          started_at: sql`now()`,
          rows_done: 0,
          rows_total: null,
        })
        .where('id', '=', due.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (outcome === 'given-up') continue;
    return outcome ? { ...outcome, attempt: outcome.attempts } : null;
  }
}

export interface ExportHooks {
  /** After each part is stored (tests stand a crash or a takeover here). */
  afterPart?(seq: number): Promise<void> | void;
}

/**
 * Writes the file of a claimed request: counts the rows of the period (beyond `maxRows` the
 * request fails as too_many_rows), then reads them oldest first a batch at a time (keyset, so the
 * memory held is one batch) and stores each batch as a part. Every write checks the claim is
 * still this attempt's and extends it; a lost claim stops the worker with ClaimLost.
 */
export async function runExport(db: Kysely<DB>, job: ClaimedExport, settings: ExportWorkerSettings, hooks: ExportHooks = {}): Promise<void> {
  const fenced = (trx: Kysely<DB>) =>
    trx.updateTable('game_history_exports').where('id', '=', job.id).where('attempts', '=', job.attempt).where('status', '=', 'processing');
  const extend = sql<Date>`now() + make_interval(secs => ${settings.claimSeconds})`;
  const range = { from: unix(job.period_from), to: unix(job.period_to) };

  const { n } = await db
    .selectFrom(historySource(job.account_id, range))
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const total = Number(n);
  if (total > settings.maxRows) {
    const done = await fenced(db)
      .set({ status: 'failed', error: 'too_many_rows', rows_total: total, claimed_until: null, finished_at: sql`now()` })
      .returning('id')
      .execute();
    if (!done.length) throw new ClaimLost(job.id);
    return;
  }
  if (!(await fenced(db).set({ rows_total: total, claimed_until: extend }).returning('id').execute()).length) throw new ClaimLost(job.id);

  const locale = job.locale;
  let written = 0;
  // The byte order mark is sent before the parts (drivers drop it from the start of a text they read).
  let bytes = Buffer.byteLength(BOM, 'utf8');
  let seq = 0;
  let after: { at: number; kind: string; ref: number } | null = null;
  // The first part is the header alone: an empty period still gives a file with its columns.
  const parts: string[] = [csvHeader(locale)];
  for (;;) {
    if (parts.length === 0) {
      if (written >= total) break;
      let q = db
        .selectFrom(historySource(job.account_id, range))
        .innerJoin('games as g', 'g.id', 'h.game_id')
        .selectAll('h')
        .select(['g.name', sql<number>`(extract(epoch from h.created_at) * 1000000)::bigint`.as('at_us')]);
      if (after) {
        const a = after;
        q = q.where(sql<boolean>`((extract(epoch from h.created_at) * 1000000)::bigint, h.kind, h.ref_id) > (${a.at}, ${a.kind}, ${a.ref})`);
      }
      const rows = (await q
        .orderBy(sql`(extract(epoch from h.created_at) * 1000000)::bigint`)
        .orderBy('h.kind')
        .orderBy('h.ref_id')
        .limit(Math.min(settings.batchRows, total - written))
        .execute()) as (HistoryRow & { name: string; at_us: number | string })[];
      if (rows.length === 0) break;
      const last = rows[rows.length - 1]!;
      after = { at: Number(last.at_us), kind: last.kind, ref: last.ref_id };
      parts.push(rows.map((r) => csvLine({ ...r, created_at: new Date(r.created_at), game: r.name }, locale, job.utc_offset)).join(''));
      written += rows.length;
    }
    const content = parts.shift()!;
    const stored = await db.transaction().execute(async (trx) => {
      const mine = await fenced(trx).set({ rows_done: written, claimed_until: extend }).returning('id').execute();
      if (!mine.length) return false;
      await trx.insertInto('game_history_export_parts').values({ export_id: job.id, seq, content }).execute();
      return true;
    });
    if (!stored) throw new ClaimLost(job.id);
    bytes += Buffer.byteLength(content, 'utf8');
    await hooks.afterPart?.(seq);
    seq++;
  }
  const finished = await fenced(db)
    .set({
      status: 'ready',
      rows_done: written,
      size_bytes: bytes,
      claimed_until: null,
      finished_at: sql`now()`,
      expires_at: sql<Date>`now() + make_interval(hours => ${settings.fileHours})`,
    })
    .returning('id')
    .execute();
  if (!finished.length) throw new ClaimLost(job.id);
}

interface Log {
  error(obj: object, msg: string): void;
}

/**
 * Claims and writes one request; answers whether there was one. A failure puts the request back
 * in the queue (the next claim starts it afresh) until it is out of attempts.
 */
export async function processNextExport(db: Kysely<DB>, settings: ExportWorkerSettings, log: Log, hooks: ExportHooks = {}): Promise<boolean> {
  const job = await claimExport(db, settings);
  if (!job) return false;
  try {
    await runExport(db, job, settings, hooks);
  } catch (error) {
    if (error instanceof ClaimLost) return true;
    log.error({ err: error, export: job.id }, 'history export failed');
    await db
      .updateTable('game_history_exports')
      .set({ status: job.attempt >= settings.maxAttempts ? 'failed' : 'queued', error: 'error', claimed_until: null })
      .where('id', '=', job.id)
      .where('attempts', '=', job.attempt)
      .where('status', '=', 'processing')
      .execute();
  }
  return true;
}

/** Works through the queue every `everyMs` until stopped; answers the stop function (awaits the running request). */
export function startExportWorker(db: Kysely<DB>, settings: ExportWorkerSettings, log: Log, everyMs: number): () => Promise<void> {
  let stopping = false;
  const job = startJob({
    name: 'history exports',
    everyMs,
    log,
    runAtStart: false,
    round: async () => {
      while (!stopping && (await processNextExport(db, settings, log)));
    },
  });
  return async () => {
    stopping = true;
    await job.stop();
  };
}

/** The ready, unexpired file of a request of this player (byte order mark, then its parts), or null (someone else's, unknown, not ready, expired). */
export async function exportFile(db: Kysely<DB>, accountId: number, id: number) {
  const row = await db
    .selectFrom('game_history_exports')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('status', '=', 'ready')
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  async function* parts(): AsyncGenerator<string> {
    yield BOM;
    // One part in memory at a time.
    for (let seq = 0; ; seq++) {
      const part = await db.selectFrom('game_history_export_parts').select('content').where('export_id', '=', id).where('seq', '=', seq).executeTakeFirst();
      if (!part) return;
      yield part.content;
    }
  }
  return { row, parts };
}
