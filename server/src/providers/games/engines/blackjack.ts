import { draw, rankOf, shuffledShoe, type Card } from './cards';
import type { Random } from './random';
import { isInt, type Parsed, type StakeLimits } from './types';

/**
 * Blackjack against the dealer, one hand: deal, hit, stand, double (on the first two cards, one
 * more card then stand). The dealer stands on every 17; a blackjack pays 3:2, a win 1:1, a push
 * returns the stake. Each round plays a fresh six-deck shoe shuffled from the server's CSPRNG,
 * kept server-side with the hands until the round settles.
 */
export const DECKS = 6;

export type BlackjackAction = 'hit' | 'stand' | 'double';
export const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double'];
export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackState {
  shoe: Card[];
  player: Card[];
  dealer: Card[];
  /** The first stake, minor units; doubling adds as much again. */
  stake: number;
  doubled: boolean;
  /** Actions taken so far (the idempotency counter of the round's steps). */
  step: number;
  result: BlackjackResult | null;
}

/** What the player sees: the dealer's hole card stays hidden until the round ends. */
export interface BlackjackView {
  player: Card[];
  dealer: Array<Card | null>;
  player_total: number;
  dealer_total: number | null;
  stake: number;
  doubled: boolean;
  step: number;
  can_double: boolean;
  done: boolean;
  result: BlackjackResult | null;
}

const cardValue = (card: Card): number => {
  const r = rankOf(card);
  if (r === 'A') return 1;
  if (r === 'T' || r === 'J' || r === 'Q' || r === 'K') return 10;
  return Number(r);
};

/** A hand's best total (an ace counts 11 when that does not bust) and whether an ace counts 11. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((n, c) => n + cardValue(c), 0);
  const hasAce = cards.some((c) => rankOf(c) === 'A');
  return hasAce && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };
}

export const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;

/** The dealer draws to 17 and stands on every 17, soft ones too. */
export function dealerPlays(dealer: Card[], shoe: Card[]): void {
  while (handValue(dealer).total < 17) dealer.push(draw(shoe));
}

/** The result of finished hands. */
export function resultOf(player: readonly Card[], dealer: readonly Card[]): BlackjackResult {
  const p = handValue(player).total;
  const d = handValue(dealer).total;
  const pbj = isBlackjack(player);
  const dbj = isBlackjack(dealer);
  if (pbj && dbj) return 'push';
  if (pbj) return 'blackjack';
  if (dbj) return 'lose';
  if (p > 21) return 'lose';
  if (d > 21 || p > d) return 'win';
  return p === d ? 'push' : 'lose';
}

/** Amount paid back for a result on a total stake, minor units (stake included; 3:2 rounds down). */
export function blackjackPayout(result: BlackjackResult, stake: number): number {
  switch (result) {
    case 'blackjack':
      return stake + Math.floor((stake * 3) / 2);
    case 'win':
      return stake * 2;
    case 'push':
      return stake;
    case 'lose':
      return 0;
  }
}

export const totalStake = (s: Pick<BlackjackState, 'stake' | 'doubled'>) => (s.doubled ? s.stake * 2 : s.stake);

export function parseBlackjack(input: unknown, limits: StakeLimits): Parsed<{ stake: number }> {
  const stake = (input as { stake?: unknown } | null)?.stake;
  if (!isInt(stake) || stake <= 0) return { ok: false, message: 'Wrong value' };
  if (stake < limits.min) return { ok: false, message: `Min value is ${limits.min}` };
  if (stake > limits.max) return { ok: false, message: `Max value is ${limits.max}` };
  return { ok: true, stake, bet: { stake } };
}

function finish(state: BlackjackState, dealerDraws: boolean): BlackjackState {
  if (dealerDraws && handValue(state.player).total <= 21) dealerPlays(state.dealer, state.shoe);
  return { ...state, result: resultOf(state.player, state.dealer) };
}

/** Deals a round: two cards each; a blackjack on either side ends it at once. */
export function deal(stake: number, random: Random): BlackjackState {
  const shoe = shuffledShoe(DECKS, random);
  const player = [draw(shoe)];
  const dealer = [draw(shoe)];
  player.push(draw(shoe));
  dealer.push(draw(shoe));
  const state: BlackjackState = { shoe, player, dealer, stake, doubled: false, step: 0, result: null };
  return isBlackjack(player) || isBlackjack(dealer) ? finish(state, false) : state;
}

export const canDouble = (s: BlackjackState) => s.result === null && s.player.length === 2 && !s.doubled;

/** One action on a round in play; a bust or 21 ends the player's turn. */
export function act(state: BlackjackState, action: BlackjackAction): BlackjackState {
  if (state.result !== null) throw new Error('The round is over');
  const next: BlackjackState = { ...state, shoe: [...state.shoe], player: [...state.player], dealer: [...state.dealer], step: state.step + 1 };
  if (action === 'stand') return finish(next, true);
  if (action === 'double') {
    if (!canDouble(state)) throw new Error('Doubling is for the first two cards');
    next.doubled = true;
    next.player.push(draw(next.shoe));
    return finish(next, true);
  }
  next.player.push(draw(next.shoe));
  const total = handValue(next.player).total;
  if (total > 21) return finish(next, false);
  if (total === 21) return finish(next, true);
  return next;
}

export function viewOf(s: BlackjackState): BlackjackView {
  const done = s.result !== null;
  return {
    player: s.player,
    dealer: done ? s.dealer : [s.dealer[0] as Card, null],
    player_total: handValue(s.player).total,
    dealer_total: done ? handValue(s.dealer).total : handValue([s.dealer[0] as Card]).total,
    stake: totalStake(s),
    doubled: s.doubled,
    step: s.step,
    can_double: canDouble(s),
    done,
    result: s.result,
  };
}
