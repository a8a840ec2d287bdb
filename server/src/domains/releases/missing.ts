/**
 * Releases known not to exist, for a short while: a request for a random release id costs one
 * lookup (a database query, an S3 request) per id and period, not one per request. Bounded: past
 * `maxEntries` the least recently used go first (lru-cache). Publishing a release, or the registry
 * handing it out, forgets it.
 */
import { LRUCache } from 'lru-cache';

export class MissingReleases {
  private readonly known: LRUCache<string, true>;

  constructor(ttlMs = 30_000, maxEntries = 10_000, now: () => number = Date.now) {
    this.known = new LRUCache<string, true>({ max: maxEntries, ttl: ttlMs, perf: { now }, ttlResolution: 0 });
  }

  private static key = (remote: string, release: string) => `${remote}/${release}`;

  has(remote: string, release: string): boolean {
    return this.known.get(MissingReleases.key(remote, release)) === true;
  }

  remember(remote: string, release: string): void {
    this.known.set(MissingReleases.key(remote, release), true);
  }

  forget(remote: string, release: string): void {
    this.known.delete(MissingReleases.key(remote, release));
  }

  get size(): number {
    return this.known.size;
  }
}
