import { pickIndex } from './random';
import { isInt, type Engine } from './types';

/**
 * European roulette (one zero). A spin carries up to 20 bets; each pays its multiple of the
 * amount including the stake: a number 36×, a dozen or column 3×, red/black, odd/even,
 * low/high 2×. Zero loses every outside bet. Return to player 36/37 ≈ 97.3 %.
 */
export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const MAX_BETS = 20;

export type RouletteBetKind = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';
export interface RouletteBet {
  kind: RouletteBetKind;
  /** The number (straight, 0–36), dozen or column (1–3). */
  value?: number;
  amount: number;
}
export interface RouletteSpin {
  bets: RouletteBet[];
}
export interface RouletteOutcome {
  number: number;
  color: 'red' | 'black' | 'green';
  /** Amount each bet returned (same order as the bets), minor units. */
  returns: number[];
}

const KINDS = new Set<RouletteBetKind>(['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column']);

export const colorOf = (n: number): RouletteOutcome['color'] => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** Whether a bet wins on `n`, and its multiple (stake included). */
export function payout(bet: Pick<RouletteBet, 'kind' | 'value'>, n: number): number {
  const v = bet.value ?? 0;
  switch (bet.kind) {
    case 'straight':
      return n === v ? 36 : 0;
    case 'dozen':
      return n > 0 && Math.ceil(n / 12) === v ? 3 : 0;
    case 'column':
      return n > 0 && ((n - 1) % 3) + 1 === v ? 3 : 0;
    case 'red':
      return RED.has(n) ? 2 : 0;
    case 'black':
      return n > 0 && !RED.has(n) ? 2 : 0;
    case 'odd':
      return n > 0 && n % 2 === 1 ? 2 : 0;
    case 'even':
      return n > 0 && n % 2 === 0 ? 2 : 0;
    case 'low':
      return n >= 1 && n <= 18 ? 2 : 0;
    case 'high':
      return n >= 19 ? 2 : 0;
  }
}

function validValue(kind: RouletteBetKind, value: unknown): boolean {
  if (kind === 'straight') return isInt(value) && value >= 0 && value <= 36;
  if (kind === 'dozen' || kind === 'column') return isInt(value) && value >= 1 && value <= 3;
  return value === undefined;
}

export const rouletteEngine: Engine<RouletteSpin, RouletteOutcome> = {
  parse(input, limits) {
    const bets = (input as { bets?: unknown } | null)?.bets;
    if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS) return { ok: false, message: 'Wrong value' };
    const parsed: RouletteBet[] = [];
    for (const raw of bets as Array<Record<string, unknown>>) {
      const kind = raw?.kind as RouletteBetKind;
      if (!KINDS.has(kind) || !validValue(kind, raw.value) || !isInt(raw.amount) || raw.amount <= 0) return { ok: false, message: 'Wrong value' };
      parsed.push({ kind, ...(raw.value !== undefined ? { value: raw.value as number } : {}), amount: raw.amount });
    }
    const stake = parsed.reduce((n, b) => n + b.amount, 0);
    if (stake < limits.min) return { ok: false, message: `Min value is ${limits.min}` };
    if (stake > limits.max) return { ok: false, message: `Max value is ${limits.max}` };
    return { ok: true, stake, bet: { bets: parsed } };
  },
  play(spin, random) {
    const number = pickIndex(random, 37);
    const returns = spin.bets.map((b) => b.amount * payout(b, number));
    return { outcome: { number, color: colorOf(number), returns }, win: returns.reduce((n, r) => n + r, 0) };
  },
};
