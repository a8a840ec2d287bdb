import { sql, type Kysely } from 'kysely';
import { localeOfPath, stripLocale } from '@casino/contract';
import type { DB } from '../db/schema';
import { SCHEMAS } from '@casino/contract/schemas';
import { describe } from '../api/view';
import { listGames } from '../methods/games';
import { entriesFor } from '../content/store';

type Loose = Record<string, unknown>;

/** Banners the home page asks for (mfe-promotions `BANNERS_COUNT`): the first one shown is among these. */
const BANNERS_COUNT = 10;

/** A same-site or https picture address, safe to name in a preload; null otherwise. */
function pictureUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\/[^\s"'<>]+$/i.test(value) ? value : null;
}

/** A description field name, as the remote kit's `imageKeyOf` accepts one. */
const IMAGE_KEY = /^[A-Za-z0-9_]{1,64}$/;

/**
 * The description field banners take their picture from: `prazer-config.imageKeys.banner`, the
 * locale's row over the shared one (as /nfx/cms-config merges them), else `image_url` — the rule
 * of the remote kit's `imageKeyOf`, so the preload names the picture the banner strip shows.
 */
export async function bannerImageKey(db: Kysely<DB>, locale: 'uz' | 'ru'): Promise<string> {
  let key: unknown;
  for (const row of await entriesFor(db, 'cms-config', locale)) {
    const data = row.data as Loose;
    const settings = data.section === 'prazer-config' ? (data.settings as Loose | null) : null;
    if (settings && typeof settings === 'object' && 'imageKeys' in settings) key = (settings.imageKeys as Loose | null)?.banner;
  }
  return typeof key === 'string' && IMAGE_KEY.test(key) ? key : 'image_url';
}

/** A banner's picture: its configured description field, else its `image_url` (the remote kit's `pictureOf`). */
export function bannerPicture(description: Loose, key: string): unknown {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  return text(description[key]) || text(description.image_url);
}

/**
 * The game hall's first card picture: the first game of the whole catalogue in the hall's default
 * order (games.get defaults, as mfe-casino asks for an unfiltered hall; its `itemView` picture).
 */
async function firstGamePicture(db: Kysely<DB>): Promise<string | null> {
  const { items } = await listGames(db, SCHEMAS['games.get'].params.parse({ count: 1 }));
  const game = items[0];
  return game ? pictureUrl(game.description.img_288_192.trim() || game.image_url) : null;
}

/** A game page's picture (mfe-casino's game page shows it until the game runs): its `itemView` picture. */
async function gamePicture(db: Kysely<DB>, sysname: string): Promise<string | null> {
  const { items } = await listGames(db, SCHEMAS['games.get'].params.parse({ count: 1, options: JSON.stringify({ sysnames: sysname }) }));
  const game = items[0];
  return game ? pictureUrl(game.description.img_288_192.trim() || game.image_url) : null;
}

/**
 * The picture that is the page's largest paint, when the server can tell it without running the
 * page: on the home page, the first banner's artwork as the promotions' banner strip orders them
 * (description.position, then id; mfe-promotions `orderBanners`), in the operator's banner image
 * key; on the unfiltered game hall, its first game's picture; on a game page, the game's. Null on
 * other pages (a filtered hall shows other games first).
 */
export async function lcpImage(db: Kysely<DB>, url: string): Promise<string | null> {
  const [pathPart, query] = url.split('#')[0]!.split('?');
  const path = pathPart || '/';
  if (stripLocale(path).replace(/\/$/, '') === '/gamehall') return query ? null : firstGamePicture(db);
  const game = /^\/game\/([\w-]{1,100})\/?$/.exec(stripLocale(path));
  if (game) return gamePicture(db, game[1]!);
  if (stripLocale(path) !== '/') return null;
  const locale = localeOfPath(path);
  const [key, rows] = await Promise.all([
    bannerImageKey(db, locale),
    db
      .selectFrom('banners')
      .select(['id', 'description'])
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]))
      .orderBy('position')
      .orderBy('id')
      .limit(BANNERS_COUNT)
      .execute(),
  ]);
  const position = (d: Loose) => {
    const p = Number(d.position);
    return Number.isFinite(p) ? p : Number.MAX_SAFE_INTEGER;
  };
  const first = rows
    .map((r) => ({ id: r.id, d: describe(r.description as never, locale) as Loose }))
    .sort((a, b) => position(a.d) - position(b.d) || a.id - b.id)[0];
  return first ? pictureUrl(bannerPicture(first.d, key)) : null;
}
