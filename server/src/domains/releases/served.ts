/**
 * Loads served per release and hour, counted in memory and added to the database in batches, so reading the
 * registry writes nothing. Each client counts once per remote and release within a window: a
 * client rereading `/remotes.json` cannot inflate the loads a canary's failure rate is measured
 * against. Loads of a named client are handed over with the client and its window, so the flush
 * can count them once across every instance (a shared table of clients seen); loads without a
 * client are plain additions.
 */
export interface ServedClient {
  client: string;
  window: number;
}

export interface ServedCount {
  remote: string;
  release: string;
  /** Start of the hour (ms) the loads were served in. */
  hour: number;
  /** Loads without a client, each counted. */
  n: number;
  /** Loads of named clients, to count once per client and window across instances. */
  clients: ServedClient[];
}

export class ServedCounter {
  private pending = new Map<string, ServedCount>();
  private seen = new Set<string>();
  private seenWindow = -1;

  constructor(
    /** How long one client counts once, ms. */
    private readonly windowMs = 10 * 60 * 1000,
    /** Clients remembered per window; beyond it new clients are not counted (memory stays bounded). */
    private readonly maxClients = 100_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `client` null: counted every time (callers without a client, such as tests of the service). */
  count(remote: string, release: string, client: string | null): void {
    const window = Math.floor(this.now() / this.windowMs);
    if (client !== null) {
      if (window !== this.seenWindow) {
        this.seen.clear();
        this.seenWindow = window;
      }
      const key = `${client}\n${remote}\n${release}`;
      if (this.seen.has(key) || this.seen.size >= this.maxClients) return;
      this.seen.add(key);
    }
    const hour = Math.floor(this.now() / 3_600_000) * 3_600_000;
    const k = `${remote}\n${release}\n${hour}`;
    const entry = this.pending.get(k) ?? { remote, release, hour, n: 0, clients: [] };
    if (client === null) entry.n += 1;
    else entry.clients.push({ client, window });
    this.pending.set(k, entry);
  }

  /** Everything counted since the last call. */
  take(): ServedCount[] {
    const out = [...this.pending.values()];
    this.pending = new Map();
    return out;
  }

  get hasPending(): boolean {
    return this.pending.size > 0;
  }

  /** The current window's number, for pruning older ones. */
  currentWindow(): number {
    return Math.floor(this.now() / this.windowMs);
  }
}
