import type { BannerItem } from '@casino/shared/api/schemas';
import { DEFAULT_IMAGE_KEY, pictureOf } from '@casino/shared/remote';

/** Banners shown on the home page at most (spec §9). */
export const BANNERS_COUNT = 10;

/** Intrinsic size of banner artwork (3:1); the box keeps it so nothing shifts when it arrives. */
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;

export interface BannerView {
  id: number;
  title: string;
  text: string;
  image: string | null;
  button: string;
  link: string | null;
  external: boolean;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const position = (b: BannerItem) => {
  const p = Number(b.description.position);
  return Number.isFinite(p) ? p : Number.MAX_SAFE_INTEGER;
};

/**
 * Banners in display order (spec §9: sorted by description.position; ties by id), without
 * finished ones (finished_at in the past), at most `count`; the picture is the description's
 * `imageKey` field (`prazer-config.imageKeys.banner`).
 */
export function orderBanners(items: readonly BannerItem[], now = Date.now(), count = BANNERS_COUNT, imageKey = DEFAULT_IMAGE_KEY): BannerView[] {
  return items
    .filter((b) => b.finished_at === null || b.finished_at * 1000 > now)
    .slice()
    .sort((a, b) => position(a) - position(b) || a.id - b.id)
    .slice(0, count)
    .map((b) => ({
      id: b.id,
      title: str(b.description.title),
      text: str(b.description.text),
      image: pictureOf(b, imageKey) || null,
      button: str(b.description.button),
      link: str(b.description.link) || null,
      external: b.description.external === 1 || b.description.external === 'true' || b.description.external === '1',
    }));
}
