/**
 * A small in-process cache for public, read-mostly answers (the game catalogue): entries live
 * `ttlMs`, the oldest go first beyond `maxEntries`, and concurrent misses of one key share one
 * computation. Nothing in it matters beyond its lifetime: every instance has its own, and a
 * change to the catalogue shows everywhere within the TTL.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expires: number; value: Promise<T> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  async get(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failed computation is not kept.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
