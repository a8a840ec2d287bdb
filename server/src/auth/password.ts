import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiError } from '@casino/contract';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

/**
 * At most `concurrency` hashes at once (each holds 128·N·r bytes: 128 MiB at cost 17), a few more
 * waiting; past that the caller is refused with TooManyRequests rather than the process running
 * out of memory under a burst of logins.
 */
export class HashGate {
  private running = 0;
  private peak = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private concurrency: number,
    private queue: number,
  ) {}

  configure(concurrency: number, queue: number): void {
    this.concurrency = Math.max(1, concurrency);
    this.queue = Math.max(0, queue);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw new ApiError('TooManyRequests', 'Too many sign-ins at once; try again in a moment');
      // The finishing task hands its slot over: `running` stays counted for us.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  stats(): { running: number; waiting: number; peak: number } {
    return { running: this.running, waiting: this.waiting.length, peak: this.peak };
  }

  resetPeak(): void {
    this.peak = this.running;
  }
}

const gate = new HashGate(2, 16);

/** The process-wide gate of password hashing (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE). */
export const passwordHashGate = (): HashGate => gate;

export function configurePasswordHashing(settings: { passwordHashConcurrency: number; passwordHashQueue: number }): void {
  gate.configure(settings.passwordHashConcurrency, settings.passwordHashQueue);
}

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  return gate.run(() => deriveNow(password, salt, cost, r, p));
}

function deriveNow(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  // scrypt needs 128·N·r bytes; leave room above that.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url); cost 17 means N = 2^17. */
export async function hashPassword(password: string, cost = 17): Promise<string> {
  if (!Number.isInteger(cost) || cost < 10 || cost > 20) throw new Error(`Unsupported scrypt cost ${cost}`);
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost, R, P);
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [cost, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![cost, r, p].every(Number.isInteger) || cost < 10 || cost > 20 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, salt, cost, r, p);
  return timingSafeEqual(key, expected);
}

let dummy: Promise<string> | null = null;
let dummyCost = 0;

/** Spends the time of a real check when the login is unknown, so timing does not reveal accounts. */
export async function burnPasswordCheck(password: string, cost: number): Promise<false> {
  if (!dummy || dummyCost !== cost) {
    dummyCost = cost;
    dummy = hashPassword('not-a-password', cost);
    // A refused (queue full) or failed dummy is made again next time, not kept.
    dummy.catch(() => {
      dummy = null;
    });
  }
  await verifyPassword(password, await dummy);
  return false;
}

/** An account that cannot log in with any password (demo community players). */
export const NO_PASSWORD = '!';
