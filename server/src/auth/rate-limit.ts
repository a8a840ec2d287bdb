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
    .returning(['count'])
    .executeTakeFirstOrThrow();
  // Now and then, forget windows that ended long ago.
  if (Math.random() < 0.01) {
    await db.deleteFrom('rate_limits').where('window_start', '<', sql<Date>`now() - interval '1 day'`).execute();
  }
  return row.count;
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

export const tooManyRequests = () => new ApiError('TooManyRequests', 'Too many attempts, try again later');

/** Counts an attempt and refuses it when over the limit. */
export async function enforce(db: Kysely<DB>, key: string, limit: Limit): Promise<void> {
  if ((await hit(db, key, limit)) > limit.max) throw tooManyRequests();
}

/** Refuses when the attempts already counted reach the limit (failures are counted separately). */
export async function refuseWhenReached(db: Kysely<DB>, key: string, limit: Limit): Promise<void> {
  if ((await peek(db, key, limit)) >= limit.max) throw tooManyRequests();
}
