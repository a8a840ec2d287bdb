/** Cache policy of every static answer (ARCHITECTURE §5). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed file names (`name.0123abcd.js`) never change content, so they are cached for a year. */
export function isHashedAsset(path: string): boolean {
  return /\.[0-9a-f]{8}\.(js|css|woff2?|svg|png|jpe?g|webp)$/.test(path);
}
