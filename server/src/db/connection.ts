import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { Kysely, PostgresDialect, sql, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg, { type QueryResult } from 'pg';
import type { DB } from './schema';
import { keptStatements } from './pglite-statements';
import { keepStatisticsCurrent } from './pglite-statistics';

/** The database of the platform: PostgreSQL dialect, served by PGlite (embedded) or a PostgreSQL server. */
export interface Database {
  db: Kysely<DB>;
  driver: 'pglite' | 'pg';
  /**
   * Runs `fn` in one transaction on one connection with plain SQL, scripts of several
   * statements allowed (migrations). `query` answers the rows of the last statement.
   */
  script<T>(fn: (query: ScriptQuery) => Promise<T>): Promise<T>;
  /** LISTEN in this process (embedded database only; a PostgreSQL server is listened to on a connection of its own). */
  listen?: (channel: string, fn: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The data directory as a tar (embedded database only): a `template` to open copies of. */
  dump?: () => Promise<Blob>;
  /** Connections of this instance now: the pool's size, those lent out and callers waiting for one (`/metrics`). */
  poolState?: () => PoolState;
  close(): Promise<void>;
}

export interface PoolState {
  size: number;
  inUse: number;
  waiting: number;
}

export interface OpenOptions {
  /** `postgres://…`; without it the embedded database is used. */
  url?: string | null;
  /** Directory of the embedded database; omitted means in memory. */
  dir?: string;
  /** Schema to work in on a PostgreSQL server (created when missing); tests use one per file. */
  schema?: string;
  /** Connections in the pool (PostgreSQL server only). */
  poolSize?: number;
  /** Each connection parses and plans a statement once (default on; the embedded database as well). */
  prepare?: boolean;
  /**
   * Embedded database in memory: starts as a copy of this `dump()` instead of a new cluster, which
   * skips initdb (the test suites open one a file: about 1.5 s instead of 4.5 s).
   */
  template?: Blob;
}

export type ScriptQuery = (text: string) => Promise<Record<string, unknown>[]>;

interface PgLikeClient {
  query(text: string, params: unknown[]): Promise<{ command?: string; rowCount?: number | null; rows: unknown[] }>;
  release(): void;
}

/**
 * PGlite is one connection. Kysely's PostgreSQL driver asks a pool for a client per query or
 * transaction; this pool hands out the single connection to one caller at a time, so a
 * transaction never interleaves with other statements.
 */
function pglitePool(pg: PGlite, prepare: boolean) {
  let tail: Promise<void> = Promise.resolve();
  const names = new Map<string, string>();
  // Kept statements as on a PostgreSQL server (`kyselyPool`): parsed and planned once, not on every run.
  const statement = keptStatements(pg, (text) => (prepare ? preparedNameOf(text, names) : null));
  // The one connection: lent out (0 or 1) and callers queued for it, for `/metrics`.
  const state: PoolState = { size: 1, inUse: 0, waiting: 0 };
  return {
    state: () => ({ ...state }),
    connect(): Promise<PgLikeClient> {
      let release!: () => void;
      let released = false;
      const turn = new Promise<void>((resolve) => (release = () => {
        if (released) return;
        released = true;
        state.inUse -= 1;
        resolve();
      }));
      const ready = tail;
      tail = tail.then(() => turn);
      state.waiting += 1;
      return ready.then(() => {
        state.waiting -= 1;
        state.inUse += 1;
        const ended = endedAhead();
        return {
          async query(text: string, params: unknown[]) {
            const answered = ended(text);
            if (answered) return answered;
            return statement(text, params);
          },
          release,
        };
      });
    },
    async end() {
      await tail;
    },
  };
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url) return openPostgres(options.url, options);
  return openPglite(options.dir, options.prepare !== false, options.template);
}

async function openPglite(dir: string | undefined, prepare: boolean, template: Blob | undefined): Promise<Database> {
  if (dir && template) throw new Error('A template opens an embedded database in memory, not in a directory');
  if (dir) mkdirSync(dir, { recursive: true });
  const pg = template ? new PGlite({ loadDataDir: template }) : new PGlite(dir ? join(dir) : undefined);
  await pg.waitReady;
  const pool = pglitePool(pg, prepare);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: pool as never }) });
  const stopStatistics = keepStatisticsCurrent(async (text) => {
    const client = await pool.connect();
    try {
      return (await client.query(text, [])).rows as Record<string, unknown>[];
    } finally {
      client.release();
    }
  });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    poolState: pool.state,
    async listen(channel, fn) {
      // Through the pool: a LISTEN never runs inside another caller's transaction.
      const client = await pool.connect();
      try {
        const unlisten = await pg.listen(channel, fn);
        return async () => {
          const c = await pool.connect();
          try {
            await unlisten();
          } finally {
            c.release();
          }
        };
      } finally {
        client.release();
      }
    },
    async script(fn) {
      const client = await pool.connect();
      try {
        return await pg.transaction(async (tx) =>
          fn(async (text) => {
            const results = await tx.exec(text);
            return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
          }),
        );
      } finally {
        client.release();
      }
    },
    async dump() {
      // Through the pool: the copy is taken between transactions, never inside one.
      const client = await pool.connect();
      try {
        return await pg.dumpDataDir('none');
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      stopStatistics();
      await db.destroy();
      await pg.close();
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  const pgModule = pg;
  const schema = options.schema;
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  // bigint (int8) as a JS number: money is in minor units and counts stay far below 2^53.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 20 ? (v: string) => Number(v) : pgModule.types.getTypeParser(oid, format as 'text'),
  };
  const pool = new pgModule.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Connections are kept, not closed after 10 s idle (pg's default): a new one costs PostgreSQL a
    // backend, its catalog caches and every kept statement parsed and planned again, which after a
    // quiet spell fell on the next burst of players all at once.
    idleTimeoutMillis: 0,
    // Kept connections do not keep the process alive on their own (a script or test that ends without closing the pool).
    allowExitOnIdle: true,
    types,
    // Lets a transaction's `begin` travel with its first statement (`kyselyPool`).
    pipeline: true,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  } as pg.PoolConfig);
  if (schema) await pool.query(`create schema if not exists ${schema}`);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: kyselyPool(pool, options.prepare !== false) }) });
  let closed = false;
  return {
    db,
    driver: 'pg',
    poolState: () => ({ size: options.poolSize ?? 10, inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    async script(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(async (text) => {
          const r = (await client.query(text)) as unknown as QueryResult | QueryResult[];
          return (Array.isArray(r) ? (r.at(-1)?.rows ?? []) : r.rows) as Record<string, unknown>[];
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
    },
  };
}

/** Statements worth keeping prepared: plain data statements whose result columns are named. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/**
 * `*` in a result (`select *`, `t.*`, `returning *`): a column added by a migration while the
 * statement is kept would fail it ("cached plan must not change result type"), so it is not kept.
 */
const STAR_RESULT = /(^|[\s,.])\*(?!\))/;
/** Distinct statements kept per connection at most; beyond them statements are parsed each time. */
export const MAX_PREPARED = 2000;

/** The name a statement is prepared under on every connection (the same text, the same name), or null. */
export function preparedNameOf(text: string, names: Map<string, string>): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  // A script of several statements cannot be prepared (nor can anything with a `;` be told apart from one).
  if (names.size >= MAX_PREPARED || !PREPARABLE.test(text) || STAR_RESULT.test(text) || text.includes(';')) return null;
  const name = `k${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
  names.set(text, name);
  return name;
}

/**
 * The commit a transaction sends with its last statements (`committing`, src/db/sql.ts). After a
 * failed statement PostgreSQL answers it as a rollback, without an error of its own.
 */
export const COMMIT_WITH_LAST = 'commit -- with the last statements';

const COMMITTED: QueryResult = { command: 'COMMIT', rowCount: null, rows: [], fields: [], oid: 0 };

/**
 * A connection's transaction once it was ended by `COMMIT_WITH_LAST`: the driver's own commit, or
 * its rollback when the caller failed afterwards, is answered here without going to the
 * database, and any other statement is refused, for it would run outside the transaction.
 * Answers the function to give each statement to first: a promise when it answered it.
 */
function endedAhead(): (text: unknown) => Promise<QueryResult> | undefined {
  let ended = false;
  return (text) => {
    if (text === COMMIT_WITH_LAST) {
      ended = true;
      return undefined;
    }
    if (!ended) return undefined;
    if (text === 'commit' || text === 'rollback') {
      ended = false;
      return Promise.resolve(COMMITTED);
    }
    return Promise.reject(new Error('The transaction was committed with its last statements: nothing runs after them'));
  };
}

/** What Kysely is answered for a `begin` sent ahead with the transaction's first statement. */
const BEGUN: QueryResult = { command: 'BEGIN', rowCount: null, rows: [], fields: [], oid: 0 };

/**
 * Kysely's pool, with two savings per call on a PostgreSQL server:
 * - Named statements (`prepare`): PostgreSQL parses and plans each distinct statement once per
 *   connection instead of on every call, which is most of the server's work for the short
 *   statements of a round or a session check. (Behind PgBouncer in transaction mode, set its
 *   `max_prepared_statements`.)
 * - A transaction's `begin` is not waited for: it is written at once and its answer read with
 *   the transaction's first statement, which the pipelined connection writes right behind it,
 *   so every transaction spends one round trip less. A `begin` fails only where the statement
 *   behind it fails too (a broken connection, or one left in an aborted transaction); its
 *   caller then gets the begin's error and the connection is closed, not handed out again.
 * - What one turn of the event loop writes to a connection leaves in one write: pg writes each
 *   statement on its own, and each write to the socket is a system call that wakes PostgreSQL's
 *   backend, so a begin with its first statement, or statements sent together (`pipelined`),
 *   cost one wake-up instead of one each.
 */
export function kyselyPool(pool: Pick<pg.Pool, 'connect' | 'end'>, prepare: boolean): PostgresPool {
  const names = new Map<string, string>();
  return {
    async connect() {
      const client = await pool.connect();
      let begun: Promise<unknown> | null = null;
      let broken: Error | undefined;
      const gather = gatherWrites(client);
      const ended = endedAhead();
      const run = (text: unknown, values?: readonly unknown[]): unknown => {
        const name = prepare && typeof text === 'string' ? preparedNameOf(text, names) : null;
        if (name !== null) return client.query({ name, text: text as string, values: values ? [...values] : [] });
        // A cursor, or a statement not kept: as the pool's client would run it.
        return typeof text === 'string' ? client.query(text, values ? [...values] : undefined) : client.query(text as pg.Submittable);
      };
      const query = (text: unknown, values?: readonly unknown[]): unknown => {
        const answered = ended(text);
        if (answered) return answered;
        gather();
        if (text === 'begin' && begun === null) {
          begun = client.query('begin');
          begun.catch((error: Error) => (broken = error));
          return Promise.resolve(BEGUN);
        }
        if (begun === null || typeof text !== 'string') return run(text, values);
        const first = begun;
        begun = null;
        const answer = run(text, values) as Promise<unknown>;
        // The statement's answer counts only after the begin's: a failed begin is this caller's error.
        return first.then(
          () => answer,
          (error: unknown) => {
            answer.catch(() => {});
            throw error;
          },
        );
      };
      // A connection whose begin failed may hold anything: it is closed, not handed out again.
      return { query: query as PostgresPoolClient['query'], release: () => client.release(broken) };
    },
    end: () => pool.end(),
  };
}

/**
 * Holds a pooled client's writes until the current turn of the event loop has run (its
 * callbacks and the promises they settle), then sends them in one write. Answers the function
 * to call before each query; a client without a socket (a test's) writes as it would.
 */
export function gatherWrites(client: unknown): () => void {
  const stream = (client as { connection?: { stream?: Pick<Writable, 'cork' | 'uncork'> } }).connection?.stream;
  if (!stream || typeof stream.cork !== 'function') return () => {};
  let held = false;
  const release = () => {
    held = false;
    stream.uncork();
  };
  return () => {
    if (held) return;
    held = true;
    stream.cork();
    // After the promise jobs of this turn too: a begin's caller reaches its first statement through them.
    process.nextTick(release);
  };
}

/** Drops a test schema (PostgreSQL server only). */
export async function dropSchema(database: Database, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
}
