import { randomFillSync } from 'node:crypto';

/** A source of uniform numbers in [0, 1). Rounds use the cryptographic one; tests pass their own. */
export type Random = () => number;

const SPAN = 2 ** 48;
const DRAW_BYTES = 6;
/** Bytes of the operating system's CSPRNG fetched at once: a slot round draws several numbers. */
const POOL_BYTES = 1024 * DRAW_BYTES;
const pool = Buffer.alloc(POOL_BYTES);
let at = POOL_BYTES;

/**
 * Uniform in [0, 1) from the operating system's CSPRNG (48 random bits). The bytes are fetched a
 * pool at a time, as node's own `randomInt` and `randomUUID` do: one call per draw cost a Buffer
 * and a trip into C++ each, about 4 % of the server's JavaScript under play. Each byte is used once.
 */
export const secureRandom: Random = () => {
  if (at === POOL_BYTES) {
    randomFillSync(pool);
    at = 0;
  }
  const value = pool.readUIntBE(at, DRAW_BYTES) / SPAN;
  at += DRAW_BYTES;
  return value;
};

/** An index in [0, n) drawn from `random`. */
export const pickIndex = (random: Random, n: number): number => Math.min(n - 1, Math.floor(random() * n));

/** A reproducible sequence for tests: the numbers given, repeated. */
export function sequence(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length] as number;
}
