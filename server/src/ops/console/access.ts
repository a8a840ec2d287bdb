/**
 * Who may call the ops API: an operator's API token (tokens.ts: the CLI, automation) or console
 * session, whose roles cover the call; or the bootstrap token OPS_TOKEN (break-glass, recorded as
 * `token:bootstrap`). A session's state-changing calls must come from the site
 * itself (Origin) and carry the session's CSRF token; its cookie is SameSite=Strict besides.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { parseCookies } from '../../auth/cookies';
import { isSameOrigin } from '../../api/origin';
import { bearerMatches } from '../token';
import { isLiveViewPass, mayAct, resumeSession, sameToken, type Operator, type OperatorRole } from './operators';
import { isOpsOrigin } from './origin';
import { operatorOfToken, TOKEN_PREFIX } from './tokens';
import { BOOTSTRAP_ACTOR, operatorActor, type OpsActor } from '../audit/ops-audit';

export const OPS_COOKIE = 'ops_session';
/** The operator's maintenance view pass on the player site (Path=/): lets an operator view the site under maintenance. */
export const OPS_VIEW_COOKIE = 'ops_view';
/** Secure cookies are `__Host-` cookies: only the host that set them (no Domain, Path=/), over HTTPS. */
export const opsCookieName = (secure: boolean): string => (secure ? `__Host-${OPS_COOKIE}` : OPS_COOKIE);
export const viewCookieName = (secure: boolean): string => (secure ? `__Host-${OPS_VIEW_COOKIE}` : OPS_VIEW_COOKIE);
export const CSRF_HEADER = 'x-csrf-token';

export interface ConsoleAccess {
  db: Kysely<DB>;
  /** Cookies are Secure, `__Host-` named. */
  secure: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    opsConsole?: ConsoleAccess;
  }
}

/** Lets operator sessions use the ops API of this server (besides the bearer token). */
export function enableOperatorSessions(app: FastifyInstance, access: ConsoleAccess): void {
  app.decorate('opsConsole', access);
}

/** The role an ops path needs; what is not named here needs `admin`. */
export function roleForOpsPath(url: string): OperatorRole {
  const path = url.split('?')[0] ?? '';
  if (/^\/ops\/(releases|events|release-health)(\/|$)/.test(path)) return 'releases';
  if (/^\/ops\/payouts(\/|$)/.test(path)) return 'payments';
  // Cashback settings and runs hand out money: not with the role that decides payouts.
  if (/^\/ops\/cashback/.test(path)) return 'cashback';
  if (/^\/ops\/kyc(\/|$)/.test(path)) return 'kyc';
  return 'admin';
}

const operators = new WeakMap<FastifyRequest, Operator & { via: 'session' | 'token' }>();

/** The operator whose session or API token made this request (none for the bootstrap token). */
export const operatorOf = (request: FastifyRequest): (Operator & { via: 'session' | 'token' }) | undefined => operators.get(request);

/**
 * Who made an ops call, for the audit: the operator (session or API token), else the bootstrap
 * token. Never a name the caller chooses (a header or an environment variable).
 */
export function opsActorOfRequest(request: FastifyRequest): OpsActor {
  const operator = operators.get(request);
  return operator ? operatorActor(operator.login) : BOOTSTRAP_ACTOR;
}

const bearerOf = (header: string | undefined) => /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function deny(reply: FastifyReply, error: ApiError, bearer = false) {
  if (bearer) reply.header('WWW-Authenticate', 'Bearer');
  return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
}

/**
 * The onRequest check of every ops route: the bearer token, or a live operator session with the
 * path's role (and, for changes, the same origin and the CSRF token). Answers the refusal, or
 * nothing when the call may go on.
 */
export async function opsAccess(request: FastifyRequest, reply: FastifyReply, token: string, needed?: OperatorRole): Promise<FastifyReply | undefined> {
  if (bearerMatches(request.headers.authorization, token)) return undefined;
  const access = request.server.opsConsole;
  const bearer = bearerOf(request.headers.authorization);
  if (bearer?.startsWith(TOKEN_PREFIX) && access) {
    // An operator's API token: that operator, with its roles, on either origin (no cookie involved).
    const operator = await operatorOfToken(access.db, bearer);
    if (!operator) return deny(reply, new ApiError('Authorization', 'This token is revoked or unknown'), true);
    if (!mayAct(operator.roles, needed ?? roleForOpsPath(request.url))) return deny(reply, new ApiError('AccessDenied', 'Your roles do not allow this'));
    operators.set(request, { id: operator.id, login: operator.login, roles: operator.roles, via: 'token' });
    return undefined;
  }
  // Operator cookies count on the ops origin only (origin.ts): never for a page of the player site.
  const sessionId = access && isOpsOrigin(request) ? parseCookies(request.headers.cookie)[opsCookieName(access.secure)] : undefined;
  const session = access && sessionId ? await resumeSession(access.db, sessionId) : null;
  if (!session) return deny(reply, new ApiError('Authorization', 'Ops token required'), true);
  if (!SAFE_METHODS.has(request.method)) {
    const csrf = request.headers[CSRF_HEADER];
    if (!isSameOrigin(request) || !sameToken(typeof csrf === 'string' ? csrf : undefined, session.csrf)) {
      return deny(reply, new ApiError('AccessDenied', 'Request refused: not from the ops console'));
    }
  }
  if (!mayAct(session.operator.roles, needed ?? roleForOpsPath(request.url))) {
    return deny(reply, new ApiError('AccessDenied', 'Your roles do not allow this'));
  }
  operators.set(request, { ...session.operator, via: 'session' });
  return undefined;
}

/**
 * Whether this request comes from a signed-in console operator (its view pass), who may see the
 * site under maintenance. Any role will do: the pass opens no ops call.
 */
export async function operatorViewsSite(request: FastifyRequest): Promise<boolean> {
  const access = request.server.opsConsole;
  if (!access) return false;
  return isLiveViewPass(access.db, parseCookies(request.headers.cookie)[viewCookieName(access.secure)]);
}
