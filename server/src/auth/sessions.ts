import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import type { Config } from '../config';
import { parseCookies, serializeCookie } from './cookies';
import { readBalances } from './balance-reads';
import { touchSession } from './session-touches';
import type { SessionCache } from './session-cache';
import type { BalanceRow, SessionAccount } from './account-row';

export type { BalanceRow, SessionAccount };

export interface Session {
  /** sha256 of the cookie value; the value itself is never stored. */
  idHash: string;
  account: SessionAccount;
  /**
   * The account's balances, read when first asked for (once per call): the balance methods answer
   * from them, and every other call spends no round trip on them.
   */
  balances: () => Promise<BalanceRow[]>;
}

/** A read done at most once, when first asked for. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let done: Promise<T> | undefined;
  return () => (done ??= read());
}

/** A touch of last_seen_at at most this often keeps reads from turning into writes. */
const TOUCH_AFTER_MS = 60_000;
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const sessionCookieName = (config: Pick<Config, 'cookieSecure'>) => (config.cookieSecure ? '__Host-sid' : 'sid');

export const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

/** The raw session id of a request's cookie, when well-formed. */
export function sessionIdOf(request: FastifyRequest, config: Pick<Config, 'cookieSecure'>): string | null {
  const value = parseCookies(request.headers.cookie)[sessionCookieName(config)];
  return value && SESSION_ID.test(value) ? value : null;
}

/** The live session of the request with its account, or null (unknown, revoked, expired, idle). */
export async function readSession(db: Kysely<DB>, rawId: string, config: Pick<Config, 'session'>, cache?: SessionCache): Promise<Session | null> {
  const idHash = hashSessionId(rawId);
  const now = Date.now();
  const kept = cache?.get(idHash, now);
  // A kept session past its expiry or idle limit is read again: the database decides.
  if (kept && kept.expiresAt > now && now - kept.lastSeenAt < config.session.idle * 1000) {
    if (now - kept.lastSeenAt > TOUCH_AFTER_MS) touch(db, idHash, cache!, now, kept.lastSeenAt);
    return { idHash, account: kept.account, balances: once(() => readBalances(db, Number(kept.account.id))) };
  }
  // Before the read: a revocation heard while it runs keeps its answer out of the memory.
  const stamp = cache?.stamp();
  // session_lookup() (migration 088) runs the join with a kept plan.
  const { rows } = await sql<{ account: Record<string, unknown>; last_seen_at: Date; expires_at: Date; balances: BalanceRow[] }>`
    select account, last_seen_at, expires_at, balances from session_lookup(${idHash}, ${config.session.idle})`.execute(db);
  const row = rows[0];
  if (!row) {
    cache?.drop(idHash);
    return null;
  }
  // The account arrives as JSON: its timestamps as text.
  const account = {
    ...row.account,
    created_at: new Date(row.account.created_at as string),
    updated_at: new Date(row.account.updated_at as string),
  } as SessionAccount;
  const lastSeenAt = new Date(row.last_seen_at).getTime();
  cache?.set(idHash, { account, expiresAt: new Date(row.expires_at).getTime(), lastSeenAt }, now, stamp);
  if (now - lastSeenAt > TOUCH_AFTER_MS) {
    if (cache) touch(db, idHash, cache, now, lastSeenAt);
    // Without the memory, each call reads the session: the touch is awaited so the next call sees it.
    else await touchSession(db, idHash);
  }
  const balances = Promise.resolve(row.balances);
  return { idHash, account, balances: () => balances };
}

/**
 * Touches a kept session without holding up the call (`touchSession`). The memory counts it as
 * touched at once, so the calls that follow do not touch it again; should the statement fail, the
 * memory goes back to the last activity the database has, and a later call touches it.
 */
function touch(db: Kysely<DB>, idHash: string, cache: SessionCache, now: number, before: number): void {
  cache.touched(idHash, now);
  touchSession(db, idHash).catch(() => cache.touched(idHash, before));
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

/** A new session (a fresh 256-bit id on every login); answers the raw id for the cookie. */
export async function createSession(db: Kysely<DB>, accountId: number, client: ClientInfo, config: Pick<Config, 'session'>): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      account_id: accountId,
      expires_at: sql<Date>`now() + make_interval(secs => ${config.session.ttl})`,
      ip: client.ip.slice(0, 64),
      user_agent: client.userAgent?.slice(0, 255) ?? null,
    })
    .execute();
  return id;
}

export async function revokeSession(db: Kysely<DB>, idHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('id_hash', '=', idHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Ends every other session of the account (after a password or two-factor change). */
export async function revokeOtherSessions(db: Kysely<DB>, accountId: number, keepIdHash: string | null): Promise<void> {
  let q = db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keepIdHash) q = q.where('id_hash', '<>', keepIdHash);
  await q.execute();
}

export function setSessionCookie(reply: FastifyReply, id: string, config: Pick<Config, 'cookieSecure' | 'session'>): void {
  reply.header('Set-Cookie', serializeCookie(sessionCookieName(config), id, { secure: config.cookieSecure, maxAge: config.session.ttl }));
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'cookieSecure'>): void {
  reply.header('Set-Cookie', serializeCookie(sessionCookieName(config), '', { secure: config.cookieSecure, maxAge: 0 }));
}
