import { draw, rankOf, shuffledShoe, type Card } from './cards';
import { isInt, type Engine } from './types';

/**
 * Punto banco from a fresh eight-deck shoe per round: bets on player (1:1), banker (1:1 less
 * 5 % commission) and tie (8:1); a tie returns player and banker bets. Third cards by the
 * standard tableau.
 */
export const BACCARAT_DECKS = 8;
export type BaccaratSide = 'player' | 'banker' | 'tie';
export const SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];

export interface BaccaratBet {
  side: BaccaratSide;
  amount: number;
}
export interface BaccaratOutcome {
  player: Card[];
  banker: Card[];
  player_total: number;
  banker_total: number;
  winner: BaccaratSide;
  /** Amount each bet returned (same order as the bets), minor units. */
  returns: number[];
}

/** A card's points: ace 1, two to nine as marked, tens and faces 0. */
export const pointOf = (card: Card): number => {
  const r = rankOf(card);
  if (r === 'A') return 1;
  if (r === 'T' || r === 'J' || r === 'Q' || r === 'K') return 0;
  return Number(r);
};
export const baccaratTotal = (cards: readonly Card[]) => cards.reduce((n, c) => n + pointOf(c), 0) % 10;

/** Whether the player draws a third card on a two-card total. */
export const playerDraws = (playerTotal: number) => playerTotal <= 5;

/**
 * Whether the banker draws on a two-card total, given the player's third card points
 * (null when the player stood).
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Deals a coup from the shoe by the tableau. */
export function coup(shoe: Card[]): { player: Card[]; banker: Card[] } {
  const player = [draw(shoe)];
  const banker = [draw(shoe)];
  player.push(draw(shoe));
  banker.push(draw(shoe));
  const p = baccaratTotal(player);
  const b = baccaratTotal(banker);
  if (p >= 8 || b >= 8) return { player, banker };
  let third: number | null = null;
  if (playerDraws(p)) {
    const card = draw(shoe);
    player.push(card);
    third = pointOf(card);
  }
  if (bankerDraws(b, third)) banker.push(draw(shoe));
  return { player, banker };
}

/** Amount a bet returns (stake included), minor units; the banker's 5 % commission rounds in the house's favour. */
export function baccaratPayout(side: BaccaratSide, amount: number, winner: BaccaratSide): number {
  if (winner === 'tie') return side === 'tie' ? amount * 9 : amount;
  if (side !== winner) return 0;
  return side === 'banker' ? amount + Math.floor((amount * 95) / 100) : amount * 2;
}

export const baccaratEngine: Engine<{ bets: BaccaratBet[] }, BaccaratOutcome> = {
  parse(input, limits) {
    const bets = (input as { bets?: unknown } | null)?.bets;
    if (!Array.isArray(bets) || bets.length === 0 || bets.length > SIDES.length) return { ok: false, message: 'Wrong value' };
    const parsed: BaccaratBet[] = [];
    for (const raw of bets as Array<Record<string, unknown>>) {
      const side = raw?.side as BaccaratSide;
      if (!SIDES.includes(side) || parsed.some((b) => b.side === side) || !isInt(raw.amount) || raw.amount <= 0) return { ok: false, message: 'Wrong value' };
      parsed.push({ side, amount: raw.amount });
    }
    const stake = parsed.reduce((n, b) => n + b.amount, 0);
    if (stake < limits.min) return { ok: false, message: `Min value is ${limits.min}` };
    if (stake > limits.max) return { ok: false, message: `Max value is ${limits.max}` };
    return { ok: true, stake, bet: { bets: parsed } };
  },
  play(bet, random) {
    const { player, banker } = coup(shuffledShoe(BACCARAT_DECKS, random));
    const pt = baccaratTotal(player);
    const bt = baccaratTotal(banker);
    const winner: BaccaratSide = pt > bt ? 'player' : bt > pt ? 'banker' : 'tie';
    const returns = bet.bets.map((b) => baccaratPayout(b.side, b.amount, winner));
    return { outcome: { player, banker, player_total: pt, banker_total: bt, winner, returns }, win: returns.reduce((n, r) => n + r, 0) };
  },
};
