import { pickIndex } from './random';
import { isInt, type Engine } from './types';

/**
 * A three-reel, three-row fruit machine with five lines (the three rows and both diagonals).
 * The stake is spread evenly over the lines; a line pays its multiplier of the line stake for
 * three equal symbols, and two cherries from the left pay 2×. Return to player ≈ 95 % (see the test).
 */
export const SYMBOLS = ['cherry', 'lemon', 'orange', 'plum', 'bell', 'star', 'seven'] as const;
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Multiplier of the line stake for three of a kind. */
export const PAYTABLE: Record<SlotSymbol, number> = { cherry: 15, lemon: 20, orange: 30, plum: 40, bell: 75, star: 150, seven: 300 };
export const TWO_CHERRIES = 2;

/** Rows shown on each reel, top to bottom, for each line. */
export const LINES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** How often each symbol sits on a reel strip. */
const WEIGHTS: Record<SlotSymbol, number> = { cherry: 9, lemon: 8, orange: 7, plum: 6, bell: 4, star: 3, seven: 2 };

/** One strip per reel: the weighted symbols in a fixed shuffled order (a different one per reel). */
function buildStrip(seed: number): SlotSymbol[] {
  const strip = SYMBOLS.flatMap((s) => Array.from({ length: WEIGHTS[s] }, () => s));
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = strip.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [strip[i], strip[j]] = [strip[j] as SlotSymbol, strip[i] as SlotSymbol];
  }
  return strip;
}

export const STRIPS: readonly SlotSymbol[][] = [buildStrip(11), buildStrip(23), buildStrip(37)];

export interface SlotBet {
  stake: number;
}

export interface SlotOutcome {
  /** Per reel, the three symbols shown top to bottom. */
  reels: SlotSymbol[][];
  /** Winning lines: index into LINES, the symbol and the amount (minor units). */
  wins: { line: number; symbol: SlotSymbol; count: 2 | 3; amount: number }[];
}

/** The window a spin shows for the given stop positions. */
export function windowAt(stops: readonly number[]): SlotSymbol[][] {
  return STRIPS.map((strip, r) => {
    const stop = stops[r] ?? 0;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as SlotSymbol);
  });
}

/** Pays of a window for a stake, in minor units (rounded down per line). */
export function evaluate(reels: SlotSymbol[][], stake: number): SlotOutcome['wins'] {
  const lineStake = stake / LINES.length;
  const wins: SlotOutcome['wins'] = [];
  LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => reels[reel]?.[row]) as [SlotSymbol, SlotSymbol, SlotSymbol];
    if (a === b && b === c) wins.push({ line, symbol: a, count: 3, amount: Math.floor(lineStake * PAYTABLE[a]) });
    else if (a === 'cherry' && b === 'cherry') wins.push({ line, symbol: a, count: 2, amount: Math.floor(lineStake * TWO_CHERRIES) });
  });
  return wins.filter((w) => w.amount > 0);
}

export const slotEngine: Engine<SlotBet, SlotOutcome> = {
  parse(input, limits) {
    const stake = (input as { stake?: unknown } | null)?.stake;
    if (!isInt(stake)) return { ok: false, message: 'Wrong value' };
    if (stake < limits.min) return { ok: false, message: `Min value is ${limits.min}` };
    if (stake > limits.max) return { ok: false, message: `Max value is ${limits.max}` };
    return { ok: true, stake, bet: { stake } };
  },
  play(bet, random) {
    const stops = STRIPS.map((strip) => pickIndex(random, strip.length));
    const reels = windowAt(stops);
    const wins = evaluate(reels, bet.stake);
    return { outcome: { reels, wins }, win: wins.reduce((n, w) => n + w.amount, 0) };
  },
};

/** Exact return to player over every combination of stops (for the test and the paytable). */
export function slotRtp(): number {
  const [a, b, c] = STRIPS as [SlotSymbol[], SlotSymbol[], SlotSymbol[]];
  const stake = 5_000_000;
  let paid = 0;
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++) for (let k = 0; k < c.length; k++) paid += evaluate(windowAt([i, j, k]), stake).reduce((n, w) => n + w.amount, 0);
  return paid / (stake * a.length * b.length * c.length);
}
