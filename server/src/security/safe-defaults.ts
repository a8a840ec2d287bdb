/**
 * A production start is any start that is not the demo started on purpose (`DEMO=1`, which
 * `npm start` and `pnpm dev` set). It refuses settings that would let a stranger take over an
 * account or move money, naming every one of them at once so one fix round is enough.
 */
import type { Config } from '../config';

/** Shortest shared secret accepted in production (a generated 24-byte base64url token is 32). */
export const MIN_SECRET_LENGTH = 32;

export interface UnsafeSetting {
  setting: string;
  why: string;
}

/** Lowest scrypt cost (log2 N) accepted in production: below 2^15 a stolen table of hashes gives up its passwords cheaply. */
export const MIN_PASSWORD_COST = 15;

const weak = (value: string | null) => value === null || value.length < MIN_SECRET_LENGTH;

/** The settings that make this start unsafe; empty for the demo and for a properly configured production start. */
export function unsafeSettings(config: Config, env: NodeJS.ProcessEnv = process.env): UnsafeSetting[] {
  const out: UnsafeSetting[] = [];
  if (config.demo) return out;
  // The demo on a production host would publish every one-time code and approve its own deposits.
  if (['1', 'true', 'yes', 'on'].includes((env.DEMO ?? '').toLowerCase())) out.push({ setting: 'DEMO', why: 'the demo cannot run with NODE_ENV=production' });
  if (config.seedDemo) out.push({ setting: 'SEED_DEMO', why: 'seeds the demo player demo@example.com with a known password and money' });
  if (config.oauth.devProvider) out.push({ setting: 'OAUTH_DEV_PROVIDER', why: 'the development OAuth provider signs in any e-mail' });
  if (config.cashier.demoProvider) out.push({ setting: 'PAYMENTS_DEMO_PROVIDER', why: 'the demo payment provider lets players approve their own deposits' });
  if (config.providers.payouts === 'demo')
    out.push({ setting: 'PAYOUTS_PROVIDER', why: 'the demo payout provider marks withdrawals paid without sending any money' });
  if (config.providers.identity === 'demo') {
    out.push({
      setting: 'KYC_PROVIDER',
      why: 'the demo identity provider verifies whatever an operator (or its auto-decision) says, without checking documents',
    });
  }
  if (config.passwordCost < MIN_PASSWORD_COST) {
    out.push({
      setting: 'PASSWORD_COST',
      why: `below ${MIN_PASSWORD_COST} (17 by default): a stolen database's password hashes would be cheap to guess; lower costs are for tests`,
    });
  }
  if (!config.cookieSecure) out.push({ setting: 'COOKIE_SECURE', why: 'must be 1: session cookies without Secure leak over plain HTTP' });
  if (weak(config.cashier.callbackSecret)) {
    out.push({ setting: 'PAYMENTS_CALLBACK_SECRET', why: `the payment provider's callback key is missing or shorter than ${MIN_SECRET_LENGTH} characters` });
  }
  if (config.providers.identity !== 'none' && weak(config.kyc.webhookSecret)) {
    out.push({ setting: 'KYC_WEBHOOK_SECRET', why: `the identity provider's webhook key is missing or shorter than ${MIN_SECRET_LENGTH} characters` });
  }
  if (weak(config.protection.cardTokenSecret)) {
    out.push({
      setting: 'CARD_TOKEN_SECRET',
      why: `the card-token key is missing or shorter than ${MIN_SECRET_LENGTH} characters: kept beside the tokens, a database copy could test card guesses`,
    });
  }
  if (weak(config.mail.unsubscribeSecret)) {
    out.push({ setting: 'UNSUBSCRIBE_SECRET', why: `the key of the e-mails' unsubscribe links is missing or shorter than ${MIN_SECRET_LENGTH} characters` });
  }
  if (!config.opsSecrets.fromSetting) {
    out.push({
      setting: 'OPS_SECRET_KEY',
      why: "the key of the operators' TOTP secrets in the database is missing (or the public demo key): 32 random bytes in base64 (openssl rand -base64 32)",
    });
  }
  if (weak(config.opsToken)) out.push({ setting: 'OPS_TOKEN', why: `the release/ops bearer token is missing or shorter than ${MIN_SECRET_LENGTH} characters` });
  if (config.editorToken !== null && weak(config.editorToken)) {
    out.push({ setting: 'EDITOR_TOKEN', why: `the content editor token is shorter than ${MIN_SECRET_LENGTH} characters` });
  }
  if (config.trustProxy === true || typeof config.trustProxy === 'number') {
    out.push({ setting: 'TRUST_PROXY', why: "trusts any client's X-Forwarded-For; list the proxies' addresses (e.g. 10.0.0.0/8)" });
  }
  const ops = opsOriginProblem(config);
  if (ops) out.push({ setting: 'OPS_ORIGIN', why: ops });
  if (config.publicOrigins.length === 0)
    out.push({ setting: 'PUBLIC_ORIGINS', why: "canonical links and robots.txt need the site's origins (e.g. https://casino.example)" });
  return out;
}

/**
 * The ops console's origin must be one no player page can share: not a public origin, not a
 * public origin's host on another port (cookies do not tell ports apart), and HTTPS.
 */
function opsOriginProblem(config: Config): string | null {
  if (!config.ops.origin) return null;
  const ops = new URL(config.ops.origin);
  if (ops.protocol !== 'https:') return 'the ops console must be served over https';
  const shared = config.publicOrigins.find((o) => new URL(o).hostname === ops.hostname);
  if (shared)
    return `${config.ops.origin} shares its host with the player site ${shared}: give the console a host name of its own (e.g. https://ops.casino-admin.example)`;
  return null;
}

/** One message naming every offending setting, for the operator reading the start log. */
export function refusalMessage(problems: UnsafeSetting[]): string {
  return [
    `Refusing a production start: ${problems.map((p) => p.setting).join(', ')}.`,
    ...problems.map((p) => `  ${p.setting}: ${p.why}`),
    'Set these (docs/security.md), or run the demo on purpose with DEMO=1 (npm start).',
  ].join('\n');
}

/**
 * A production start on the embedded database (PGlite): one process, a single connection, no
 * replica, backups only by copying DATA_DIR while stopped. Refused unless PGLITE_IN_PRODUCTION=1
 * says it is meant (a small single-machine site); then `embeddedDatabaseWarning` is logged at
 * every start. Several workers on it are refused either way (workers.ts). docs/configuration.md.
 */
export function embeddedDatabaseProblem(config: Pick<Config, 'demo' | 'databaseUrl' | 'pgliteInProduction'>): UnsafeSetting | null {
  if (config.demo || config.databaseUrl || config.pgliteInProduction) return null;
  return {
    setting: 'DATABASE_URL',
    why: 'a production start on the embedded database (PGlite: one process, no replica, no online backup); set DATABASE_URL to a PostgreSQL server, or PGLITE_IN_PRODUCTION=1 to run on it knowingly',
  };
}

/** The warning of an allowed production start on the embedded database, or null. */
export function embeddedDatabaseWarning(config: Pick<Config, 'demo' | 'databaseUrl' | 'pgliteInProduction'>): string | null {
  if (config.demo || config.databaseUrl || !config.pgliteInProduction) return null;
  return 'PRODUCTION ON THE EMBEDDED DATABASE (PGLITE_IN_PRODUCTION=1): one process and one connection, no replica; back DATA_DIR up only while the server is stopped. Set DATABASE_URL for a PostgreSQL server.';
}

/** Throws the refusal when the configuration is unsafe for its kind of start. */
export function assertSafeStart(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  const database = embeddedDatabaseProblem(config);
  const problems = [...unsafeSettings(config, env), ...(database ? [database] : [])];
  if (problems.length) throw new Error(refusalMessage(problems));
}
