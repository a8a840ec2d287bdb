import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOAuthConfig, type OAuthConfig } from './oauth/config';
import { loadTelegramConfig, type TelegramConfig } from './telegram/config';
import { loadCashierSettings, type CashierSettings } from './domains/payments/settings';
import { loadPayoutSettings, type PayoutSettings } from './domains/payouts/settings';
import { loadKycSettings, type KycSettings } from './domains/kyc/settings';
import { loadReleaseStorageSettings, type ReleaseStorageSettings } from './domains/releases';
import { DEFAULT_SLOW_CANARY_POLICY, isRemoteName, REMOTE_NAMES, type RemoteName, type SlowCanaryPolicy } from '@casino/contract';

/** The workspace root (holding shell, the mfe-* packages and var). */
export const ROOT_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface Config {
  host: string;
  port: number;
  /** Where the embedded database, release files and uploads live. */
  dataDir: string;
  /** Built shell (index.html and its assets). */
  shellDir: string;
  /** Workspace root, for finding the remotes' build output. */
  rootDir: string;
  logLevel: string;
  /** `postgres://…` for a PostgreSQL server; unset means the embedded database under `dataDir`. */
  databaseUrl: string | null;
  /** Connections each instance keeps to PostgreSQL (DATABASE_POOL_SIZE); instances × this stays under max_connections. */
  databasePoolSize: number;
  /** Server processes sharing the port (SERVER_WORKERS, 1 by default; `auto`: one per core); more than one needs `databaseUrl`. */
  workers: number;
  /** Keep statements prepared on each pooled connection (DATABASE_PREPARED_STATEMENTS, on by default; off behind a pooler that cannot keep them). */
  databasePrepare: boolean;
  /**
   * `FAST_PATHS` (on by default; `off`): game rounds, deposits and their settlement try their
   * one-round-trip path (src/money/rules/); off, every one takes its full path, which writes the
   * same rows in more round trips (to rule a fast path out when looking into a money question).
   */
  fastPaths: boolean;
  /** Not a demo start (see `demo`): no development pages, demo providers off by default, unsafe settings refused. */
  production: boolean;
  /** Check every API result against its schema (tests and development). */
  checkResults: boolean;
  /** Mark the session cookie `Secure` (and name it `__Host-sid`); on behind HTTPS. */
  cookieSecure: boolean;
  /** Seconds of inactivity before the browser logs the player out (general info); null when off. */
  timeToForceLogout: number | null;
  /** Bearer token for content writes; content is read-only without it. */
  editorToken: string | null;
  /** Bearer token for `/ops/...`. */
  opsToken: string | null;
  session: {
    /** Absolute lifetime in seconds. */
    ttl: number;
    /** A session unused for this many seconds ends. */
    idle: number;
  };
  /** log2 of the scrypt cost N used for new password hashes (17 in production). */
  passwordCost: number;
  /** Seed a fresh database with the demo content and the demo player. */
  seedDemo: boolean;
  /** Seconds public catalogue answers (games, categories, providers) are kept in memory; 0 turns it off. */
  catalogueCacheSeconds: number;
  /** How long a signed-in session or a game launch is kept in memory at most (revocations drop it at once); 0 turns both off. */
  sessionCacheSeconds: number;
  // --- Security settings (src/security/): the demo switch, trusted proxies, public origins ---
  /** `DEMO=1` (`npm start`, `pnpm dev`, the test suites): the demo surfaces are on. Any other start is a production start. */
  demo: boolean;
  /** Fastify's trustProxy: false (default), or the proxies' addresses/CIDRs; true and hop counts only in the demo. */
  trustProxy: boolean | number | string[];
  /** `PUBLIC_ORIGINS`: the site's origins; canonical links, hreflang and robots.txt are built from these, never from request headers. */
  publicOrigins: string[];
  /** `CSP_SCRIPT_SOURCES`: extra https origins the shell page may load scripts from (custom code's counters). */
  cspScriptSources: string[];
  /** `RETURN_ORIGINS`: partner sites a `backUrl` may send a player back to after sign-in (exact origins; none by default). */
  returnOrigins: string[];
  // --- end of security settings ---
  /** Sign-in through OAuth 2 providers (`OAUTH_PROVIDERS`, `OAUTH_DEV_PROVIDER`, `PUBLIC_ORIGIN`). */
  oauth: OAuthConfig;
  /** Sign-in from the Telegram mini-app (`TELEGRAM_BOT_TOKEN`, `TELEGRAM_INIT_DATA_MAX_AGE`). */
  telegram: TelegramConfig;
  /** Identity verification: webhook key, token lifetime, document size, the demo's auto-decision (`KYC_…`). */
  kyc: KycSettings;
  /** Deposit limits, withdrawals and the payment provider (`DEPOSIT_LIMIT_…`, `WITHDRAWALS_PER_DAY`, `PAYMENTS_…`). */
  cashier: CashierSettings;
  /** Payouts of withdrawals: automatic approval, the provider's callbacks (`PAYOUTS_…`, domains/payouts/settings.ts). */
  payouts: PayoutSettings;
  /** Which implementation stands behind each provider interface (`src/providers/`). */
  providers: ProviderChoice;
  releases: {
    /** `database`: the published registry; `workspace`: live from the remotes' builds (`pnpm dev`). */
    source: 'database' | 'workspace';
    /** How old the shell's copy of `/remotes.json` may get, seconds. */
    refreshSeconds: number;
    /** A canary is rolled back when this share of its loads failed… */
    canaryFailureRate: number;
    /** …with at least this many failures. */
    canaryMinFailures: number;
    /** `CANARY_FAILURES_PER_CLIENT`: failure reports one client address adds per release and hour. */
    canaryFailuresPerClient: number;
    /** `CANARY_MIN_REPORTERS`: distinct reporters (IPv4 addresses, IPv6 /64s) an automatic rollback needs, failures or slow timings. */
    canaryMinReporters: number;
    /** `RELEASE_STORAGE` (`disk`, `postgres`, `s3`) and the bucket's `RELEASE_S3_…` settings. */
    storage: ReleaseStorageSettings;
    /** Page timings and errors per release (`VITALS_…`, `CANARY_SLOW_…`, `CANARY_ROLLBACK_ON_SLOW`). */
    vitals: VitalsSettings;
  };
  /** Reread the shell page and the game pages' assets on every request (`pnpm dev`). */
  watchFiles: boolean;
  /** The first view rendered on the server (src/render/). */
  render: RenderSettings;

  // ---- Bounds on what anonymous traffic can make the server keep (memory, logged rows) ----
  bounds: BoundsSettings;
}

export interface RenderSettings {
  /** `SERVER_RENDER` (on/off, default on): public pages arrive rendered, and the browser hydrates them. */
  enabled: boolean;
  /** `SERVER_RENDER_BUDGET_MS` (default 50): how long a remote's part may take on the server before the browser renders it instead. */
  budgetMs: number;
  /** `SERVER_RENDER_CACHE_SECONDS` (default 5; 0 = off): how long a guest's whole page is answered again for the same host, address and releases (render/guest-pages.ts). */
  cacheSeconds: number;
}

export interface VitalsSettings {
  /** `VITALS_SAMPLE_RATE`: share (0–1) of page visits whose browser reports page timings. */
  sampleRate: number;
  /** `VITALS_PER_CLIENT`: timing reports one client address adds per release and hour. */
  perClient: number;
  /** `CANARY_SLOW_MIN_SAMPLES`, `CANARY_SLOW_LCP_RATIO`, `CANARY_SLOW_LCP_MARGIN_MS`: when a canary's LCP is clearly worse than live. */
  slow: SlowCanaryPolicy;
  /** `CANARY_ROLLBACK_ON_SLOW`: `1` (every remote) or a list of remotes whose slow canary is rolled back automatically. */
  rollbackOnSlow: RemoteName[];
}

function vitalsSettingsOf(env: Record<string, string | undefined>): VitalsSettings {
  const rate = env.VITALS_SAMPLE_RATE === undefined || env.VITALS_SAMPLE_RATE.trim() === '' ? 0.1 : Number(env.VITALS_SAMPLE_RATE);
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) throw new Error(`VITALS_SAMPLE_RATE=${env.VITALS_SAMPLE_RATE}: expected a share between 0 and 1`);
  const rollback = (env.CANARY_ROLLBACK_ON_SLOW ?? '').trim().toLowerCase();
  let rollbackOnSlow: RemoteName[] = [];
  if (['1', 'true', 'yes', 'on', 'all'].includes(rollback)) rollbackOnSlow = [...REMOTE_NAMES];
  else if (rollback && !['0', 'false', 'no', 'off'].includes(rollback)) {
    const names = rollback.split(',').map((n) => n.trim()).filter(Boolean);
    const unknown = names.filter((n) => !isRemoteName(n));
    if (unknown.length) throw new Error(`CANARY_ROLLBACK_ON_SLOW: unknown remote ${unknown.join(', ')} (expected 1 or some of ${REMOTE_NAMES.join(', ')})`);
    rollbackOnSlow = names as RemoteName[];
  }
  return {
    sampleRate: rate,
    perClient: positiveOr(env.VITALS_PER_CLIENT, 4, (v) => Number.parseInt(v, 10)),
    slow: {
      minSamples: positiveOr(env.CANARY_SLOW_MIN_SAMPLES, DEFAULT_SLOW_CANARY_POLICY.minSamples, (v) => Number.parseInt(v, 10)),
      ratio: positiveOr(env.CANARY_SLOW_LCP_RATIO, DEFAULT_SLOW_CANARY_POLICY.ratio),
      marginMs: positiveOr(env.CANARY_SLOW_LCP_MARGIN_MS, DEFAULT_SLOW_CANARY_POLICY.marginMs),
    },
    rollbackOnSlow,
  };
}

/** Memory of the catalogue cache and the ages after which logged rows are deleted (0 days: kept). */
export interface BoundsSettings {
  /** Byte budget of the in-memory catalogue cache (`CATALOGUE_CACHE_BYTES`). */
  catalogueCacheBytes: number;
  retention: {
    /** How often the retention job runs, seconds (`RETENTION_INTERVAL_SECONDS`; 0 turns it off). */
    intervalSeconds: number;
    /** Ended sessions (expired or revoked) older than this (`RETENTION_SESSIONS_DAYS`). */
    sessionsDays: number;
    /** Expired game launches without rounds or bets (`RETENTION_GAME_LAUNCHES_DAYS`). */
    gameLaunchesDays: number;
    /** `/hit` rows (`RETENTION_SITE_HITS_DAYS`). */
    siteHitsDays: number;
    /** Failure reports of remotes, and release health per hour: loads, errors, page timings (`RETENTION_RELEASE_FAILURES_DAYS`). */
    releaseFailuresDays: number;
    /** Sent or failed messages of the outbox (`RETENTION_OUTBOX_DAYS`). */
    outboxDays: number;
    /** Expired or used one-time codes (`RETENTION_CODES_DAYS`). */
    codesDays: number;
    /** Bet history export requests (`RETENTION_HISTORY_EXPORTS_DAYS`); their files go when they expire. */
    historyExportsDays: number;
    /** The player's notifications, counted from when they were read; unread ones stay (`RETENTION_NOTIFICATIONS_DAYS`). */
    notificationsDays: number;
  };
}

/** Providers without an implementation yet answer `none`: the features needing them are refused. */
export interface ProviderChoice {
  /** Payouts of approved withdrawals (`PAYOUTS_PROVIDER`): `demo` by default in the demo, refused in production. */
  payouts: 'none' | 'demo';
  /** Identity verification, KYC (`KYC_PROVIDER`): `demo` by default in the demo, refused in production. */
  identity: 'none' | 'demo';
  /**
   * The payment provider of deposits (`PAYMENTS_PROVIDER`): `demo` is the only one so far; its pages
   * and methods are on only in the demo (`PAYMENTS_DEMO_PROVIDER`). A real one is added as a name here.
   */
  payments: 'demo';
  /** The game provider, launches and the games' wallet calls (`GAMES_PROVIDER`): `demo` (the demo studios) so far. */
  games: 'demo';
}

function oneOf<T extends string>(name: string, value: string | undefined, known: readonly T[], fallback: T): T {
  if (value === undefined || value.trim() === '') return fallback;
  if ((known as readonly string[]).includes(value.trim())) return value.trim() as T;
  throw new Error(`${name}=${value}: expected one of ${known.join(', ')}`);
}

function positiveOr(value: string | undefined, fallback: number, parse: (v: string) => number = Number): number {
  const n = value === undefined ? Number.NaN : parse(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

// Untrusted by default: a forwarded-for header from anyone else would reset every per-IP limit.
function trustProxyOf(value: string | undefined): boolean | number | string[] {
  const v = value?.trim().toLowerCase() ?? '';
  if (['', '0', 'false', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v.split(',').map((a) => a.trim()).filter(Boolean);
  const address = /^[0-9a-f.:]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;
  const bad = list.filter((a) => !address.test(a));
  if (bad.length) throw new Error(`TRUST_PROXY: not an address or CIDR: ${bad.join(', ')}`);
  return list;
}

function originsOf(value: string | undefined, name = 'PUBLIC_ORIGINS'): string[] {
  const list = (value ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean);
  for (const o of list) {
    let url: URL | null = null;
    try {
      url = new URL(o);
    } catch {
      // reported below
    }
    if (!url || url.origin !== o || !['http:', 'https:'].includes(url.protocol)) {
      throw new Error(`${name}: ${o} is not an origin such as https://casino.example`);
    }
  }
  return list;
}

function intOr(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  if (!Number.isFinite(n)) throw new Error(`Not a number: ${value}`);
  return n;
}

/** SERVER_WORKERS: a count (1–64) or `auto`, one per core the process may use. */
function workersOf(value: string | undefined): number {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return 1;
  if (text === 'auto') return availableParallelism();
  const n = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(n >= 1 && n <= 64)) throw new Error(`SERVER_WORKERS: ${value} is not a count from 1 to 64 or auto`);
  return n;
}

/** `FAST_PATHS`: `on` (the default) or `off` (also 1/0, true/false, yes/no); anything else is refused. */
export function fastPathsSetting(value: string | undefined): boolean {
  const v = value?.trim().toLowerCase() ?? '';
  if (['', 'on', '1', 'true', 'yes'].includes(v)) return true;
  if (['off', '0', 'false', 'no'].includes(v)) return false;
  throw new Error(`FAST_PATHS: ${value} is not on or off`);
}

function boolOf(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(ROOT_DIR, 'var'));
  // The demo only when asked for on purpose, never under NODE_ENV=production (that start is refused: src/security/safe-defaults.ts).
  const demo = boolOf(env.DEMO, false) && env.NODE_ENV !== 'production';
  const production = !demo;
  const forceLogout = intOr(env.TIME_TO_FORCE_LOGOUT, 1800);
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number.parseInt(env.PORT ?? '8080', 10),
    dataDir,
    shellDir: resolve(env.SHELL_DIR ?? join(ROOT_DIR, 'shell/dist')),
    rootDir: ROOT_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    databasePoolSize: Math.min(200, Math.max(1, intOr(env.DATABASE_POOL_SIZE, 10))),
    databasePrepare: boolOf(env.DATABASE_PREPARED_STATEMENTS, true),
    fastPaths: fastPathsSetting(env.FAST_PATHS),
    workers: workersOf(env.SERVER_WORKERS),
    production,
    checkResults: env.NODE_ENV === 'test' || boolOf(env.CHECK_RESULTS, false),
    cookieSecure: boolOf(env.COOKIE_SECURE, false),
    timeToForceLogout: forceLogout > 0 ? forceLogout : null,
    editorToken: env.EDITOR_TOKEN?.trim() || null,
    opsToken: env.OPS_TOKEN?.trim() || null,
    session: {
      ttl: intOr(env.SESSION_TTL, 30 * 24 * 3600),
      idle: intOr(env.SESSION_IDLE, 7 * 24 * 3600),
    },
    passwordCost: intOr(env.PASSWORD_COST, 17),
    seedDemo: boolOf(env.SEED_DEMO, demo),
    catalogueCacheSeconds: Math.max(0, intOr(env.CATALOGUE_CACHE_TTL, 10)),
    sessionCacheSeconds: Math.max(0, intOr(env.SESSION_CACHE_TTL, 300)),
    demo,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    publicOrigins: originsOf(env.PUBLIC_ORIGINS),
    cspScriptSources: originsOf(env.CSP_SCRIPT_SOURCES, 'CSP_SCRIPT_SOURCES'),
    returnOrigins: originsOf(env.RETURN_ORIGINS, 'RETURN_ORIGINS'),
    oauth: loadOAuthConfig(env, production),
    telegram: loadTelegramConfig(env),
    kyc: loadKycSettings(env),
    cashier: loadCashierSettings(env, production),
    payouts: loadPayoutSettings(env, demo),
    providers: {
      payouts: oneOf('PAYOUTS_PROVIDER', env.PAYOUTS_PROVIDER, ['none', 'demo'], demo ? 'demo' : 'none'),
      identity: oneOf('KYC_PROVIDER', env.KYC_PROVIDER, ['none', 'demo'], demo ? 'demo' : 'none'),
      payments: oneOf('PAYMENTS_PROVIDER', env.PAYMENTS_PROVIDER, ['demo'], 'demo'),
      games: oneOf('GAMES_PROVIDER', env.GAMES_PROVIDER, ['demo'], 'demo'),
    },
    releases: {
      source: env.REGISTRY_SOURCE === 'workspace' ? 'workspace' : 'database',
      refreshSeconds: Number.parseInt(env.REGISTRY_REFRESH_SECONDS ?? '30', 10) || 30,
      canaryFailureRate: positiveOr(env.CANARY_FAILURE_RATE, 0.2),
      canaryMinFailures: positiveOr(env.CANARY_MIN_FAILURES, 5, (v) => Number.parseInt(v, 10)),
      canaryFailuresPerClient: positiveOr(env.CANARY_FAILURES_PER_CLIENT, 1, (v) => Number.parseInt(v, 10)),
      canaryMinReporters: positiveOr(env.CANARY_MIN_REPORTERS, 20, (v) => Number.parseInt(v, 10)),
      storage: loadReleaseStorageSettings(env),
      vitals: vitalsSettingsOf(env),
    },
    watchFiles: env.SHELL_WATCH === '1',
    render: {
      enabled: boolOf(env.SERVER_RENDER, true),
      budgetMs: positiveOr(env.SERVER_RENDER_BUDGET_MS, 50, (v) => Number.parseInt(v, 10)),
      cacheSeconds: intOr(env.SERVER_RENDER_CACHE_SECONDS, 5),
    },
    protection: loadProtectionSettings(env),
    historyExports: loadHistoryExportSettings(env),
    mail: loadMailSettings(env),
    // ---- Bounds on what anonymous traffic can make the server keep (memory, logged rows) ----
    bounds: loadBounds(env),
    cashback: loadCashbackJobSettings(env),
    ops: loadOpsOriginSettings(env, demo),
  };
}

// ---- Card tokens and the password-hash queue -------------------------------------------------
// Kept together at the end: settings added by the security hardening of payments and logins.

export interface ProtectionSettings {
  /** `CARD_TOKEN_SECRET`: key of the card-number tokens; unset means one kept in the database (domains/payments/cards.ts). */
  cardTokenSecret: string | null;
  /** `PASSWORD_HASH_CONCURRENCY`: scrypt runs at once (each takes 128 MiB at cost 17). */
  passwordHashConcurrency: number;
  /** `PASSWORD_HASH_QUEUE`: password checks that may wait for a slot; beyond them TooManyRequests. */
  passwordHashQueue: number;
}

export interface Config {
  protection: ProtectionSettings;
}

export function loadProtectionSettings(env: NodeJS.ProcessEnv): ProtectionSettings {
  return {
    cardTokenSecret: env.CARD_TOKEN_SECRET?.trim() || null,
    passwordHashConcurrency: Math.max(1, intOr(env.PASSWORD_HASH_CONCURRENCY, 2)),
    passwordHashQueue: Math.max(0, intOr(env.PASSWORD_HASH_QUEUE, 16)),
  };
}

function loadBounds(env: NodeJS.ProcessEnv): BoundsSettings {
  const days = (value: string | undefined, fallback: number) => Math.max(0, intOr(value, fallback));
  return {
    catalogueCacheBytes: Math.max(0, intOr(env.CATALOGUE_CACHE_BYTES, 64 * 1024 * 1024)),
    retention: {
      intervalSeconds: Math.max(0, intOr(env.RETENTION_INTERVAL_SECONDS, 3600)),
      sessionsDays: days(env.RETENTION_SESSIONS_DAYS, 30),
      gameLaunchesDays: days(env.RETENTION_GAME_LAUNCHES_DAYS, 7),
      siteHitsDays: days(env.RETENTION_SITE_HITS_DAYS, 90),
      releaseFailuresDays: days(env.RETENTION_RELEASE_FAILURES_DAYS, 30),
      outboxDays: days(env.RETENTION_OUTBOX_DAYS, 30),
      codesDays: days(env.RETENTION_CODES_DAYS, 1),
      historyExportsDays: days(env.RETENTION_HISTORY_EXPORTS_DAYS, 30),
      notificationsDays: days(env.RETENTION_NOTIFICATIONS_DAYS, 90),
    },
  };
}

// ---- Bet history exports ---------------------------------------------------------------------

export interface HistoryExportSettings {
  /** `HISTORY_EXPORT_FILE_HOURS`: how long a ready CSV file can be downloaded. */
  fileHours: number;
  /** `HISTORY_EXPORT_POLL_MS`: how often the worker looks for queued requests. */
  pollMs: number;
}

export interface Config {
  historyExports: HistoryExportSettings;
}

export function loadHistoryExportSettings(env: NodeJS.ProcessEnv): HistoryExportSettings {
  return {
    fileHours: Math.max(1, intOr(env.HISTORY_EXPORT_FILE_HOURS, 72)),
    pollMs: Math.max(100, intOr(env.HISTORY_EXPORT_POLL_MS, 2000)),
  };
}

// ---- Player mail: the unsubscribe links of the e-mails sent to subscribed players -----------

export interface MailSettings {
  /** `UNSUBSCRIBE_SECRET`: HMAC key of the /unsubscribe links; unset means one kept in the database (demo only). */
  unsubscribeSecret: string | null;
  /** `UNSUBSCRIBE_LINK_DAYS`: how long the unsubscribe link of an e-mail works. */
  unsubscribeLinkDays: number;
}

export interface Config {
  mail: MailSettings;
}

export function loadMailSettings(env: NodeJS.ProcessEnv): MailSettings {
  return {
    unsubscribeSecret: env.UNSUBSCRIBE_SECRET?.trim() || null,
    unsubscribeLinkDays: Math.max(1, intOr(env.UNSUBSCRIBE_LINK_DAYS, 60)),
  };
}

// ---- The cashback job (src/cashback/): its rules are the operator's, in platform_settings ----

export interface CashbackJobSettings {
  /** How often each instance checks for a period to run, seconds (`CASHBACK_CHECK_SECONDS`; 0 turns the schedule off). */
  checkSeconds: number;
}

export interface Config {
  cashback: CashbackJobSettings;
}

function loadCashbackJobSettings(env: NodeJS.ProcessEnv): CashbackJobSettings {
  return { checkSeconds: Math.max(0, intOr(env.CASHBACK_CHECK_SECONDS, 300)) };
}

// ---- The ops console's origin (src/ops/console/origin.ts) --------------------------------------

export interface OpsOriginSettings {
  /** `OPS_ORIGIN`: the only origin serving the ops console and taking operator cookies; null: no console (the bearer-token API only). */
  origin: string | null;
  /** `OPS_PORT`: a second port this server listens on for it (the demo: PORT + 1); null when a proxy routes the ops host name. */
  port: number | null;
}

export interface Config {
  ops: OpsOriginSettings;
}

function loadOpsOriginSettings(env: NodeJS.ProcessEnv, demo: boolean): OpsOriginSettings {
  const [origin, ...more] = originsOf(env.OPS_ORIGIN, 'OPS_ORIGIN');
  if (more.length) throw new Error('OPS_ORIGIN: one origin, such as https://ops.casino-admin.example');
  const listen = env.OPS_PORT?.trim() ? intOr(env.OPS_PORT, 0) : null;
  if (listen !== null && (listen < 0 || listen > 65535)) throw new Error(`OPS_PORT: ${env.OPS_PORT} is not a port`);
  if (origin) return { origin, port: listen || null };
  // The demo on one laptop: the same host on the next port, which the server listens on too.
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  const opsPort = listen ?? (port > 0 && port < 65535 ? port + 1 : 0);
  if (!demo || !opsPort) return { origin: null, port: null };
  const host = ['0.0.0.0', '::', ''].includes(env.HOST ?? '127.0.0.1') ? '127.0.0.1' : (env.HOST ?? '127.0.0.1');
  return { origin: `http://${host.includes(':') ? `[${host}]` : host}:${opsPort}`, port: opsPort };
}
