import type { Random } from './random';

/** A stake the engine accepted: its amount in minor units and the parsed bet. */
export type Parsed<B> = { ok: true; stake: number; bet: B } | { ok: false; message: string };

export interface Played<O> {
  outcome: O;
  /** Amount paid back, minor units (0 for a loss; includes the stake when it is returned). */
  win: number;
}

/** A game's rules: checks a bet against the stake limits, then plays it with a random source. */
export interface Engine<B, O> {
  parse(input: unknown, limits: StakeLimits): Parsed<B>;
  play(bet: B, random: Random): Played<O>;
}

/** Smallest and largest stake of one round, minor units. */
export interface StakeLimits {
  min: number;
  max: number;
}

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
