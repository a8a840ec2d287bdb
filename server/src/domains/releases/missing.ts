/**
 * Releases known not to exist, for a short while: a request for a random release id costs one
 * lookup (a database query, an S3 request) per id and period, not one per request. Bounded: the
 * oldest entries go first. Publishing a release, or the registry handing it out, forgets it.
 */
export class MissingReleases {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  private static key = (remote: string, release: string) => `${remote}/${release}`;

  has(remote: string, release: string): boolean {
    const key = MissingReleases.key(remote, release);
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  remember(remote: string, release: string): void {
    const key = MissingReleases.key(remote, release);
    this.until.delete(key);
    while (this.until.size >= this.maxEntries) {
      const oldest = this.until.keys().next().value;
      if (oldest === undefined) break;
      this.until.delete(oldest);
    }
    this.until.set(key, this.now() + this.ttlMs);
  }

  forget(remote: string, release: string): void {
    if (this.until.size) this.until.delete(MissingReleases.key(remote, release));
  }

  get size(): number {
    return this.until.size;
  }
}
