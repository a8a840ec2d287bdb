import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOAuthConfig, type OAuthConfig } from './oauth/config';
import { loadTelegramConfig, type TelegramConfig } from './telegram/config';
import { loadCashierSettings, type CashierSettings } from './domains/payments/settings';
import { loadPayoutSettings, type PayoutSettings } from './domains/payouts/settings';
import { loadKycSettings, type KycSettings } from './domains/kyc/settings';
import { loadReleaseStorageSettings, type ReleaseStorageSettings } from './domains/releases';
import type { RemoteName, SlowCanaryPolicy } from '@casino/contract';
import { readSettings, type Settings } from './settings';
import { readBackoffSettings, type BackoffSettings } from './jobs/backoff';
import { DEMO_OPS_SECRET_KEY } from './ops/console/totp-vault';

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
  /** `PGLITE_IN_PRODUCTION`: a production start on the embedded database is allowed (and warned about); refused otherwise. */
  pgliteInProduction: boolean;
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
  /** `MIGRATE_ON_START`: a start (or an ops command) applies pending migrations itself; on in the demo, else `pnpm migrate` does. */
  migrateOnStart: boolean;
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

function vitalsSettingsOf(s: Settings): VitalsSettings {
  return {
    sampleRate: s.VITALS_SAMPLE_RATE,
    perClient: s.VITALS_PER_CLIENT,
    slow: { minSamples: s.CANARY_SLOW_MIN_SAMPLES, ratio: s.CANARY_SLOW_LCP_RATIO, marginMs: s.CANARY_SLOW_LCP_MARGIN_MS },
    rollbackOnSlow: s.CANARY_ROLLBACK_ON_SLOW,
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

/** `FAST_PATHS`: `on` (the default) or `off` (also 1/0, true/false, yes/no); anything else is refused. */
export function fastPathsSetting(value: string | undefined): boolean {
  return readSettings({ FAST_PATHS: value }).FAST_PATHS;
}

/**
 * Every setting, read through the one schema (src/settings/schema.ts): a bad value refuses the
 * start naming the setting, its value and what it takes.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const s = readSettings(env);
  const dataDir = resolve(s.DATA_DIR ?? join(ROOT_DIR, 'var'));
  // The demo only when asked for on purpose, never under NODE_ENV=production (that start is refused: src/security/safe-defaults.ts).
  const demo = s.DEMO && s.NODE_ENV !== 'production';
  const production = !demo;
  return {
    host: s.HOST,
    port: s.PORT,
    dataDir,
    shellDir: resolve(s.SHELL_DIR ?? join(ROOT_DIR, 'shell/dist')),
    rootDir: ROOT_DIR,
    logLevel: s.LOG_LEVEL,
    databaseUrl: s.DATABASE_URL ?? null,
    databasePoolSize: s.DATABASE_POOL_SIZE,
    databasePrepare: s.DATABASE_PREPARED_STATEMENTS,
    pgliteInProduction: s.PGLITE_IN_PRODUCTION,
    fastPaths: s.FAST_PATHS,
    workers: s.SERVER_WORKERS,
    production,
    checkResults: s.NODE_ENV === 'test' || (s.CHECK_RESULTS ?? false),
    cookieSecure: s.COOKIE_SECURE,
    timeToForceLogout: s.TIME_TO_FORCE_LOGOUT > 0 ? s.TIME_TO_FORCE_LOGOUT : null,
    editorToken: s.EDITOR_TOKEN ?? null,
    opsToken: s.OPS_TOKEN ?? null,
    session: { ttl: s.SESSION_TTL, idle: s.SESSION_IDLE },
    passwordCost: s.PASSWORD_COST,
    seedDemo: s.SEED_DEMO ?? demo,
    migrateOnStart: s.MIGRATE_ON_START ?? demo,
    catalogueCacheSeconds: s.CATALOGUE_CACHE_TTL,
    sessionCacheSeconds: s.SESSION_CACHE_TTL,
    demo,
    trustProxy: s.TRUST_PROXY,
    publicOrigins: s.PUBLIC_ORIGINS,
    cspScriptSources: s.CSP_SCRIPT_SOURCES,
    returnOrigins: s.RETURN_ORIGINS,
    oauth: loadOAuthConfig(env, production),
    telegram: loadTelegramConfig(env),
    kyc: loadKycSettings(env),
    cashier: loadCashierSettings(env, production),
    payouts: loadPayoutSettings(env, demo),
    providers: {
      payouts: s.PAYOUTS_PROVIDER ?? (demo ? 'demo' : 'none'),
      identity: s.KYC_PROVIDER ?? (demo ? 'demo' : 'none'),
      payments: s.PAYMENTS_PROVIDER,
      games: s.GAMES_PROVIDER,
    },
    releases: {
      source: s.REGISTRY_SOURCE,
      refreshSeconds: s.REGISTRY_REFRESH_SECONDS,
      canaryFailureRate: s.CANARY_FAILURE_RATE,
      canaryMinFailures: s.CANARY_MIN_FAILURES,
      canaryFailuresPerClient: s.CANARY_FAILURES_PER_CLIENT,
      canaryMinReporters: s.CANARY_MIN_REPORTERS,
      storage: loadReleaseStorageSettings(env),
      vitals: vitalsSettingsOf(s),
    },
    watchFiles: s.SHELL_WATCH,
    render: { enabled: s.SERVER_RENDER, budgetMs: s.SERVER_RENDER_BUDGET_MS, cacheSeconds: s.SERVER_RENDER_CACHE_SECONDS },
    protection: loadProtectionSettings(env),
    historyExports: loadHistoryExportSettings(env),
    mail: loadMailSettings(env),
    // ---- Bounds on what anonymous traffic can make the server keep (memory, logged rows) ----
    bounds: loadBounds(s),
    cashback: { checkSeconds: s.CASHBACK_CHECK_SECONDS },
    ops: loadOpsOriginSettings(s, demo),
    backoff: readBackoffSettings(env),
    opsSecrets: loadOpsSecretKeys(s),
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
  const s = readSettings(env);
  return { cardTokenSecret: s.CARD_TOKEN_SECRET ?? null, passwordHashConcurrency: s.PASSWORD_HASH_CONCURRENCY, passwordHashQueue: s.PASSWORD_HASH_QUEUE };
}

function loadBounds(s: Settings): BoundsSettings {
  return {
    catalogueCacheBytes: s.CATALOGUE_CACHE_BYTES,
    retention: {
      intervalSeconds: s.RETENTION_INTERVAL_SECONDS,
      sessionsDays: s.RETENTION_SESSIONS_DAYS,
      gameLaunchesDays: s.RETENTION_GAME_LAUNCHES_DAYS,
      siteHitsDays: s.RETENTION_SITE_HITS_DAYS,
      releaseFailuresDays: s.RETENTION_RELEASE_FAILURES_DAYS,
      outboxDays: s.RETENTION_OUTBOX_DAYS,
      codesDays: s.RETENTION_CODES_DAYS,
      historyExportsDays: s.RETENTION_HISTORY_EXPORTS_DAYS,
      notificationsDays: s.RETENTION_NOTIFICATIONS_DAYS,
    },
  };
}

// ---- Background work: the wait between a failed item's attempts -----------------------------

export interface Config {
  /** `JOB_BACKOFF_BASE_MS`, `JOB_BACKOFF_MAX_MS` (jobs/backoff.ts). */
  backoff: BackoffSettings;
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
  const s = readSettings(env);
  return { fileHours: s.HISTORY_EXPORT_FILE_HOURS, pollMs: s.HISTORY_EXPORT_POLL_MS };
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
  const s = readSettings(env);
  return { unsubscribeSecret: s.UNSUBSCRIBE_SECRET ?? null, unsubscribeLinkDays: s.UNSUBSCRIBE_LINK_DAYS };
}

// ---- The cashback job (src/cashback/): its rules are the operator's, in platform_settings ----

export interface CashbackJobSettings {
  /** How often each instance checks for a period to run, seconds (`CASHBACK_CHECK_SECONDS`; 0 turns the schedule off). */
  checkSeconds: number;
}

export interface Config {
  cashback: CashbackJobSettings;
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

// ---- The key of operators' TOTP secrets at rest (src/ops/console/totp-vault.ts) ------------------

export interface OpsSecretKeys {
  /** `OPS_SECRET_KEY`, or the public demo key when unset (a production start refuses that: security/safe-defaults.ts). */
  key: Buffer;
  /** `OPS_SECRET_KEY_PREVIOUS`: read only. */
  previous: Buffer[];
  /** Whether `key` comes from the setting (false: the demo key). */
  fromSetting: boolean;
}

export interface Config {
  opsSecrets: OpsSecretKeys;
}

function loadOpsSecretKeys(s: Settings): OpsSecretKeys {
  const key = s.OPS_SECRET_KEY;
  return { key: key ?? DEMO_OPS_SECRET_KEY, previous: s.OPS_SECRET_KEY_PREVIOUS ?? [], fromSetting: key !== undefined && !key.equals(DEMO_OPS_SECRET_KEY) };
}

function loadOpsOriginSettings(s: Settings, demo: boolean): OpsOriginSettings {
  const origin = s.OPS_ORIGIN;
  const listen = s.OPS_PORT ?? null;
  if (origin) return { origin, port: listen || null };
  // The demo on one laptop: the same host on the next port, which the server listens on too.
  const opsPort = listen ?? (s.PORT > 0 && s.PORT < 65535 ? s.PORT + 1 : 0);
  if (!demo || !opsPort) return { origin: null, port: null };
  const host = ['0.0.0.0', '::', ''].includes(s.HOST) ? '127.0.0.1' : s.HOST;
  return { origin: `http://${host.includes(':') ? `[${host}]` : host}:${opsPort}`, port: opsPort };
}
