import { sql, type Kysely } from 'kysely';
import { localeOfPath, stripLocale } from '@casino/shared';
import type { DB } from '../db/schema';
import { describe } from '../methods/view';

type Loose = Record<string, unknown>;

/** Banners the home page asks for (mfe-promotions `BANNERS_COUNT`): the first one shown is among these. */
const BANNERS_COUNT = 10;

/** A same-site or https picture address, safe to name in a preload; null otherwise. */
function pictureUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  return /^https:\/\/[^\s"'<>]+$/i.test(value) ? value : null;
}

/**
 * The picture that is the page's largest paint, when the server can tell it without running the
 * page: on the home page, the first banner's artwork as the promotions' banner strip orders them
 * (description.position, then id; mfe-promotions `orderBanners`). Null on other pages.
 */
export async function lcpImage(db: Kysely<DB>, url: string): Promise<string | null> {
  const path = url.split(/[?#]/)[0] || '/';
  if (stripLocale(path) !== '/') return null;
  const locale = localeOfPath(path);
  const rows = await db
    .selectFrom('banners')
    .select(['id', 'description'])
    .where('is_active', '=', true)
    .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]))
    .orderBy('position')
    .orderBy('id')
    .limit(BANNERS_COUNT)
    .execute();
  const position = (d: Loose) => {
    const p = Number(d.position);
    return Number.isFinite(p) ? p : Number.MAX_SAFE_INTEGER;
  };
  const first = rows
    .map((r) => ({ id: r.id, d: describe(r.description as never, locale) as Loose }))
    .sort((a, b) => position(a.d) - position(b.d) || a.id - b.id)[0];
  return first ? pictureUrl(first.d.image_url) : null;
}
