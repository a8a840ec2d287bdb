import type { GameType } from '../db/schema';
import { rng, slug } from './random';

/** Invented studios of the demo catalogue. */
export const PROVIDERS = [
  { sysname: 'aurora_reelworks', name: 'Aurora Reelworks', types: ['slot', 'fast'] as GameType[], mix: { slot: 0.85, fast: 0.15 } },
  { sysname: 'silkway_games', name: 'Silkway Games', types: ['slot', 'casino'] as GameType[], mix: { slot: 0.7, casino: 0.3 } },
  { sysname: 'pixelsmith_play', name: 'Pixelsmith Play', types: ['slot', 'fast'] as GameType[], mix: { slot: 0.75, fast: 0.25 } },
  { sysname: 'crimson_table', name: 'Crimson Table Studio', types: ['casino', 'live'] as GameType[], mix: { casino: 0.5, live: 0.5 } },
  { sysname: 'registan_live', name: 'Registan Live', types: ['live', 'casino'] as GameType[], mix: { live: 0.8, casino: 0.2 } },
  { sysname: 'nebula_spinworks', name: 'Nebula Spinworks', types: ['slot'] as GameType[], mix: { slot: 1 } },
  { sysname: 'comet_crash_labs', name: 'Comet Crash Labs', types: ['fast', 'slot'] as GameType[], mix: { fast: 0.6, slot: 0.4 } },
  { sysname: 'caravan_gold', name: 'Caravan Gold Games', types: ['slot', 'casino'] as GameType[], mix: { slot: 0.8, casino: 0.2 } },
] as const;

const SLOT_A = [
  'Golden',
  'Lucky',
  'Wild',
  'Mystic',
  'Royal',
  'Crystal',
  'Blazing',
  'Silver',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Diamond',
  'Jade',
  'Thunder',
  'Frozen',
  'Ancient',
  'Midnight',
  'Sunny',
  'Cosmic',
  'Magic',
  'Turbo',
  'Sweet',
  'Hot',
  'Neon',
  'Desert',
  'Silk',
  'Velvet',
  'Lunar',
  'Solar',
  'Spicy',
];
const SLOT_B = [
  'Fruits',
  'Dragon',
  'Pharaoh',
  'Tiger',
  'Phoenix',
  'Pearls',
  'Caravan',
  'Bazaar',
  'Oasis',
  'Treasures',
  'Gems',
  'Sevens',
  'Bells',
  'Wolves',
  'Pyramids',
  'Lotus',
  'Samurai',
  'Vikings',
  'Candy',
  'Cherries',
  'Horseshoe',
  'Lanterns',
  'Rubies',
  'Mermaid',
  'Jungle',
  'Galaxy',
  'Comets',
  'Stallions',
  'Orchard',
  'Temple',
];
const SLOT_C = ['', '', '', ' Deluxe', ' Megaspin', ' Hold & Win', ' 40 Lines', ' Xtreme', ' Riches', ' Reloaded'];
const LIVE = [
  'Roulette',
  'Auto Roulette',
  'Lightning Roulette Table',
  'Blackjack',
  'Blackjack VIP',
  'Speed Blackjack',
  'Baccarat',
  'Speed Baccarat',
  'Baccarat Squeeze',
  'Dragon & Tiger',
  'Sic Bo',
  'Andar Bahar',
  'Teen Patti',
  'Casino Holdem',
  'Money Wheel',
  'Dream Catcher Wheel',
  'Crazy Dice',
  'Football Studio',
];
const LIVE_PLACE = ['Registan', 'Bukhara', 'Khiva', 'Tashkent', 'Samarkand', 'Silk Hall', 'Emerald Room', 'Gold Salon', 'Royal'];
const TABLE = [
  'European Roulette',
  'French Roulette',
  'American Roulette',
  'Classic Blackjack',
  'Blackjack Multihand',
  'Baccarat Pro',
  'Jacks or Better',
  'Deuces Wild Poker',
  'Three Card Poker',
  'Caribbean Stud',
  'Red Dog',
  'Casino War',
  'Hi-Lo Cards',
  'Keno Classic',
  'Bingo 75',
];
const TABLE_EDITION = ['', ' Gold', ' Silver', ' Pro', ' Classic', ' VIP', ' Mini', ' Royal'];
const FAST = [
  'Sky Jet',
  'Comet Crash',
  'Rocket Ride',
  'Plinko Oasis',
  'Mines Gold',
  'Dice Tower',
  'Hi-Lo Dash',
  'Limbo Star',
  'Balloon Pop',
  'Tower Climb',
  'Coin Flip',
  'Wheel Spin',
  'Penalty Kick',
  'Keno Rush',
  'Crystal Mines',
  'Jet Pilot',
  'Hot Plinko',
  'Goal Rush',
];
const FAST_EDITION = ['', ' X', ' 2', ' Turbo', ' Neon', ' Classic'];

export const TAGS = ['new', 'popular', 'jackpot', 'bonus_buy', 'hot', 'classic', 'drops', 'high_volatility'] as const;

export interface SeedGame {
  sysname: string;
  provider: string;
  name: string;
  type: GameType;
  tags: string[];
  popularity: number;
  position: number;
  daysAgo: number;
  hasDemo: boolean;
}

function pickType(r: ReturnType<typeof rng>, mix: Partial<Record<GameType, number>>): GameType {
  let x = r.next();
  for (const [type, share] of Object.entries(mix) as [GameType, number][]) {
    if ((x -= share) <= 0) return type;
  }
  return Object.keys(mix)[0] as GameType;
}

/** `perProvider` games for each studio, names unique, deterministic. */
export function generateGames(perProvider = 80): SeedGame[] {
  const r = rng(20240917);
  const used = new Set<string>();
  const games: SeedGame[] = [];
  for (const p of PROVIDERS) {
    let made = 0;
    let guard = 0;
    while (made < perProvider && guard++ < perProvider * 50) {
      const type = pickType(r, p.mix);
      let name: string;
      if (type === 'slot') name = `${r.pick(SLOT_A)} ${r.pick(SLOT_B)}${r.pick(SLOT_C)}`;
      else if (type === 'live') name = `${r.pick(LIVE)} ${r.pick(LIVE_PLACE)}`;
      else if (type === 'casino') name = `${r.pick(TABLE)}${r.pick(TABLE_EDITION)}`;
      else name = `${r.pick(FAST)}${r.pick(FAST_EDITION)}`;
      const sysname = `${p.sysname.split('_')[0]}_${slug(name).replace(/-/g, '_')}`;
      if (used.has(sysname)) continue;
      used.add(sysname);
      const tags = new Set<string>();
      if (r.chance(0.12)) tags.add('new');
      if (r.chance(0.15)) tags.add('popular');
      if (type === 'slot' && r.chance(0.08)) tags.add('jackpot');
      if (type === 'slot' && r.chance(0.12)) tags.add('bonus_buy');
      if (r.chance(0.1)) tags.add('hot');
      if (/Fruits|Sevens|Bells|Cherries|Classic/.test(name)) tags.add('classic');
      // The demo provider plays these tables as themselves (providers/games/engines).
      if (type !== 'slot' && /Blackjack/.test(name)) tags.add('blackjack');
      if (type !== 'slot' && /Baccarat/.test(name)) tags.add('baccarat');
      if (r.chance(0.06)) tags.add('drops');
      if (type === 'slot' && r.chance(0.2)) tags.add('high_volatility');
      games.push({
        sysname,
        provider: p.sysname,
        name,
        type,
        tags: [...tags],
        popularity: r.int(0, 10_000),
        position: 0,
        daysAgo: tags.has('new') ? r.int(0, 30) : r.int(31, 900),
        hasDemo: type !== 'live',
      });
      made++;
    }
  }
  // The lobby order interleaves studios, popular games first.
  const ordered = [...games].sort((a, b) => b.popularity - a.popularity);
  ordered.forEach((g, i) => (g.position = i + 1));
  return games;
}
