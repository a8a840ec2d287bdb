import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { BalanceKind, DB, GameMode } from '../../db/schema';
import { DEMO_BALANCE } from '../catalogue';
import type { Limit } from '../../auth/rate-limit';
import { KeptPerAccount } from '../../cache/kept-per-account';
import { ApiError } from '@casino/contract';
import { lockCurrency } from '../wallet';

/** The balance a launch's money moves on: the main balance for real money, the fun balance for a demo. */
export const balanceKindOf = (launch: Pick<Launch, 'mode'>): BalanceKind => (launch.mode === 'real' ? 'main' : 'fun');

/** Guest (demo) launches one client address may open: each is a row, and nobody is signed in to answer for it. */
export const GUEST_LAUNCH_LIMIT: Limit = { max: 60, windowSeconds: 600 };

/** Sysnames as the catalogue has them: anything else is no game (and never reaches the database). */
const SYSNAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** A launch lives this long: a game left open overnight asks for a fresh launch. */
export const LAUNCH_TTL_HOURS = 12;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface LaunchGame {
  id: number;
  sysname: string;
  name: string;
  type: string;
  tags: string[];
  has_demo: boolean;
  provider_name: string;
}

export interface Launch {
  id: number;
  accountId: number | null;
  mode: GameMode;
  currency: string;
  locale: 'uz' | 'ru';
  game: LaunchGame;
}

/** A playable game of the catalogue by sysname (active, of an active studio). */
export async function findGame(db: Kysely<DB>, sysname: string): Promise<LaunchGame | null> {
  if (!SYSNAME.test(sysname)) return null;
  const game = await db
    .selectFrom('games as g')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .select(['g.id', 'g.sysname', 'g.name', 'g.type', 'g.tags', 'g.has_demo', 'p.name as provider_name'])
    .where('g.sysname', '=', sysname)
    .where('g.is_active', '=', true)
    .where('p.is_active', '=', true)
    .executeTakeFirst();
  return game ?? null;
}

/**
 * Opens a game for a player (real or demo money) or a guest (demo only, with demo money kept on
 * the launch). Answers the token the game page holds; only its hash is stored. A real-money launch
 * is opened under the lock of the account's currency (`lockCurrency`, the currency switch's) and in
 * its wallet's currency as read under it, whatever `currency` the caller read before: a switch
 * either finishes first or sees the launch and refuses.
 */
export async function createLaunch(
  db: Kysely<DB>,
  input: { game: LaunchGame; accountId: number | null; sessionHash: string | null; currency: string; mode: GameMode; locale: 'uz' | 'ru' },
): Promise<{ token: string; launch: Launch }> {
  if (input.mode === 'real' && input.accountId === null) throw new Error('a real-money launch needs a player');
  if (input.accountId !== null && input.sessionHash === null) throw new Error('a player launch needs the session that opens it');
  const token = randomBytes(32).toString('base64url');
  const insert = async (trx: Kysely<DB>, currency: string) => {
    const row = await trx
      .insertInto('game_launches')
      .values({
        token_hash: hashToken(token),
        account_id: input.accountId,
        session_hash: input.accountId === null ? null : input.sessionHash,
        game_id: input.game.id,
        currency,
        mode: input.mode,
        demo_balance: input.accountId === null ? DEMO_BALANCE : null,
        locale: input.locale,
        expires_at: sql<Date>`now() + make_interval(hours => ${LAUNCH_TTL_HOURS})`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, launch: { id: row.id, accountId: input.accountId, mode: input.mode, currency, locale: input.locale, game: input.game } };
  };
  if (input.mode !== 'real' || input.accountId === null) return insert(db, input.currency);
  const accountId = input.accountId;
  return db.transaction().execute(async (trx) => {
    const wallet = (await lockCurrency(trx, accountId)).find((b) => b.kind === balanceKindOf({ mode: 'real' }));
    if (!wallet) throw new ApiError('BillingServiceError', 'No such balance');
    return insert(trx, wallet.currency);
  });
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A live launch as read, with the times it ends by itself (epoch ms). */
export interface KeptLaunch {
  launch: Launch;
  expiresAt: number;
  /** The opening session's expiry; null for a guest's launch. */
  sessionExpiresAt: number | null;
}

/**
 * Live launches by token hash, so a game's call (a round every few seconds) skips the five-table
 * join. Sound only while the listener of `session_changed` and `catalogue_changed` runs
 * (`listenForSessionChanges` with `catalogue`): a revoked or expired session, a blocked or
 * deleted player, any change of the account drop the account's launches; a catalogue change
 * drops them all. A launch read while such a notice came in is not kept (`stamp`, `KeptPerAccount`).
 */
export class LaunchCache extends KeptPerAccount<KeptLaunch> {
  constructor(ttlMs = 300_000, max = 100_000) {
    super((kept) => kept.launch.accountId, ttlMs, max);
  }
}

/**
 * The live launch of a token: not expired; a player's launch only while the player is active
 * and the session that opened it is neither revoked nor expired.
 */
export async function launchByToken(db: Kysely<DB>, token: string | null | undefined, cache?: LaunchCache): Promise<Launch | null> {
  if (!token || !TOKEN.test(token)) return null;
  const tokenHash = hashToken(token);
  const now = Date.now();
  const kept = cache?.get(tokenHash, now);
  if (kept) {
    if (kept.expiresAt > now && (kept.sessionExpiresAt === null || kept.sessionExpiresAt > now)) return kept.launch;
    cache!.drop(tokenHash);
    return null;
  }
  // Before the read: a revocation heard while it runs keeps its answer out of the memory.
  const stamp = cache?.stamp();
  const row = await db
    .selectFrom('game_launches as l')
    .innerJoin('games as g', 'g.id', 'l.game_id')
    .innerJoin('providers as p', 'p.id', 'g.provider_id')
    .leftJoin('accounts as a', 'a.id', 'l.account_id')
    .leftJoin('sessions as s', 's.id_hash', 'l.session_hash')
    .select([
      sql<boolean>`s.id_hash is not null and s.revoked_at is null and s.expires_at > now()`.as('session_live'),
      'l.id',
      'l.account_id',
      'l.mode',
      'l.currency',
      'l.locale',
      'l.expires_at',
      's.expires_at as session_expires_at',
      'a.status',
      'g.id as game_id',
      'g.sysname',
      'g.name',
      'g.type',
      'g.tags',
      'g.has_demo',
      'p.name as provider_name',
    ])
    .where('l.token_hash', '=', tokenHash)
    .where('l.expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  if (row.account_id !== null && (row.status !== 'active' || !row.session_live)) return null;
  const launch: Launch = {
    id: row.id,
    accountId: row.account_id,
    mode: row.mode,
    currency: row.currency,
    locale: row.locale,
    game: { id: row.game_id, sysname: row.sysname, name: row.name, type: row.type, tags: row.tags, has_demo: row.has_demo, provider_name: row.provider_name },
  };
  const sessionExpiresAt = row.account_id === null || !row.session_expires_at ? null : new Date(row.session_expires_at).getTime();
  cache?.set(tokenHash, { launch, expiresAt: new Date(row.expires_at).getTime(), sessionExpiresAt }, now, stamp);
  return launch;
}

/** `Authorization: Bearer <launch token>` of a provider call. */
export const bearerOf = (header: string | undefined): string | null => /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
