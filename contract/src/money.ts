/**
 * Money in minor units, for the server and the browser alike: the ledger keeps whole minor units
 * (cents, tiyin, kopecks) and the API speaks major amounts (`{ amount: 12.5, currency: 'USD' }`);
 * every conversion between the two goes through here.
 *
 * Exponents are ISO 4217's: USD, EUR, UZS and RUB all have 2 (a currency this table does not know
 * is taken with 2, the platform's one exponent so far).
 *
 * Rounding rules:
 * - `toMinor`: to the nearest minor unit, halves away from zero (1.005 → 101, −1.005 → −101,
 *   0.125 → 13), after removing binary drift (0.1 + 0.2 → 30, 1.005 × 100 is not 100.4999…);
 * - `fromMinor`: exact for whole minor units (a fraction of a minor unit is rounded first);
 * - `percentOf`: down (toward zero) by default: a bonus or a contribution never grows by rounding;
 *   `'nearest'` rounds halves away from zero;
 * - sums (`addMinor`, `subMinor`, `sumMajor`) are exact in minor units and refused beyond
 *   Number.MAX_SAFE_INTEGER.
 */

/** Digits after the decimal point of each currency the platform offers (ISO 4217). */
export const CURRENCY_EXPONENTS = { USD: 2, EUR: 2, UZS: 2, RUB: 2 } as const satisfies Record<string, number>;

export type KnownCurrency = keyof typeof CURRENCY_EXPONENTS;

/** The exponent of `currency` (2 when none is named or the table does not know it). */
export function exponentOf(currency?: string | null): number {
  return (currency ? (CURRENCY_EXPONENTS as Record<string, number>)[currency] : undefined) ?? 2;
}

const factorOf = (currency?: string | null) => 10 ** exponentOf(currency);

function safe(minor: number, what: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${what} is not a whole number of minor units within the safe range: ${minor}`);
  return minor === 0 ? 0 : minor; // never -0
}

/** A major amount (12.34 USD) in minor units (1234), rounded to the nearest, halves away from zero. */
export function toMinor(major: number, currency?: string | null): number {
  if (!Number.isFinite(major)) throw new RangeError(`not an amount: ${major}`);
  // 15 significant digits drop the binary drift of the product (1.005 × 100 = 100.49999999999999).
  const scaled = Number((Math.abs(major) * factorOf(currency)).toPrecision(15));
  return safe(Math.sign(major) * Math.round(scaled), 'amount');
}

/** Whether a major amount is a whole number of minor units within the safe range (12.34: yes; 12.345, 1e15: no); never throws, for validators. */
export function isWholeMinor(major: number, currency?: string | null): boolean {
  if (!Number.isFinite(major)) return false;
  const scaled = Number((Math.abs(major) * factorOf(currency)).toPrecision(15));
  return Number.isSafeInteger(scaled) && Math.abs(Math.abs(major) * factorOf(currency) - scaled) < 1e-6;
}

/** Minor units (1234) as a major amount (12.34). */
export function fromMinor(minor: number, currency?: string | null): number {
  if (!Number.isFinite(minor)) throw new RangeError(`not an amount: ${minor}`);
  const whole = Math.round(minor);
  return (whole === 0 ? 0 : whole) / factorOf(currency);
}

/** Rounds a major amount to its currency's minor unit (12.345 → 12.35). */
export function roundMajor(major: number, currency?: string | null): number {
  return fromMinor(toMinor(major, currency), currency);
}

/** `a + b` in minor units. */
export function addMinor(a: number, b: number): number {
  return safe(safe(a, 'a') + safe(b, 'b'), 'sum');
}

/** `a − b` in minor units. */
export function subMinor(a: number, b: number): number {
  return safe(safe(a, 'a') - safe(b, 'b'), 'difference');
}

/** Major amounts added through minor units: sumMajor([0.1, 0.2]) is 0.3, not 0.30000000000000004. */
export function sumMajor(amounts: readonly number[], currency?: string | null): number {
  return fromMinor(
    amounts.reduce((sum, a) => addMinor(sum, toMinor(a, currency)), 0),
    currency,
  );
}

/**
 * `percent` % of `minor` in minor units: down toward zero by default (`'down'`), or to the
 * nearest with halves away from zero (`'nearest'`). `percent` may have decimals (2.5).
 */
export function percentOf(minor: number, percent: number, rounding: 'down' | 'nearest' = 'down'): number {
  safe(minor, 'amount');
  if (!Number.isFinite(percent)) throw new RangeError(`not a percentage: ${percent}`);
  const exact = Number(((Math.abs(minor) * percent) / 100).toPrecision(15));
  const magnitude = rounding === 'down' ? Math.floor(Math.abs(exact)) : Math.round(Math.abs(exact));
  return safe(Math.sign(minor) * Math.sign(percent) * magnitude, 'share');
}
