import { baccaratEngine } from './baccarat';
import { crashEngine } from './crash';
import { rouletteEngine } from './roulette';
import { slotEngine } from './slot';
import type { Engine } from './types';

export type EngineKind = 'slot' | 'roulette' | 'crash' | 'baccarat';
/** Blackjack takes several steps per round (tables.ts); the sportsbook takes bet slips. */
export type GameKind = EngineKind | 'blackjack' | 'sportsbook';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each engine has its own bet and outcome types; the table only routes by kind
export const ENGINES: Record<EngineKind, Engine<any, any>> = { slot: slotEngine, roulette: rouletteEngine, crash: crashEngine, baccarat: baccaratEngine };

/** Which of the provider's games plays a catalogue game: by its tags and type. */
export function kindOf(game: { type: string; tags: readonly string[] }): GameKind {
  if (game.tags.includes('sportsbook')) return 'sportsbook';
  if (game.tags.includes('blackjack')) return 'blackjack';
  if (game.tags.includes('baccarat')) return 'baccarat';
  if (game.type === 'slot') return 'slot';
  if (game.type === 'fast') return 'crash';
  return 'roulette';
}

export { secureRandom, sequence, type Random } from './random';
export type { Engine, StakeLimits } from './types';
