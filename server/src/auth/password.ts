import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

function derive(password: string, salt: Buffer, cost: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** cost;
  // scrypt needs 128·N·r bytes; leave room above that.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
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
  }
  await verifyPassword(password, await dummy);
  return false;
}

/** An account that cannot log in with any password (demo community players). */
export const NO_PASSWORD = '!';
