import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../db/schema';

export interface Limit {
  /** Attempts allowed within the window. */
  max: number;
  windowSeconds: number;
}

/**
 * Login and code limits. Nothing counts per account alone: failures from strangers must never
 * refuse the player's own password and code (no lock-out). Guessing is slowed per account and
 * client address and per address; a code dies after its own wrong guesses.
 */
export const LIMITS = {
  loginPerIp: { max: 30, windowSeconds: 600 },
  /** Failed logins of one account from one address. */
  loginFailuresPerAccountIp: { max: 10, windowSeconds: 900 },
  registerPerIp: { max: 20, windowSeconds: 3600 },
  restorePerIp: { max: 20, windowSeconds: 3600 },
  /** Code checks of one account from one address. */
  codeChecksPerAccountIp: { max: 10, windowSeconds: 900 },
  codeChecksPerIp: { max: 30, windowSeconds: 900 },
  /** Codes sent per account and purpose: restore requests by strangers leave the sign-in code alone. */
  codesSentPerAccount: { max: 6, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/**
 * Counts one attempt under `key` in a fixed window kept in the database (shared by every
 * instance) and answers the count in the current window.
 */
export async function hit(db: Kysely<DB>, key: string, limit: Limit): Promise<number> {
  return (await hitWindow(db, key, limit)).count;
}

/** `hit`, with the seconds until the current window ends (what a 429 answer tells the client). */
export async function hitWindow(db: Kysely<DB>, key: string, limit: Limit): Promise<{ count: number; resetSeconds: number }> {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: sql`now()`, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_start <= now() - ${window} then 1 else rate_limits.count + 1 end`,
        window_start: sql`case when rate_limits.window_start <= now() - ${window} then now() else rate_limits.window_start end`,
      }),
    )
    .returning(['count', sql<number>`greatest(1, ceil(extract(epoch from (window_start + ${window} - now()))))::int`.as('reset')])
    .executeTakeFirstOrThrow();
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db
      .deleteFrom('rate_limits')
      .where('window_start', '<', sql<Date>`now() - interval '1 day'`)
      .execute();
  }
  return { count: row.count, resetSeconds: Number(row.reset) };
}

/**
 * The part of a client address that limits count by: an IPv4 address whole, an IPv6 address by
 * its /64 (one subscriber's network: a client changes the lower 64 bits at will), an IPv4 address
 * written as IPv6 (`::ffff:1.2.3.4`) as the IPv4 one.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail = ''] = bare.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = bare.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail counts as two groups; it lies in the lower 64 bits anyway.
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const groups = bare.includes('::') ? [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Attempts counted under `key` in the current window (0 when none). */
export async function peek(db: Kysely<DB>, key: string, limit: Limit): Promise<number> {
  const row = await db
    .selectFrom('rate_limits')
    .select('count')
    .where('key', '=', key)
    .where('window_start', '>', sql<Date>`now() - make_interval(secs => ${limit.windowSeconds})`)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function clear(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** A refusal over a limit: the 429 answer carries when to come back and the limit (`rateLimitHeaders`). */
export class RateLimited extends ApiError {
  constructor(
    readonly limit: Limit,
    readonly resetSeconds: number,
    message = 'Too many attempts, try again later',
  ) {
    super('TooManyRequests', message);
  }
}

export const tooManyRequests = (limit?: Limit, resetSeconds?: number): ApiError =>
  limit ? new RateLimited(limit, resetSeconds ?? limit.windowSeconds) : new ApiError('TooManyRequests', 'Too many attempts, try again later');

/**
 * The headers of a 429 answer: `Retry-After` (RFC 9110) and the `RateLimit-*` fields of the IETF
 * draft (limit, nothing remaining, seconds to the window's end, the policy).
 */
export function rateLimitHeaders(error: unknown): Record<string, string> | null {
  if (!(error instanceof RateLimited)) return null;
  const reset = String(error.resetSeconds);
  return {
    'Retry-After': reset,
    'RateLimit-Limit': String(error.limit.max),
    'RateLimit-Remaining': '0',
    'RateLimit-Reset': reset,
    'RateLimit-Policy': `${error.limit.max};w=${error.limit.windowSeconds}`,
  };
}

/** Counts an attempt and refuses it when over the limit (a `RateLimited`, optionally with a message of its own). */
export async function enforce(db: Kysely<DB>, key: string, limit: Limit, message?: string): Promise<void> {
  const { count, resetSeconds } = await hitWindow(db, key, limit);
  if (count > limit.max) throw new RateLimited(limit, resetSeconds, message);
}

/** Refuses when the attempts already counted reach the limit (failures are counted separately). */
export async function refuseWhenReached(db: Kysely<DB>, key: string, limit: Limit): Promise<void> {
  if ((await peek(db, key, limit)) >= limit.max) throw tooManyRequests(limit, limit.windowSeconds);
}
