/**
 * Settings of the cashier, read from the environment once by `loadConfig` (`config.cashier`):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `DEPOSIT_LIMIT_COOLING_OFF_SECONDS` | `86400` | how long a raised or removed deposit limit waits before it applies |
 * | `WITHDRAWALS_PER_DAY` | `5` | withdrawals a player may request in 24 h (pending and paid) |
 * | `WITHDRAWAL_CONTACT_MIN_AGE_MINUTES` | `1440` (`15` in the demo) | a withdrawal code to new details goes only to a contact confirmed at least this long ago, however often the player signs in again (`WITHDRAWAL_CONTACT_MIN_AGE_HOURS` is still read when this is unset) |
 * | `DEPOSIT_PENDING_TTL_MINUTES` | `30` | a deposit still unpaid this long after it was started is cancelled (and never credited later) |
 * | `PAYMENTS_DEMO_PROVIDER` | on (off when `NODE_ENV=production`) | the demo payment provider's pages and its methods |
 * | `PAYMENTS_CALLBACK_SECRET` | generated, kept in the database | HMAC key of the provider's callbacks |
 * | `PAYMENTS_CALLBACK_TOLERANCE_SECONDS` | `300` | how old a callback's timestamp may be |
 * | `PAYMENTS_CHECKOUT_TTL_MINUTES` | `30` | a demo checkout nobody decided on is cancelled after this long |
 */
export interface CashierSettings {
  coolingOffMs: number;
  withdrawalsPerDay: number;
  /** How long ago a contact must have been confirmed to receive a code for new withdrawal details. */
  trustedContactMinAgeMs: number;
  demoProvider: boolean;
  callbackSecret: string | null;
  callbackToleranceSeconds: number;
  checkoutTtlMinutes: number;
  /** How long a started deposit may stay unpaid before it is cancelled. */
  pendingDepositTtlMs: number;
}

function intOr(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

/** The cooling-off of a newly confirmed contact: a stolen session that confirms its own contact waits it out too. */
function contactMinAgeMinutes(env: NodeJS.ProcessEnv, production: boolean): number {
  const fallback = production ? 24 * 60 : 15;
  if (env.WITHDRAWAL_CONTACT_MIN_AGE_MINUTES?.trim()) return intOr(env.WITHDRAWAL_CONTACT_MIN_AGE_MINUTES, fallback);
  return env.WITHDRAWAL_CONTACT_MIN_AGE_HOURS?.trim() ? intOr(env.WITHDRAWAL_CONTACT_MIN_AGE_HOURS, fallback / 60) * 60 : fallback;
}

export function loadCashierSettings(env: NodeJS.ProcessEnv, production: boolean): CashierSettings {
  const demo = env.PAYMENTS_DEMO_PROVIDER;
  return {
    coolingOffMs: intOr(env.DEPOSIT_LIMIT_COOLING_OFF_SECONDS, 86_400) * 1000,
    withdrawalsPerDay: intOr(env.WITHDRAWALS_PER_DAY, 5, 1),
    trustedContactMinAgeMs: contactMinAgeMinutes(env, production) * 60_000,
    demoProvider: demo === undefined || demo === '' ? !production : ['1', 'true', 'yes', 'on'].includes(demo.toLowerCase()),
    callbackSecret: env.PAYMENTS_CALLBACK_SECRET?.trim() || null,
    callbackToleranceSeconds: intOr(env.PAYMENTS_CALLBACK_TOLERANCE_SECONDS, 300, 1),
    checkoutTtlMinutes: intOr(env.PAYMENTS_CHECKOUT_TTL_MINUTES, 30, 1),
    pendingDepositTtlMs: intOr(env.DEPOSIT_PENDING_TTL_MINUTES, 30, 1) * 60_000,
  };
}
