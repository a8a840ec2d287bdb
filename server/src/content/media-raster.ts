import sharp from 'sharp';
import { LRUCache } from 'lru-cache';
import { renderMedia, type MediaKind } from './media';

/** Encoded pictures kept in memory: a hall's catalogue and the marketing art fit many times over. */
const kept = new LRUCache<string, Promise<Buffer>>({ max: 2_000 });

/**
 * A picture of WORDLESS_KINDS as WebP: the same drawing as its SVG, encoded by libvips (sharp). The
 * encoding is the same for the same name, so the URL stays cacheable for a year; each name is
 * encoded once per instance (a request that arrives while it is encoded waits for that work).
 */
export function rasterMedia(kind: MediaKind, name: string): Promise<Buffer> {
  const key = `${kind}/${name}`;
  const found = kept.get(key);
  if (found) return found;
  const encoding = sharp(Buffer.from(renderMedia(kind, name)))
    .webp({ quality: 80 })
    .toBuffer();
  kept.set(key, encoding);
  encoding.catch(() => kept.delete(key));
  return encoding;
}
