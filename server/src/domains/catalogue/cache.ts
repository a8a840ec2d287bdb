import type { Config } from '../../config';
import { TtlCache } from '../../cache/ttl-cache';

/** The catalogue answers of one instance: kept CATALOGUE_CACHE_TTL seconds within CATALOGUE_CACHE_BYTES. */
export function catalogueCache(config: Pick<Config, 'catalogueCacheSeconds' | 'bounds'>): TtlCache<unknown> {
  return new TtlCache<unknown>(config.catalogueCacheSeconds * 1000, { maxEntries: 2000, maxBytes: config.bounds.catalogueCacheBytes });
}
