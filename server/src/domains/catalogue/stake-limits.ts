import type { StakeLimits } from '../../providers/games/engines';
import { toMinor } from '@casino/contract/money';

/** Stake limits of one round per currency, minor units (USD and EUR 0.10–100, RUB 10–10,000, UZS 1,000–1,000,000). */
const LIMITS: Record<string, StakeLimits> = {
  USD: { min: 10, max: 100_00 },
  EUR: { min: 10, max: 100_00 },
  RUB: { min: 10_00, max: 10_000_00 },
  UZS: { min: 1_000_00, max: 1_000_000_00 },
};

export const stakeLimits = (currency: string): StakeLimits => LIMITS[currency] ?? LIMITS.USD!;

/** USD value of one unit of each currency: the demo provider's fixed rates for points and jackpot shares. */
const USD_PER_UNIT: Record<string, number> = { USD: 1, EUR: 1.08, RUB: 0.011, UZS: 0.000079 };

/** The USD value of one unit of `currency` in millionths of a USD: the same rates as exact integers (loyalty points). */
export const usdMicrosPerUnit = (currency: string): number => Math.round((USD_PER_UNIT[currency] ?? 1) * 1_000_000);

/** An amount in minor units of `currency` as USD cents (rounded down). */
export const toUsdCents = (minor: number, currency: string): number => Math.floor(minor * (USD_PER_UNIT[currency] ?? 1));

/**
 * Tournament points for a real-money bet: one point per whole USD staked (the seeded tournaments
 * say "1 point for every 1 USD"), none below the tournament's minimum bet.
 */
export function tournamentPoints(stakeMinor: number, currency: string, minBetUsd = 0): number {
  const cents = toUsdCents(stakeMinor, currency);
  if (cents < toMinor(minBetUsd, 'USD')) return 0;
  return Math.floor(cents / 100);
}

/** Each jackpot a game feeds takes this share of a real-money stake (in the jackpot's USD). */
export const JACKPOT_SHARE = 0.005;

export const jackpotContribution = (stakeMinor: number, currency: string): number => Math.floor(toUsdCents(stakeMinor, currency) * JACKPOT_SHARE);

/** A guest's demo money on a new launch, and what a player's fun balance is topped up to. */
export const DEMO_BALANCE = 1_000_00;
