import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import pg, { type QueryResult } from 'pg';
import type { DB } from './schema';
import { keepStatisticsCurrent, kyselyPool, pglitePool, platformTypes } from './driver';

// The tweaks to the drivers live in ./driver; what the rest of the server imports from here stays here.
export { COMMIT_WITH_LAST, gatherWrites, kyselyPool, MAX_PREPARED, preparedNameOf } from './driver';

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
  const schema = options.schema;
  if (schema && !SCHEMA_NAME.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // Connections are kept, not closed after 10 s idle (pg's default): a new one costs PostgreSQL a
    // backend, its catalog caches and every kept statement parsed and planned again, which after a
    // quiet spell fell on the next burst of players all at once.
    idleTimeoutMillis: 0,
    // Kept connections do not keep the process alive on their own (a script or test that ends without closing the pool).
    allowExitOnIdle: true,
    // bigint (int8) as a JS number.
    types: platformTypes,
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

/** Drops a test schema (PostgreSQL server only). */
export async function dropSchema(database: Database, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Bad schema name: ${schema}`);
  await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
}
