/**
 * What a stake earns in loyalty points, and the unit points are kept in (docs/bonuses-and-loyalty.md).
 *
 * Points and experience are kept in thousandths of a point (`points_milli`, `exp_milli`, the log's
 * `points_milli`, migration 106): every settled real-money stake adds its exact share, the
 * programme's rate times the USD staked, so ten rounds of 0.10 USD at 1 point a USD add one point
 * as one round of 1 USD does. The site is told whole points, floored (`wholePoints`); the shop's
 * prices and the levels' minimums are whole points (`inMilli`).
 */
import { usdMicrosPerUnit } from '../catalogue';

/** Thousandths of a point in a point. */
export const MILLI_PER_POINT = 1000;

/** Whole points of an amount in thousandths, floored: what the site shows (a fraction is never shown as earned). */
export const wholePoints = (milli: number | string | bigint): number => Math.floor(Number(milli) / MILLI_PER_POINT);

/** Thousandths of `points` (a shop price, a level's minimum), to the nearest thousandth. */
export const inMilli = (points: number): number => Math.round(points * MILLI_PER_POINT);

/**
 * Loyalty points of a real-money stake, in thousandths of a point: `rate` points per USD staked.
 * Integers throughout (the stake in minor units, the currency's USD value in millionths, the rate
 * read to a millionth), floored to the thousandth: a USD stake at a rate of one decimal at most is
 * counted exactly; otherwise less than a thousandth of a point a stake is left out.
 */
export function pointsMilliFor(stakeMinor: number, currency: string, rate: number): number {
  if (!Number.isFinite(rate) || rate <= 0 || !Number.isSafeInteger(stakeMinor) || stakeMinor <= 0) return 0;
  const rateMicro = BigInt(Math.round(rate * 1_000_000));
  // minor / 100 × usdMicros / 10⁶ (USD) × rateMicro / 10⁶ (points) × 1,000 (thousandths).
  return Number((BigInt(stakeMinor) * BigInt(usdMicrosPerUnit(currency)) * rateMicro) / 100_000_000_000n);
}
