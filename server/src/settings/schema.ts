/**
 * Every setting of the server, in one zod schema: its name, the kind of value it takes, its
 * default and what it does. `readSettings` (read.ts) parses the environment with it and refuses a
 * bad value by name; docs/configuration.md's table is generated from it (`docs:config`).
 * A default that depends on the kind of start (the demo or production) is left undefined here
 * and decided where the setting is used; `shown` says it for the table.
 */
import { z } from 'zod';
import { REMOTE_NAMES, DEFAULT_SLOW_CANARY_POLICY } from '@casino/contract';
import { custom, decimal, flag, int, oneOf, origin, origins, text, trustProxy, workerCount, namesOf, type Kind } from './kinds';
import { toMinor } from '@casino/contract/money';

export interface SettingDoc {
  group: string;
  description: string;
  /** The default as the table shows it. */
  shown: string;
  expected: string;
  /** Never echoed in a refusal. */
  secret: boolean;
}

export const settingDocs = z.registry<SettingDoc>();

interface Options<T> {
  default?: T;
  /** The default in the table, when not the plain value (mode-dependent, computed, unset). */
  shown?: string;
  secret?: boolean;
}

function groupOf(group: string) {
  function setting<T>(kind: Kind<T>, description: string, options: Options<NoInfer<T>> & { default: NoInfer<T> }): z.ZodType<T, string | undefined>;
  function setting<T>(kind: Kind<T>, description: string, options?: Options<NoInfer<T>>): z.ZodType<T | undefined, string | undefined>;
  function setting<T>(kind: Kind<T>, description: string, options: Options<T> = {}) {
    const fallback = options.default;
    const schema = z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const t = raw?.trim() ?? '';
        if (t === '') return fallback;
        const value = kind.read(t);
        if (value === undefined) {
          ctx.addIssue({ code: 'custom', message: kind.expected });
          return z.NEVER;
        }
        return value;
      });
    const shown =
      options.shown ??
      (fallback === undefined
        ? 'unset'
        : Array.isArray(fallback)
          ? fallback.join(',') || 'none'
          : typeof fallback === 'boolean'
            ? fallback
              ? 'on'
              : 'off'
            : `\`${String(fallback)}\``);
    schema.register(settingDocs, { group, description, shown, expected: kind.expected, secret: options.secret ?? false });
    return schema as unknown as z.ZodType<T | undefined, string | undefined>;
  }
  return setting;
}

const server = groupOf('Server');
const database = groupOf('Database');
const security = groupOf('Security and access');
const sessions = groupOf('Sessions and passwords');
const signIn = groupOf('Social sign-in and Telegram');
const releases = groupOf('Releases and canaries');
const rendering = groupOf('Pages and caches');
const cashier = groupOf('Cashier and payments');
const payouts = groupOf('Payouts');
const kyc = groupOf('Identity verification (KYC)');
const retention = groupOf('Retention and background work');

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const majorToMinor = (major: string) => toMinor(Number(major));

/** `USD:100,UZS:1200000` → bounds in minor units; `0`/`off`: none. */
export const autoApproveKind = custom<Array<{ currency: string; max: number }>>(
  '0 (off) or CURRENCY:amount entries separated by commas, such as USD:100,UZS:1200000',
  (t) => {
    if (t === '0' || t.toLowerCase() === 'off') return [];
    const out: Array<{ currency: string; max: number }> = [];
    for (const entry of t.split(',')) {
      const m = /^([A-Z]{3}):(.+)$/.exec(entry.trim());
      if (!m || !AMOUNT.test(m[2]!)) return undefined;
      out.push({ currency: m[1]!, max: majorToMinor(m[2]!) });
    }
    return out;
  },
);

const demoFailKind = custom<'all' | number[]>('all, or amounts in major units separated by commas (13,66.50)', (t) => {
  if (t.toLowerCase() === 'all') return 'all';
  const list = t
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  return list.every((a) => AMOUNT.test(a)) ? list.map(majorToMinor) : undefined;
});

/** 32 bytes in base64 (`openssl rand -base64 32`); the list form for keys kept for reading only. */
const key32 = (t: string): Buffer | undefined => {
  const bytes = /^[A-Za-z0-9+/_-]+=*$/.test(t) ? Buffer.from(t, 'base64') : Buffer.alloc(0);
  return bytes.length === 32 ? bytes : undefined;
};
const secretKey = custom<Buffer>('32 bytes in base64 (openssl rand -base64 32)', key32);
const secretKeys = custom<Buffer[]>('keys of 32 bytes in base64, separated by commas', (t) => {
  const keys = t
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map(key32);
  return keys.length && keys.every((k) => k !== undefined) ? (keys as Buffer[]) : undefined;
});

const json = custom<string>('a JSON list', (t) => {
  try {
    return Array.isArray(JSON.parse(t)) ? t : undefined;
  } catch {
    return undefined;
  }
});

export const settingsSchema = z.object({
  // ---- Server ----
  HOST: server(text, 'interface to listen on (`0.0.0.0` for all)', { default: '127.0.0.1' }),
  PORT: server(int(0, 65535), 'HTTP port of the player site (`0`: any free port)', { default: 8080 }),
  DATA_DIR: server(text, 'embedded database (`DATA_DIR/pgdata`), release files, uploads', { shown: '`var/` at the repository root' }),
  SHELL_DIR: server(text, 'the shell build the server serves (`shell/dist-monolith` for the monolith build)', { shown: '`shell/dist`' }),
  LOG_LEVEL: server(
    oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    'pino log level; each request is logged at `info` (one line: id, method, path, status, duration, account, API method)',
    { default: 'info' },
  ),
  SERVER_WORKERS: server(workerCount, 'server processes on one port, each an instance with its own pool; more than one needs `DATABASE_URL`', { default: 1 }),
  DEMO: server(
    flag,
    '`1`: the demo started on purpose (outbox page, development OAuth, demo payments, demo seed, chat stand-in); without it the start is a production start that refuses unsafe settings',
    { default: false },
  ),
  NODE_ENV: server(text, '`production` refuses `DEMO=1`; `test` checks every API answer against its schema'),
  CHECK_RESULTS: server(flag, 'check every API answer against its schema (tests and development)', { shown: 'off (on under `NODE_ENV=test`)' }),
  SHELL_WATCH: server(flag, "reread the shell page and the game pages' assets on every request (`pnpm dev`)", { default: false }),
  FAST_PATHS: server(flag, '`off`: game rounds, deposits and their settlement always take their full path instead of trying their one-round-trip path first', {
    default: true,
  }),
  SEED_DEMO: server(flag, 'seed a fresh database with the demo data (refused in production)', { shown: 'on in the demo, else off' }),
  MIGRATE_ON_START: server(
    flag,
    'a start (or an ops command) applies pending migrations itself; off, it refuses a schema behind the code and `pnpm migrate` applies them',
    { shown: 'on in the demo, else off' },
  ),
  TIME_TO_FORCE_LOGOUT: server(int(0), 'seconds of inactivity before the browser signs the player out (`metadata.getgeneralinfo`); `0` turns it off', {
    default: 1800,
  }),
  // ---- Database ----
  DATABASE_URL: database(
    text,
    '`postgres://user:pass@host:5432/db`: a PostgreSQL server instead of the embedded database (a production start needs it, or `PGLITE_IN_PRODUCTION=1`)',
    { secret: true },
  ),
  DATABASE_POOL_SIZE: database(int(1, 200), 'connections each instance keeps to PostgreSQL; with N instances, N × (this + 1) stays under `max_connections`', {
    default: 10,
  }),
  DATABASE_PREPARED_STATEMENTS: database(flag, 'keep statements prepared on each pooled PostgreSQL connection; `0` behind a pooler that cannot keep them', {
    default: true,
  }),
  PGLITE_IN_PRODUCTION: database(
    flag,
    '`1`: allow a production start on the embedded database (one process, no replica, backups only by copying `DATA_DIR` while stopped); it still warns at every start',
    { default: false },
  ),
  // ---- Security and access ----
  COOKIE_SECURE: security(flag, '`1` behind HTTPS: the session cookie becomes `__Host-sid` with `Secure`; HSTS is sent (production: required)', {
    default: false,
  }),
  TRUST_PROXY: security(trustProxy, 'addresses/CIDRs of the proxies allowed to set `X-Forwarded-For` and `X-Request-Id` (`127.0.0.1,10.0.0.0/8`)', {
    default: false,
  }),
  PUBLIC_ORIGINS: security(
    origins,
    "the site's origins; canonical, hreflang, og:url and robots.txt come from these, never from request headers (production: required)",
    { default: [], shown: 'demo: the listening address' },
  ),
  CSP_SCRIPT_SOURCES: security(origins, "extra https origins the shell page may load scripts from (custom code's counters)", { default: [] }),
  RETURN_ORIGINS: security(origins, 'partner origins a `?backUrl=` may send a player back to after sign-in or a paid deposit', { default: [] }),
  OPS_TOKEN: security(text, 'bearer token of the ops API (`/ops/...`) and of `/metrics` (production: required, ≥ 32 characters)', {
    secret: true,
    shown: 'demo: generated into `DATA_DIR/ops-token`',
  }),
  EDITOR_TOKEN: security(text, 'bearer token for content writes and draft previews; without it the content service is read-only', { secret: true }),
  OPS_ORIGIN: security(origin, "the ops console's origin of its own (also serves `/metrics`)", { shown: 'demo: `http://<HOST>:<PORT+1>`' }),
  OPS_PORT: security(int(0, 65535), 'a second port this server listens on for the ops origin', { shown: 'demo: `PORT+1`' }),
  CARD_TOKEN_SECRET: security(text, 'key of the card-number tokens (production: required, ≥ 32 characters)', {
    secret: true,
    shown: 'demo: kept in the database',
  }),
  UNSUBSCRIBE_SECRET: security(text, "HMAC key of the e-mails' unsubscribe links (production: required, ≥ 32 characters)", {
    secret: true,
    shown: 'demo: kept in the database',
  }),
  OPS_SECRET_KEY: security(
    secretKey,
    "AES-256-GCM key of the operators' TOTP secrets in the database (production: required; the start seals clear or older-key secrets with it)",
    { secret: true, shown: 'demo: a fixed public demo key' },
  ),
  OPS_SECRET_KEY_PREVIOUS: security(secretKeys, 'former `OPS_SECRET_KEY`s, read only: secrets sealed under them are re-sealed under the current key at start', {
    secret: true,
  }),
  UNSUBSCRIBE_LINK_DAYS: security(int(1), "how long an e-mail's unsubscribe link works, days", { default: 60 }),
  // ---- Sessions and passwords ----
  SESSION_TTL: sessions(int(60), 'absolute lifetime of a session, seconds', { default: 30 * 24 * 3600 }),
  SESSION_IDLE: sessions(int(60), 'a session unused this long ends, seconds', { default: 7 * 24 * 3600 }),
  SESSION_CACHE_TTL: sessions(int(0), "seconds a session and a game launch are kept in an instance's memory (`0`: nothing kept)", { default: 300 }),
  PASSWORD_COST: sessions(int(4, 20), 'log2 of the scrypt cost N for new password hashes; a production start refuses less than 15', { default: 17 }),
  PASSWORD_HASH_CONCURRENCY: sessions(int(1, 64), 'password hashes computed at once (each takes 128 MiB at cost 17)', { default: 2 }),
  PASSWORD_HASH_QUEUE: sessions(int(0), 'password checks that may wait for a hash slot; beyond them 429', { default: 16 }),
  // ---- Social sign-in and Telegram ----
  OAUTH_PROVIDERS: signIn(json, 'JSON list of OAuth 2 sign-in providers (server/README.md, Social sign-in)', { secret: true }),
  OAUTH_DEV_PROVIDER: signIn(flag, 'the built-in development provider (refused in production)', { shown: 'on in the demo, else off' }),
  PUBLIC_ORIGIN: signIn(origin, 'the origin OAuth providers send players back to (`/oauth/callback/<service>`)', { shown: "the request's own" }),
  TELEGRAM_BOT_TOKEN: signIn(text, "bot token that signs the Telegram mini-app's init data; without it Telegram registration is refused", { secret: true }),
  TELEGRAM_INIT_DATA_MAX_AGE: signIn(int(1), 'init data older than this many seconds is refused', { default: 600 }),
  // ---- Releases and canaries ----
  REGISTRY_SOURCE: releases(
    oneOf('database', 'workspace'),
    '`workspace`: serve the remotes live from their builds instead of the published releases (`pnpm dev`)',
    { default: 'database' },
  ),
  REGISTRY_REFRESH_SECONDS: releases(int(1, 86_400), "how old the shell's copy of `/remotes.json` may get before entering a remote's area rereads it", {
    default: 30,
  }),
  RELEASE_STORAGE: releases(oneOf('disk', 'postgres', 's3'), 'where release files live: `disk` (one machine), `postgres` or `s3` (shared by every instance)', {
    default: 'disk',
  }),
  RELEASE_S3_ENDPOINT: releases(text, "an S3-compatible server's endpoint (MinIO, R2, Ceph; path-style requests); unset: AWS S3 of `RELEASE_S3_REGION`"),
  RELEASE_S3_BUCKET: releases(text, 'the bucket (`RELEASE_STORAGE=s3`)'),
  RELEASE_S3_REGION: releases(text, "the bucket's region", { default: 'us-east-1' }),
  RELEASE_S3_ACCESS_KEY_ID: releases(
    text,
    "the bucket's access key; unset (with the secret key): the AWS credential chain (environment, profile, web identity, ECS/EC2 role)",
    { secret: true },
  ),
  RELEASE_S3_SECRET_ACCESS_KEY: releases(text, "the bucket's secret key", { secret: true }),
  RELEASE_S3_PREFIX: releases(text, 'key prefix of release files in the bucket', { default: 'releases/' }),
  CANARY_FAILURE_RATE: releases(decimal(0, 1, { above: true, what: 'a share' }), 'a canary is rolled back when this share of its loads failed…', {
    default: 0.2,
  }),
  CANARY_MIN_FAILURES: releases(int(1), '…with at least this many failures', { default: 5 }),
  CANARY_FAILURES_PER_CLIENT: releases(int(1), 'failure reports one client address adds to a release per hour', { default: 1 }),
  CANARY_MIN_REPORTERS: releases(int(1), 'distinct reporters (IPv4 addresses, IPv6 /64s) an automatic rollback needs', { default: 20 }),
  VITALS_SAMPLE_RATE: releases(decimal(0, 1, { what: 'a share' }), 'share of page visits whose browser reports page timings (LCP, INP, CLS) per release', {
    default: 0.1,
  }),
  VITALS_PER_CLIENT: releases(int(1), 'timing reports one client address adds to a release per hour', { default: 4 }),
  CANARY_SLOW_MIN_SAMPLES: releases(int(1), 'LCP samples on both sides before a canary can be called slow', { default: DEFAULT_SLOW_CANARY_POLICY.minSamples }),
  CANARY_SLOW_LCP_RATIO: releases(decimal(0, 100, { above: true }), "a canary is slow when its p75 LCP is this many times the live release's…", {
    default: DEFAULT_SLOW_CANARY_POLICY.ratio,
  }),
  CANARY_SLOW_LCP_MARGIN_MS: releases(decimal(0, 600_000, { above: true }), '…and this many ms above it', { default: DEFAULT_SLOW_CANARY_POLICY.marginMs }),
  CANARY_ROLLBACK_ON_SLOW: releases(
    namesOf(REMOTE_NAMES),
    '`1` (every remote) or a list (`casino,cashier`): a slow canary of these remotes is rolled back like a failing one',
    { default: [], shown: 'off' },
  ),
  // ---- Pages and caches ----
  SERVER_RENDER: rendering(flag, 'public pages arrive rendered and the browser hydrates them; `off`: rendered in the browser', { default: true }),
  SERVER_RENDER_BUDGET_MS: rendering(int(1), "how long a remote's part may take on the server before the browser renders it instead", { default: 50 }),
  SERVER_RENDER_CACHE_SECONDS: rendering(int(0), "how long a guest's whole page is answered again for the same host, address and releases (`0`: never)", {
    default: 5,
  }),
  CATALOGUE_CACHE_TTL: rendering(int(0), 'seconds the public catalogue answers are kept in memory; `0` turns it off', { default: 10 }),
  CATALOGUE_CACHE_BYTES: rendering(int(0), 'byte budget of the catalogue cache; the least recently used answers go first', { default: 64 * 1024 * 1024 }),
  // ---- Cashier and payments ----
  PAYMENTS_PROVIDER: cashier(oneOf('demo'), 'payment provider of deposits; `demo` is the only one so far', { default: 'demo' }),
  GAMES_PROVIDER: cashier(oneOf('demo'), "game provider (launches, the games' wallet calls); `demo` is the only one so far", { default: 'demo' }),
  PAYMENTS_DEMO_PROVIDER: cashier(flag, 'the demo payment provider and its methods (refused in production)', { shown: 'on in the demo, else off' }),
  PAYMENTS_CALLBACK_SECRET: cashier(text, "HMAC key of the payment provider's callbacks (production: required, ≥ 32 characters)", {
    secret: true,
    shown: 'demo: generated',
  }),
  PAYMENTS_CALLBACK_TOLERANCE_SECONDS: cashier(int(1), "how far a callback's timestamp may be from now", { default: 300 }),
  PAYMENTS_CHECKOUT_TTL_MINUTES: cashier(int(1), 'a demo checkout nobody decided on is cancelled after this long', { default: 30 }),
  DEPOSIT_LIMIT_COOLING_OFF_SECONDS: cashier(int(0), 'how long a raised or removed deposit limit waits before it applies', { default: 86_400 }),
  DEPOSIT_PENDING_TTL_MINUTES: cashier(int(1), 'a deposit still unpaid this long after it was started is cancelled (and never credited later)', {
    default: 30,
  }),
  WITHDRAWALS_PER_DAY: cashier(int(1), 'withdrawals a player may request in 24 hours', { default: 5 }),
  WITHDRAWAL_CONTACT_MIN_AGE_MINUTES: cashier(int(0), 'a code for new withdrawal details goes only to a contact confirmed at least this long ago', {
    shown: '`1440`; demo: `15`',
  }),
  WITHDRAWAL_CONTACT_MIN_AGE_HOURS: cashier(int(0), 'the same in hours, read when `WITHDRAWAL_CONTACT_MIN_AGE_MINUTES` is unset'),
  // ---- Payouts ----
  PAYOUTS_PROVIDER: payouts(oneOf('none', 'demo'), 'payout provider of approved withdrawals (`demo` refused in production)', {
    shown: '`demo` in the demo, else `none`',
  }),
  PAYOUTS_AUTO_APPROVE_MAX: payouts(
    autoApproveKind,
    "verified players' withdrawals up to this are approved automatically; other currencies are converted into the first one",
    { shown: '`USD:100` in the demo, else off' },
  ),
  PAYOUTS_CALLBACK_SECRET: payouts(text, "HMAC key of the payout provider's callbacks", { secret: true, shown: 'generated, kept in the database' }),
  PAYOUTS_CALLBACK_TOLERANCE_SECONDS: payouts(int(1), "how far a payout callback's timestamp may be from now", { default: 300 }),
  PAYOUTS_WORKER_SECONDS: payouts(int(1), 'how often approved withdrawals are handed to the provider', { default: 2 }),
  PAYOUTS_DEMO_DELAY_SECONDS: payouts(int(0), 'how long the demo payout provider takes to pay', { default: 2 }),
  PAYOUTS_DEMO_FAIL: payouts(demoFailKind, 'payouts the demo provider fails', { default: [], shown: 'none' }),
  // ---- Identity verification ----
  KYC_PROVIDER: kyc(oneOf('none', 'demo'), 'identity verification provider (`demo` refused in production)', { shown: '`demo` in the demo, else `none`' }),
  KYC_WEBHOOK_SECRET: kyc(text, "HMAC key of the identity provider's webhooks (production with a provider: required, ≥ 32 characters)", {
    secret: true,
    shown: 'demo: generated',
  }),
  KYC_WEBHOOK_TOLERANCE_SECONDS: kyc(int(1), "how far a webhook's timestamp may be from now", { default: 300 }),
  KYC_ACCESS_TOKEN_TTL_SECONDS: kyc(int(30), "lifetime of the token the provider's page is opened with", { default: 600 }),
  KYC_DOCUMENT_MAX_BYTES: kyc(int(1024), 'largest document the demo provider takes', { default: 8 * 1024 * 1024 }),
  KYC_DEMO_AUTO_DECISION: kyc(oneOf('off', 'approve', 'reject'), 'the demo provider decides submitted documents itself…', { default: 'off' }),
  KYC_DEMO_AUTO_DECISION_SECONDS: kyc(int(0), '…this many seconds after they were submitted', { default: 30 }),
  // ---- Retention and background work ----
  RETENTION_INTERVAL_SECONDS: retention(int(0), 'how often the retention job runs (also once at start); `0` turns it off', { default: 3600 }),
  RETENTION_SESSIONS_DAYS: retention(int(0), 'sessions that ended this many days ago are deleted (`0`: kept)', { default: 30 }),
  RETENTION_GAME_LAUNCHES_DAYS: retention(int(0), 'game launches expired this long ago with no round and no bet are deleted', { default: 7 }),
  RETENTION_SITE_HITS_DAYS: retention(int(0), '`/hit` rows older than this are deleted', { default: 90 }),
  RETENTION_RELEASE_FAILURES_DAYS: retention(int(0), 'remote failure reports and release health per hour older than this are deleted', { default: 30 }),
  RETENTION_OUTBOX_DAYS: retention(int(0), 'sent or failed outbox messages older than this are deleted', { default: 30 }),
  RETENTION_CODES_DAYS: retention(int(0), 'one-time codes expired this many days ago are deleted', { default: 1 }),
  RETENTION_HISTORY_EXPORTS_DAYS: retention(int(0), 'bet history export requests older than this are deleted', { default: 30 }),
  RETENTION_NOTIFICATIONS_DAYS: retention(int(0), 'notifications read this many days ago are deleted (unread ones stay)', { default: 90 }),
  HISTORY_EXPORT_FILE_HOURS: retention(int(1), 'how long a bet history CSV can be downloaded once it is ready', { default: 72 }),
  HISTORY_EXPORT_POLL_MS: retention(int(100), 'how often the export worker looks for queued requests', { default: 2000 }),
  CASHBACK_CHECK_SECONDS: retention(int(0), 'how often each instance checks for a cashback period to run; `0` turns the schedule off', { default: 300 }),
  JOB_BACKOFF_BASE_MS: retention(
    int(1),
    "wait after a background item's first failure (outbox, payouts, callbacks, jobs); doubled at each failure, with jitter",
    { default: 2000 },
  ),
  JOB_BACKOFF_MAX_MS: retention(int(1), "no wait between a failed item's attempts is longer (not below `JOB_BACKOFF_BASE_MS`)", { default: 300000 }),
});

export type Settings = z.output<typeof settingsSchema>;
export type SettingName = keyof Settings;
