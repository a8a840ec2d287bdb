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
import { readSettings } from '../../settings';

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

/** `USD:100,UZS:1200000` → bounds in minor units; a malformed entry stops the start (it guards money). */
export function parseAutoApprove(value: string | undefined): PayoutSettings['autoApprove'] {
  return readSettings({ PAYOUTS_AUTO_APPROVE_MAX: value }).PAYOUTS_AUTO_APPROVE_MAX ?? [];
}

/** Read through the settings schema (src/settings): a bad value refuses the start by name. */
export function loadPayoutSettings(env: NodeJS.ProcessEnv, demo: boolean): PayoutSettings {
  const s = readSettings(env);
  return {
    autoApprove: s.PAYOUTS_AUTO_APPROVE_MAX ?? (demo ? parseAutoApprove('USD:100') : []),
    callbackSecret: s.PAYOUTS_CALLBACK_SECRET ?? null,
    callbackToleranceSeconds: s.PAYOUTS_CALLBACK_TOLERANCE_SECONDS,
    workerMs: s.PAYOUTS_WORKER_SECONDS * 1000,
    demo: { delayMs: s.PAYOUTS_DEMO_DELAY_SECONDS * 1000, fail: s.PAYOUTS_DEMO_FAIL },
  };
}
