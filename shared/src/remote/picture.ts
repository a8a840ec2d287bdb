import { useConfigStore, type ContentConfig } from '@casino/shared';

/** The kinds of item whose picture the operator picks (`prazer-config.imageKeys`). */
export type PictureKind = 'banner' | 'offer' | 'jackpot' | 'tournament' | 'product' | 'character';

/** The description field read when the operator names none. */
export const DEFAULT_IMAGE_KEY = 'image_url';

/** A field name of a description; anything else (a path, markup) is ignored. */
const KEY = /^[A-Za-z0-9_]{1,64}$/;

/** The description field the operator set for a kind's picture (spec §7), else `image_url`. */
export function imageKeyOf(config: ContentConfig, kind: PictureKind): string {
  const keys = config['prazer-config']?.imageKeys;
  const key = keys && typeof keys === 'object' ? (keys as Record<string, unknown>)[kind] : undefined;
  return typeof key === 'string' && KEY.test(key) ? key : DEFAULT_IMAGE_KEY;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * An item's picture: the configured field of its description, else its own `image_url`, else the
 * description's `image_url`; '' when it has none.
 */
export function pictureOf(item: { description: Record<string, unknown>; image_url?: unknown }, key: string): string {
  return text(item.description[key]) || text(item.image_url) || text(item.description[DEFAULT_IMAGE_KEY]);
}

/** The picture field for a kind, from the content settings (the same on the server and in the browser's first render). */
export function useImageKey(kind: PictureKind): string {
  return useConfigStore((s) => imageKeyOf(s.config, kind));
}
