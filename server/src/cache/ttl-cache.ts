/**
 * A small in-process cache for public, read-mostly answers (the game catalogue): entries live
 * `ttlMs`; beyond `maxEntries` or `maxBytes` the least recently used go first; concurrent misses
 * of one key share one computation. Nothing in it matters beyond its lifetime: every instance
 * has its own, and a change to the catalogue shows everywhere within the TTL.
 */
export interface TtlCacheOptions {
  maxEntries?: number;
  /** Budget for the kept answers, as measured by `sizeOf`. */
  maxBytes?: number;
  /** Estimated heap bytes of an answer (default: its JSON, two bytes per UTF-16 unit). */
  sizeOf?: (value: unknown) => number;
  now?: () => number;
}

interface Entry<T> {
  expires: number;
  value: Promise<T>;
  /** 0 until the computation settles. */
  bytes: number;
}

export function jsonBytes(value: unknown): number {
  return (JSON.stringify(value)?.length ?? 0) * 2;
}

export class TtlCache<T> {
  /** In use order: the first key is the least recently used. */
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: unknown) => number;
  private readonly now: () => number;
  private usedBytes = 0;

  constructor(
    private readonly ttlMs: number,
    options: TtlCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 1000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.sizeOf = options.sizeOf ?? jsonBytes;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxBytes > 0;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    if (hit) this.remove(key, hit);
    const value = compute();
    const entry: Entry<T> = { expires: now + this.ttlMs, value, bytes: 0 };
    this.entries.set(key, entry);
    value.then(
      (result) => {
        if (this.entries.get(key) !== entry) return;
        entry.bytes = this.sizeOf(result);
        this.usedBytes += entry.bytes;
        this.evict();
      },
      // A failed computation is not kept.
      () => {
        if (this.entries.get(key) === entry) this.remove(key, entry);
      },
    );
    this.evict();
    return value;
  }

  private remove(key: string, entry: Entry<T>): void {
    this.entries.delete(key);
    this.usedBytes -= entry.bytes;
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.usedBytes <= this.maxBytes) return;
      this.remove(key, entry);
    }
  }

  clear(): void {
    this.entries.clear();
    this.usedBytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Estimated bytes of the answers kept. */
  get bytes(): number {
    return this.usedBytes;
  }
}
