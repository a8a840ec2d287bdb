import { randomBytes } from 'node:crypto';

/** A source of uniform numbers in [0, 1). Rounds use the cryptographic one; tests pass their own. */
export type Random = () => number;

const SPAN = 2 ** 48;
/** Uniform in [0, 1) from the operating system's CSPRNG (48 random bits). */
export const secureRandom: Random = () => randomBytes(6).readUIntBE(0, 6) / SPAN;

/** An index in [0, n) drawn from `random`. */
export const pickIndex = (random: Random, n: number): number => Math.min(n - 1, Math.floor(random() * n));

/** A reproducible sequence for tests: the numbers given, repeated. */
export function sequence(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length] as number;
}
