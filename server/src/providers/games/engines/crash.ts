import { isInt, type Engine } from './types';

/**
 * A crash game played with a cash-out target chosen before the round: the multiplier climbs
 * from 1.00× and crashes at a random point; reaching the target pays stake × target.
 * P(crash ≥ x) = 0.97 / x, so every target returns 97 %.
 */
export const HOUSE = 0.97;
/** Targets and crash points in hundredths (1.01× … 1000×). */
export const MIN_TARGET = 101;
export const MAX_TARGET = 100_000;

export interface CrashBet {
  stake: number;
  /** Cash-out target in hundredths (250 = 2.50×). */
  target: number;
}
export interface CrashOutcome {
  /** Where the multiplier stopped, hundredths. */
  crash: number;
  target: number;
  cashedOut: boolean;
}

/** The crash point for a uniform draw `u` in [0, 1), in hundredths, at least 1.00×. */
export function crashPoint(u: number): number {
  const point = Math.floor((HOUSE / (1 - u)) * 100);
  return Math.min(MAX_TARGET, Math.max(100, point));
}

export const crashEngine: Engine<CrashBet, CrashOutcome> = {
  parse(input, limits) {
    const { stake, target } = (input ?? {}) as { stake?: unknown; target?: unknown };
    if (!isInt(stake) || !isInt(target) || target < MIN_TARGET || target > MAX_TARGET) return { ok: false, message: 'Wrong value' };
    if (stake < limits.min) return { ok: false, message: `Min value is ${limits.min}` };
    if (stake > limits.max) return { ok: false, message: `Max value is ${limits.max}` };
    return { ok: true, stake, bet: { stake, target } };
  },
  play(bet, random) {
    const crash = crashPoint(random());
    const cashedOut = crash >= bet.target;
    return { outcome: { crash, target: bet.target, cashedOut }, win: cashedOut ? Math.floor((bet.stake * bet.target) / 100) : 0 };
  },
};
