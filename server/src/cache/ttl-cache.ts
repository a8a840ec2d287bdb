/**
 * A small in-process cache for public, read-mostly answers (the game catalogue): entries live
 * `ttlMs` from when their answer came; beyond `maxEntries` or `maxBytes` the least recently used
 * go first; concurrent misses of one key share one computation, and a failed one is not kept.
 * Nothing in it matters beyond its lifetime: every instance has its own, and a change to the
 * catalogue shows everywhere within the TTL. The keeping is lru-cache's (`fetch`).
 */
import { LRUCache } from 'lru-cache';

export interface TtlCacheOptions {
  maxEntries?: number;
  /** Budget for the kept answers, as measured by `sizeOf`. */
  maxBytes?: number;
  /** Estimated heap bytes of an answer (default: its JSON, two bytes per UTF-16 unit). */
  sizeOf?: (value: unknown) => number;
  now?: () => number;
}

export function jsonBytes(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * 2;
}

/** An answer as kept (lru-cache keeps no `undefined` or `null`; an answer may be either). */
interface Kept<T> {
  value: T;
}

export class TtlCache<T> {
  private readonly cache: LRUCache<string, Kept<T>, () => Promise<T>> | null;

  constructor(ttlMs: number, options: TtlCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    const sizeOf = options.sizeOf ?? jsonBytes;
    const now = options.now;
    this.cache =
      ttlMs > 0 && maxBytes > 0
        ? new LRUCache<string, Kept<T>, () => Promise<T>>({
            max: options.maxEntries ?? 1000,
            maxSize: maxBytes,
            // lru-cache wants a size above 0; an answer larger than the whole budget is not kept.
            sizeCalculation: (kept) => Math.max(1, Math.ceil(sizeOf(kept.value))),
            ttl: ttlMs,
            // Expired entries are not purged by a timer: the next call for the key computes again.
            ttlAutopurge: false,
            ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
            fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
          })
        : null;
  }

  get enabled(): boolean {
    return this.cache !== null;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.cache) return compute();
    const kept = await this.cache.fetch(key, { context: compute });
    // Only an aborted fetch answers nothing (never here): compute then.
    return kept ? kept.value : compute();
  }

  clear(): void {
    this.cache?.clear();
  }

  get size(): number {
    return this.cache?.size ?? 0;
  }

  /** Estimated bytes of the answers kept. */
  get bytes(): number {
    return this.cache?.calculatedSize ?? 0;
  }
}
