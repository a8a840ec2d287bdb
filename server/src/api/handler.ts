import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { METHODS, MethodName, Result } from '@casino/contract';
import type { ParsedParams } from '@casino/contract/schemas';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import type { Session } from '../auth/sessions';
import type { TtlCache } from '../cache/ttl-cache';
import type { SessionCache } from '../auth/session-cache';
import type { Providers } from '../providers';

export interface Caches {
  /** Public catalogue answers, the same for every player (keyed by method, locale and parameters). */
  catalogue: TtlCache<unknown>;
  /** Signed-in sessions with their account (never their balances), dropped on `session_changed`. */
  sessions?: SessionCache;
}

export type Locale = 'uz' | 'ru';

export interface HandlerContext<M extends MethodName> {
  params: ParsedParams<M>;
  /** Present whenever the method table says the method needs a session. */
  session: (typeof METHODS)[M]['auth'] extends true ? Session : Session | null;
  locale: Locale;
  db: Kysely<DB>;
  config: Config;
  ip: string;
  /** `Idempotency-Key` header of money-moving calls. */
  idempotencyKey: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  caches: Caches;
  /** The configured payment, payout, identity and game providers. */
  providers: Providers;
}

/** A method's implementation: typed from the shared schemas, so it cannot answer the wrong shape. */
export type Handler<M extends MethodName> = (ctx: HandlerContext<M>) => Promise<Result<M>>;

export type Handlers<K extends MethodName> = { [M in K]: Handler<M> };

/** One namespace's handlers, checked against the method table. */
export const defineHandlers = <K extends MethodName>(handlers: Handlers<K>): Handlers<K> => handlers;
