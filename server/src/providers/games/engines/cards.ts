import { pickIndex, type Random } from './random';

/** A card as rank + suit: ranks A 2–9 T J Q K, suits S H D C (e.g. `TH` is the ten of hearts). */
export type Card = string;

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;

/** `decks` fresh decks shuffled (Fisher–Yates) with `random`: rounds use the server's CSPRNG. */
export function shuffledShoe(decks: number, random: Random): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) for (const s of SUITS) for (const r of RANKS) shoe.push(`${r}${s}`);
  for (let i = shoe.length - 1; i > 0; i--) {
    const j = pickIndex(random, i + 1);
    [shoe[i], shoe[j]] = [shoe[j] as Card, shoe[i] as Card];
  }
  return shoe;
}

export const rankOf = (card: Card) => card[0] as (typeof RANKS)[number];

/** Draws the top card of the shoe (the shoe is long enough for any one round). */
export function draw(shoe: Card[]): Card {
  const card = shoe.shift();
  if (card === undefined) throw new Error('The shoe ran out');
  return card;
}
