import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { mediaUrl } from '../content/media';

/** Studios the demo game provider serves beside the generated catalogue. */
const STUDIOS = [
  { sysname: 'oltin_originals', name: 'Oltin Originals', types: ['fast', 'slot'] as const, custom: true },
  { sysname: 'dgt', name: 'DGT Sports', types: ['live'] as const, custom: false },
];

/**
 * The operator's own (custom) games, played at `/platform/game/custom/{sysname}/play`, and the
 * sportsbook the betting page looks up by sysname `dgt_sportsbook` (spec §2).
 */
const GAMES = [
  { sysname: 'oltin_rocket', studio: 'oltin_originals', name: 'Oltin Rocket', type: 'fast' as const, tags: ['custom', 'new', 'popular', 'hot'], position: 2 },
  {
    sysname: 'oltin_silk_fortune',
    studio: 'oltin_originals',
    name: 'Silk Fortune',
    type: 'slot' as const,
    tags: ['custom', 'new', 'popular', 'jackpot'],
    position: 4,
  },
  { sysname: 'dgt_sportsbook', studio: 'dgt', name: 'DGT Sportsbook', type: 'live' as const, tags: ['sportsbook'], position: 100_000 },
];

/** Adds the studios and games above to a seeded catalogue (after its jackpots and tournaments); answers the sysnames added. */
export async function seedProviderGames(trx: Transaction<DB>, firstPosition: number): Promise<string[]> {
  const studios = await trx
    .insertInto('providers')
    .values(
      STUDIOS.map((s, i) => ({
        sysname: s.sysname,
        name: s.name,
        image_url: mediaUrl('providers', s.sysname),
        description: json({ img_288_192: mediaUrl('providers', s.sysname), name: '' }),
        game_params: json({ demo: true, custom: s.custom, currencies: ['USD', 'EUR', 'UZS', 'RUB'], min_bet: 0.1, max_bet: 100 }),
        types: [...s.types],
        position: firstPosition + i,
      })),
    )
    .returning(['id', 'sysname'])
    .execute();
  const studioId = new Map(studios.map((s) => [s.sysname, s.id]));
  await trx
    .insertInto('games')
    .values(
      GAMES.map((g) => ({
        sysname: g.sysname,
        provider_id: studioId.get(g.studio)!,
        name: g.name,
        type: g.type,
        tags: g.tags,
        image_url: mediaUrl('games', g.sysname),
        description: json({ img_288_192: mediaUrl('games', g.sysname), name: '' }),
        has_demo: true,
        popularity: 9_000,
        position: g.position,
        released_at: new Date(),
      })),
    )
    .execute();
  // The custom slot feeds the jackpots and leads the slot tournaments' game lists.
  await trx
    .updateTable('jackpots')
    .set({ games: sql<string[]>`array_prepend('oltin_silk_fortune', games)` })
    .execute();
  await trx
    .updateTable('tournaments')
    .set({ games: sql<string[]>`array_prepend('oltin_silk_fortune', games)` })
    .where(sql<boolean>`'slot' = any (tags)`)
    .where('provider', 'is', null)
    .execute();
  return GAMES.map((g) => g.sysname);
}
