/**
 * What the kill -9 tests share: a data directory per test file, the server process started on it
 * (embedded database, or DATABASE_URL for the PostgreSQL run, in a schema of the file's own), a game round through the launch
 * token, writers hammering the server until it is killed, and the checks every book must pass.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { dropSchema, openDatabase, type Database } from '../db/connection';
import type { DB } from '../db/schema';
import { http, startServerProcess, type ServerProcess } from './process';

/** A player API address, as the browser calls it. */
export const api = (method: string) => `/api/${method}?v=2.34&locale=uz`;

export interface CrashBed {
  /** The data directory of this file's server (made before the tests, removed after). */
  readonly dataDir: string;
  /** The server process on the bed's data directory and database. */
  start(): Promise<ServerProcess>;
  /** The bed's database, opened directly (the embedded one only while no server holds it); closed after the tests. */
  open(): Promise<Database>;
  /** Closes what `open` opened, so a server may take the embedded database again. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL address whose connections work in `schema` (`search_path`, sent as the connection's
 * options), as the server process takes it in DATABASE_URL.
 */
export function inSchema(url: string, schema: string): string {
  const address = new URL(url);
  address.searchParams.set('options', `-c search_path=${schema}`);
  return address.toString();
}

/** A test file's crash bed; `env` is what its server needs on top of the demo start. */
export function crashBed(name: string, env: Record<string, string> = {}): CrashBed {
  const databaseUrl = process.env.DATABASE_URL;
  // On PostgreSQL each bed works in a schema of its own: beds of files run at once, and one server's
  // demo providers would otherwise report the other's payouts, and be killed while reporting them.
  const schema = `crash_${name.replace(/[^a-z0-9]/g, '_')}_${process.pid}`;
  let dataDir = '';
  let database: Database | null = null;
  const inBedSchema = () => openDatabase({ url: databaseUrl!, schema });
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), `casino-${name}-`));
    // Opening it in the schema makes the schema.
    if (databaseUrl) await (await inBedSchema()).close();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      const bed = await inBedSchema();
      await dropSchema(bed, schema);
      await bed.close();
    }
  });
  return {
    get dataDir() {
      return dataDir;
    },
    start: () => startServerProcess(dataDir, { ...env, ...(databaseUrl ? { DATABASE_URL: inSchema(databaseUrl, schema) } : {}) }, 90_000),
    async open() {
      database = await (databaseUrl ? inBedSchema() : openDatabase({ dir: join(dataDir, 'pgdata') }));
      return database;
    },
    async close() {
      await database?.close();
      database = null;
    },
  };
}

/** A JSON POST of a game page's round with its launch token; the answer's status. */
export function gameRound(port: number, token: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/platform/game/api/round',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The launch token of a real-money game page, read from the page the provider serves. */
export function launchToken(page: string): string {
  const token = /"token":"([A-Za-z0-9_-]{43})"/.exec(page)?.[1];
  if (!token) throw new Error('no launch');
  return token;
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Six writers repeat `step` against the server until `killWhen` resolves; then the process is
 * killed with SIGKILL, the writers end (a refused connection ends a writer) and the exit is awaited.
 */
export async function killDuring(child: ServerProcess, step: () => Promise<void>, killWhen: () => Promise<void>, writers = 6): Promise<void> {
  let stop = false;
  const writer = async () => {
    while (!stop) {
      try {
        await step();
      } catch {
        return; // the process is gone
      }
    }
  };
  const running = Array.from({ length: writers }, writer);
  await killWhen();
  child.proc.kill('SIGKILL');
  stop = true;
  await Promise.all(running);
  await child.exited;
}

/** Starts the server once more (its recovery jobs run at start) and stops it gracefully. */
export async function restartCleanly(bed: CrashBed, settle = 0): Promise<void> {
  const again = await bed.start();
  if (settle) await pause(settle);
  again.proc.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}

/** Balances and ledger rows below zero: none may exist whatever was killed when. */
export async function negativeMoney(db: Kysely<DB>): Promise<number> {
  const r = await sql<{
    n: string;
  }>`select (select count(*) from balances where amount < 0) + (select count(*) from ledger where balance_after < 0) as n`.execute(db);
  return Number(r.rows[0]!.n);
}

/** Waits until the payout worker has handed over every approved withdrawal (the ops API answers none left). */
export async function approvedPayoutsHandedOver(port: number, opsHeaders: Record<string, string>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = await http(port, 'GET', '/ops/payouts?status=approved', { headers: opsHeaders });
    if ((JSON.parse(left.body) as { data: { items: unknown[] } }).data.items.length === 0) return;
    if (Date.now() > deadline) throw new Error(`approved withdrawals left unpaid: ${left.body}`);
    await pause(500);
  }
}
