/**
 * One LISTEN connection per instance (PostgreSQL server only): every part that listens for the
 * database's notifications (session and catalogue changes kept in caches) subscribes here instead
 * of opening a connection of its own. A lost connection is opened again after a second; each
 * subscriber is told when it is lost (notices may be missed: drop what you keep) and when it
 * listens again. The embedded database needs none of this: its LISTEN runs in the process
 * (`Database.listen`).
 */
import pg from 'pg';

export interface NoticeHandlers {
  notice(channel: string, payload: string): void;
  /** The connection is lost: notices may be missed until `listening` is called again. */
  lost?(): void;
  /** Every channel of the subscription is listened to (after the first connect and each reconnect). */
  listening?(): void;
}

export interface NoticeSubscription {
  close(): Promise<void>;
}

interface Log {
  warn(obj: unknown, msg?: string): void;
}

interface Subscriber {
  channels: readonly string[];
  handlers: NoticeHandlers;
}

const RECONNECT_MS = 1000;
const CHANNEL = /^[a-z_][a-z0-9_]*$/;

/** The connection of one database URL, shared by its subscribers. */
class Listener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private connected = false;
  private connecting: Promise<void> | null = null;
  readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly url: string,
    private readonly log: Log,
    private readonly onEmpty: () => void,
  ) {}

  private channels(): string[] {
    return [...new Set([...this.subscribers].flatMap((s) => s.channels))];
  }

  private connect(): Promise<void> {
    this.connecting ??= (async () => {
      const c = new pg.Client({ connectionString: this.url });
      this.client = c;
      c.on('notification', (n) => {
        if (!n.payload) return;
        for (const s of this.subscribers) if (s.channels.includes(n.channel)) s.handlers.notice(n.channel, n.payload);
      });
      c.on('error', (error) => this.lose(c, error));
      try {
        await c.connect();
        for (const channel of this.channels()) await c.query(`listen ${channel}`);
        if (this.client === c) {
          this.connected = true;
          for (const s of this.subscribers) s.handlers.listening?.();
        }
      } catch (error) {
        this.lose(c, error);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private lose(c: pg.Client, error: unknown) {
    if (this.client !== c) return;
    this.log.warn({ err: error }, 'the notification listener lost its connection');
    this.connected = false;
    this.client = null;
    c.end().catch(() => {});
    for (const s of this.subscribers) s.handlers.lost?.();
    if (this.subscribers.size > 0) this.retry = setTimeout(() => void this.connect(), RECONNECT_MS);
  }

  async add(subscriber: Subscriber): Promise<void> {
    this.subscribers.add(subscriber);
    if (this.connecting) await this.connecting;
    if (!this.client && !this.retry) return this.connect();
    if (this.connected && this.client) {
      try {
        for (const channel of subscriber.channels) await this.client.query(`listen ${channel}`);
        subscriber.handlers.listening?.();
      } catch (error) {
        this.lose(this.client, error);
      }
    }
  }

  async remove(subscriber: Subscriber): Promise<void> {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size > 0) return;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const c = this.client;
    this.client = null;
    this.connected = false;
    this.onEmpty();
    await c?.end().catch(() => {});
  }
}

const listeners = new Map<string, Listener>();

/** Listens to `channels` on the instance's one listener connection to `url`. */
export async function subscribe(url: string, channels: readonly string[], handlers: NoticeHandlers, log: Log): Promise<NoticeSubscription> {
  for (const channel of channels) if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let listener = listeners.get(url);
  if (!listener) {
    const created = new Listener(url, log, () => {
      if (listeners.get(url) === created) listeners.delete(url);
    });
    listeners.set(url, created);
    listener = created;
  }
  const subscriber: Subscriber = { channels, handlers };
  await listener.add(subscriber);
  const owner = listener;
  return { close: () => owner.remove(subscriber) };
}

/** How many listener connections this process holds (the connection budget; tests). */
export const listenerConnections = (): number => listeners.size;
