/**
 * Settings of withdrawal payouts, read from the environment once by `loadConfig` (`config.payouts`;
 * the provider itself is `config.providers.payouts`, `PAYOUTS_PROVIDER`):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | `PAYOUTS_AUTO_APPROVE_MAX` | demo: `USD:100`; otherwise off | withdrawals of verified players up to this amount are approved without an operator (see below) |
 * | `PAYOUTS_CALLBACK_SECRET` | generated, kept in the database | HMAC key of the payout provider's callbacks |
 * | `PAYOUTS_CALLBACK_TOLERANCE_SECONDS` | `300` | how far a callback's timestamp may be from now |
 * | `PAYOUTS_WORKER_SECONDS` | `2` | how often approved withdrawals are handed to the provider (and automatic approvals caught up) |
 * | `PAYOUTS_DEMO_DELAY_SECONDS` | `2` | how long the demo provider takes to pay |
 * | `PAYOUTS_DEMO_FAIL` | none | payouts the demo provider fails: `all`, or amounts in major units (`13,66.50`) |
 *
 * `PAYOUTS_AUTO_APPROVE_MAX` is a list of `CURRENCY:amount` in major units (`USD:100,UZS:1200000`).
 * A withdrawal in a listed currency is compared with its own amount; one in a currency not listed
 * is converted into the first listed currency at the current rates (`account.getcurrencyrates`)
 * and compared with that one's amount. Empty or `0`: every withdrawal waits for an operator.
 */
export interface PayoutSettings {
  /** Automatic approval bounds in minor units by currency, the first one the base for the others; empty: off. */
  autoApprove: Array<{ currency: string; max: number }>;
  callbackSecret: string | null;
  callbackToleranceSeconds: number;
  workerMs: number;
  demo: {
    delayMs: number;
    /** `all`, or the amounts (minor units) that fail. */
    fail: 'all' | number[];
  };
}

function intOr(value: string | undefined, fallback: number, min = 0): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= min ? n : fallback;
}

const toMinor = (major: string) => Math.round(Number(major) * 100);
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

/** `USD:100,UZS:1200000` → bounds in minor units; a malformed entry stops the start (it guards money). */
export function parseAutoApprove(value: string | undefined): PayoutSettings['autoApprove'] {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v.toLowerCase() === 'off') return [];
  return v.split(',').map((entry) => {
    const m = /^([A-Z]{3}):(.+)$/.exec(entry.trim());
    if (!m || !AMOUNT.test(m[2]!)) throw new Error(`PAYOUTS_AUTO_APPROVE_MAX: ${entry.trim()} is not CURRENCY:amount (such as USD:100)`);
    return { currency: m[1]!, max: toMinor(m[2]!) };
  });
}

function parseFail(value: string | undefined): PayoutSettings['demo']['fail'] {
  const v = value?.trim() ?? '';
  if (v.toLowerCase() === 'all') return 'all';
  return v
    .split(',')
    .map((a) => a.trim())
    .filter((a) => AMOUNT.test(a))
    .map(toMinor);
}

export function loadPayoutSettings(env: NodeJS.ProcessEnv, demo: boolean): PayoutSettings {
  return {
    autoApprove: parseAutoApprove(env.PAYOUTS_AUTO_APPROVE_MAX ?? (demo ? 'USD:100' : '')),
    callbackSecret: env.PAYOUTS_CALLBACK_SECRET?.trim() || null,
    callbackToleranceSeconds: intOr(env.PAYOUTS_CALLBACK_TOLERANCE_SECONDS, 300, 1),
    workerMs: intOr(env.PAYOUTS_WORKER_SECONDS, 2, 1) * 1000,
    demo: {
      delayMs: intOr(env.PAYOUTS_DEMO_DELAY_SECONDS, 2) * 1000,
      fail: parseFail(env.PAYOUTS_DEMO_FAIL),
    },
  };
}
