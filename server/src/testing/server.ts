/**
 * Test helpers: a real database per test file (in-memory PGlite, or a fresh schema on the
 * PostgreSQL server named by DATABASE_URL) and the server built on it.
 */
import { DEMO_OPS_SECRET_KEY, TotpVault } from '../ops/console/totp-vault';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { loadConfig, type Config } from '../config';
import { buildServer } from '../app';
import { dropSchema, openDatabase, type Database } from '../db/connection';
import { migrate } from '../db/migrate';
import { readTemplate } from './template';
import { seedDemo } from '../seed';
import { createAccount } from '../domains/accounts/store';
import { createSession, hashSessionId } from '../auth/sessions';

export const TEST_ORIGIN = 'http://localhost';
/** The ops console's origin of the test servers: requests to it carry `host: TEST_OPS_HOST`. */
export const TEST_OPS_HOST = 'ops.localhost';
export const TEST_OPS_ORIGIN = `http://${TEST_OPS_HOST}`;

export interface TestDatabase extends Database {
  /** Drops the test schema (PostgreSQL server) and closes. */
  dispose(): Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ url, schema, poolSize: 4 });
    await migrate(database);
    return {
      ...database,
      async dispose() {
        await dropSchema(database, schema);
        await database.close();
      },
    };
  }
  // A copy of the run's migrated template when there is one; migrate() then finds nothing to do.
  const database = await openDatabase({ template: readTemplate() });
  await migrate(database);
  return { ...database, dispose: () => database.close() };
}

export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    // The suites exercise the demo surfaces (outbox codes, development OAuth, demo payments) on purpose.
    DEMO: '1',
    // Requests come from inject's 127.0.0.1, acting as the proxy; suites vary X-Forwarded-For per player.
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PASSWORD_COST: '12',
    DATA_DIR: '/nonexistent',
    EDITOR_TOKEN: 'editor-secret',
    CATALOGUE_CACHE_TTL: '0',
    OPS_TOKEN: 'ops-secret',
    OPS_ORIGIN: TEST_OPS_ORIGIN,
    // The page as the shell's build wrote it: the server render has its own suites (it needs a built shell).
    SERVER_RENDER: 'off',
    // The suites run both ways in CI (`FAST_PATHS=off` for the money suites).
    ...(process.env.FAST_PATHS ? { FAST_PATHS: process.env.FAST_PATHS } : {}),
    ...env,
  });
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole server on a fresh, seeded (by default) database; one per test file. `releases`
 * serves the published registry (release files in a temporary directory) instead of none.
 */
export async function createTestServer(options: { seed?: boolean; env?: NodeJS.ProcessEnv; releases?: boolean } = {}): Promise<TestServer> {
  const dataDir = options.releases ? mkdtempSync(join(tmpdir(), 'casino-test-')) : null;
  const config = testConfig({ ...options.env, ...(dataDir ? { DATA_DIR: dataDir } : {}) });
  const database = await openTestDatabase();
  if (options.seed !== false) await seedDemo(database.db, { passwordCost: config.passwordCost });
  const app = await buildServer(config, {
    database,
    shellPage: '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
    workers: false,
    ...(dataDir ? {} : { releases: { registry: async () => [], directory: () => null } }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any answer's JSON without a cast per method
  cookie: string | undefined;
  response: LightMyRequestResponse;
}

function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((c) => /^(__Host-)?sid=/.test(c));
  return found?.split(';')[0];
}

function answer(response: LightMyRequestResponse): Answer {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, cookie: sessionCookieOf(response), response };
}

type ParamValue = string | number | boolean | string[] | undefined;

/** Calls the API as the browser client does: query for GET, form body for POST, same origin. */
export function apiClient(app: FastifyInstance) {
  const url = (method: string, extra: Record<string, string> = {}) => `/api/${method}?${new URLSearchParams({ v: '2.34', locale: 'uz', ...extra }).toString()}`;
  const encode = (params: Record<string, ParamValue>) => {
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) out.append(k, item);
      else out.append(k, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
    }
    return out.toString();
  };
  return {
    async get(method: string, params: Record<string, ParamValue> = {}, cookie?: string, urlExtra?: Record<string, string>): Promise<Answer> {
      const q = encode(params);
      const response = await app.inject({
        method: 'GET',
        url: url(method, urlExtra) + (q ? `&${q}` : ''),
        headers: cookie ? { cookie } : {},
      });
      return answer(response);
    },
    async post(
      method: string,
      params: Record<string, ParamValue> = {},
      cookie?: string,
      headers: Record<string, string> = {},
      urlExtra?: Record<string, string>,
    ): Promise<Answer> {
      const response = await app.inject({
        method: 'POST',
        url: url(method, urlExtra),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: TEST_ORIGIN,
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        payload: encode(params),
      });
      return answer(response);
    },
  };
}

/** Waits until `condition` holds (a notice arrived), at most `ms`; answers whether it does. */
export async function until(condition: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  return condition();
}

let players = 0;
/** A new player signed in on `db`: the account id, the session's raw id (the cookie's) and its hash. */
export async function signedInPlayer(db: Database['db'], config: Config): Promise<{ accountId: number; raw: string; idHash: string }> {
  const account = await db.transaction().execute((trx) =>
    createAccount(trx, {
      login: `player${++players}.${Date.now()}@example.org`,
      passwordHash: 'x',
      currency: 'USD',
      locale: 'uz',
      isSubscribed: false,
      markBetting: false,
      promoCode: null,
      ip: null,
    }),
  );
  const raw = await createSession(db, account!.id, { ip: '127.0.0.1', userAgent: 'test' }, config);
  return { accountId: Number(account!.id), raw, idHash: hashSessionId(raw) };
}

/** Logs in and answers the session cookie. */
export async function login(app: FastifyInstance, loginName: string, password: string): Promise<string> {
  const r = await apiClient(app).post('auth.login', { login: loginName, password });
  if (r.status !== 200 || !r.cookie) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.cookie;
}

/** Row counts of every table: for asserting that a refused call changed nothing. */
export async function snapshot(database: Database): Promise<Record<string, number>> {
  const tables = [
    'accounts',
    'profiles',
    'contacts',
    'sessions',
    'one_time_codes',
    'outbox',
    'balances',
    'ledger',
    'game_likes',
    'games',
    'providers',
    'cms_entries',
    'tournament_participants',
  ] as const;
  const out: Record<string, number> = {};
  for (const t of tables) {
    const row = await database.db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(row.n);
  }
  const sums = await database.db
    .selectFrom('balances')
    .select((eb) => eb.fn.sum<number>('amount').as('s'))
    .executeTakeFirstOrThrow();
  out.balance_sum = Number(sums.s);
  return out;
}

/** `db` with a count of the statements sent through it (`seen.statements`). */
export function countingStatements<T>(db: Kysely<T>): { db: Kysely<T>; seen: { statements: number } } {
  const seen = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      seen.statements++;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), seen };
}

/** The TOTP vault of test servers (no `OPS_SECRET_KEY`: the demo key), for operators created straight in their database. */
export const TEST_TOTP_VAULT = new TotpVault(DEMO_OPS_SECRET_KEY);
