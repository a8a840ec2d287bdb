/**
 * The ops console (docs/operations/console.md): its sign-in API and its page, served under
 * `/ops/console/` with a policy of its own, never framed and never part of the player site.
 *
 * | path | what |
 * |---|---|
 * | `POST /ops/console/api/sign-in` | `{ login, password, code }` (TOTP): sets the session cookie, answers the operator and the CSRF token |
 * | `POST /ops/console/api/sign-out` | ends the session |
 * | `GET /ops/console/api/me` | the signed-in operator, roles and CSRF token (401 when none) |
 * | `POST /ops/console/api/view-link` | a one-time link (60 s) to the player site that gives this browser the session's maintenance view pass |
 * | `GET /operator-view?ticket=` | on the player site: the link's end; sets the view pass and goes to the home page |
 * | `GET /ops/release-health?remote=&hours=` | per release and hour: failures reported, loads served; per release: p75 page timings and errors; the canary's timings against live (role `releases`) |
 * | `GET /ops/console/*` | the console's files; its page for every other path |
 *
 * All of it is served on the ops origin only (`OPS_ORIGIN`, origin.ts), the view link's end on the
 * player site only. Every other operator action goes through the existing ops routes (releases, payouts, KYC), which
 * take the console session instead of the bearer token (`access.ts`).
 */
import { existsSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError, REMOTE_NAMES } from '@casino/contract';
import type { DB } from '../../db/schema';
import type { VitalsSettings } from '../../config';
import type { ReleaseService } from '../../domains/releases';
import { hourOf, vitalsSince } from '../../domains/releases';
import { parseCookies } from '../../auth/cookies';
import { rateLimitHeaders } from '../../auth/rate-limit';
import { isSameOrigin } from '../../api/origin';
import { parse } from '../routes';
import { CSRF_HEADER, enableOperatorSessions, opsAccess, opsCookieName, viewCookieName } from './access';
import { endSession, ensureDemoOperator, issueViewTicket, redeemViewTicket, resumeSession, sameToken, SESSION_MAX_MS, signInOperator } from './operators';
import { resealTotpSecrets, type TotpVault } from './totp-vault';
import { isOpsOrigin, playerOriginOf } from './origin';

/** The console page's policy: its own files only, nothing inline, never in a frame. */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' blob: data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

const signInBody = z.object({
  login: z.string().trim().toLowerCase().min(1).max(40),
  password: z.string().min(1).max(200),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Six digits'),
});
const viewQuery = z.object({ ticket: z.string().min(1).max(100) });
const healthQuery = z.object({
  remote: z.enum(REMOTE_NAMES),
  hours: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(24),
});

export interface ConsoleOptions {
  db: Kysely<DB>;
  opsToken: string;
  /** The console's build (`ops-console/dist`). */
  dir: string;
  secure: boolean;
  passwordCost: number;
  /** Seals and opens the operators' TOTP secrets (`OPS_SECRET_KEY`). */
  vault: TotpVault;
  /** A demo start: the documented demo operator is created. */
  demo: boolean;
  releases: ReleaseService;
  vitals: VitalsSettings;
}

/** The session cookie: a `__Host-` cookie (Path=/, no Domain) when secure, else for /ops only. */
function sessionCookie(value: string, secure: boolean, maxAgeSeconds: number): string {
  const parts = [`${opsCookieName(secure)}=${value}`, `Path=${secure ? '/' : '/ops'}`, 'HttpOnly', 'SameSite=Strict', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * The maintenance view pass on the player site. Lax: the console's link is a navigation from
 * another site, and the pass opens nothing but reading the site under maintenance.
 */
function viewCookie(pass: string, secure: boolean, maxAgeSeconds: number): string {
  const parts = [`${viewCookieName(secure)}=${pass}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

function consoleHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('Content-Security-Policy', CONSOLE_CSP)
    .header('X-Frame-Options', 'DENY')
    .header('Cross-Origin-Opener-Policy', 'same-origin')
    .header('Referrer-Policy', 'no-referrer');
}

export function registerOpsConsole(app: FastifyInstance, options: ConsoleOptions): void {
  enableOperatorSessions(app, { db: options.db, secure: options.secure });
  const cookieOf = (request: FastifyRequest) => parseCookies(request.headers.cookie)[opsCookieName(options.secure)];
  /** The session of a change: from the console itself (its origin, its CSRF token). */
  const sessionOfChange = async (request: FastifyRequest) => {
    const sessionId = cookieOf(request);
    const session = await resumeSession(options.db, sessionId);
    const csrf = request.headers[CSRF_HEADER];
    if (session && (!isOpsOrigin(request) || !isSameOrigin(request) || !sameToken(typeof csrf === 'string' ? csrf : undefined, session.csrf))) {
      throw new ApiError('AccessDenied', 'Request refused: not from the ops console');
    }
    return session ? { sessionId: sessionId!, ...session } : null;
  };
  app.addHook('onReady', async () => {
    // Clear secrets of before the sealed format, and those under a previous key: sealed under the current key, once.
    const { sealed, unreadable } = await resealTotpSecrets(options.db, options.vault);
    if (sealed) app.log.info({ sealed }, 'operator TOTP secrets sealed under OPS_SECRET_KEY');
    if (unreadable.length)
      app.log.warn({ operators: unreadable }, 'operator TOTP secrets no key opens: give the former key in OPS_SECRET_KEY_PREVIOUS, or reset their TOTP');
  });
  if (options.demo) {
    app.addHook('onReady', async () => {
      if (await ensureDemoOperator(options.db, options.passwordCost, options.vault))
        app.log.info('demo operators ops-demo, ops-kyc and ops-cashback created (docs/operations/console.md)');
    });
  }

  app.register(async (scope) => {
    scope.setErrorHandler((error, request, reply: FastifyReply) => {
      if (error instanceof ApiError)
        return reply
          .code(error.status)
          .headers(rateLimitHeaders(error) ?? {})
          .header('Cache-Control', 'no-store')
          .send(error.toEnvelope());
      const status = (error as { statusCode?: number }).statusCode;
      if ((error as { validation?: unknown }).validation || (typeof status === 'number' && status >= 400 && status < 500)) {
        return reply.code(400).send(new ApiError('InvalidRequest', 'Malformed request').toEnvelope());
      }
      request.log.error(error, 'ops console call failed');
      return reply.code(500).send(new ApiError('InternalServerError', 'Internal error').toEnvelope());
    });

    scope.post('/ops/console/api/sign-in', { bodyLimit: 4 * 1024 }, async (request, reply) => {
      // A sign-in from another site could plant its own session: refused like any cross-site change.
      if (!isSameOrigin(request)) throw new ApiError('AccessDenied', 'Request refused: not from the ops console');
      const body = parse(signInBody, request.body);
      const { sessionId, csrf, operator } = await signInOperator(options.db, {
        ...body,
        ip: request.ip,
        passwordCost: options.passwordCost,
        vault: options.vault,
      });
      request.log.info({ operator: operator.login }, 'operator signed in');
      return reply
        .header('Set-Cookie', sessionCookie(sessionId, options.secure, SESSION_MAX_MS / 1000))
        .header('Cache-Control', 'no-store')
        .send({ data: { operator, csrf } });
    });

    scope.post('/ops/console/api/sign-out', async (request, reply) => {
      await sessionOfChange(request);
      // Ending the session ends its view pass on the player site too.
      await endSession(options.db, cookieOf(request));
      return reply
        .header('Set-Cookie', sessionCookie('', options.secure, 0))
        .header('Cache-Control', 'no-store')
        .send({ data: { signedOut: true } });
    });

    scope.get('/ops/console/api/me', async (request, reply) => {
      const session = await resumeSession(options.db, cookieOf(request));
      if (!session) throw new ApiError('Authorization', 'Not signed in');
      return reply.header('Cache-Control', 'no-store').send({ data: { operator: session.operator, csrf: session.csrf } });
    });

    scope.post('/ops/console/api/view-link', async (request, reply) => {
      const session = await sessionOfChange(request);
      if (!session) throw new ApiError('Authorization', 'Not signed in');
      const ticket = await issueViewTicket(options.db, session.sessionId);
      const url = `${playerOriginOf(app)}/operator-view?${new URLSearchParams({ ticket }).toString()}`;
      return reply.header('Cache-Control', 'no-store').send({ data: { url } });
    });

    // The console's link ends on the player site: its ticket becomes this browser's view pass there.
    scope.get('/operator-view', async (request, reply) => {
      if (isOpsOrigin(request)) return reply.code(404).type('text/plain').send('Not Found');
      const { ticket } = parse(viewQuery, request.query);
      const pass = await redeemViewTicket(options.db, ticket);
      if (!pass) throw new ApiError('AccessDenied', 'This link was used or has expired: open the site from the ops console again');
      return reply
        .code(303)
        .header('Set-Cookie', viewCookie(pass, options.secure, SESSION_MAX_MS / 1000))
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('Location', '/')
        .send();
    });

    scope.get('/ops/release-health', { onRequest: (request, reply) => opsAccess(request, reply, options.opsToken, 'releases') }, async (request) => {
      const q = parse(healthQuery, request.query);
      const rows = await options.db
        .selectFrom('release_failures')
        .select([
          'release',
          sql<string>`to_char(date_trunc('hour', at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"')`.as('hour'),
          sql<number>`count(*)::int`.as('failures'),
        ])
        .where('remote', '=', q.remote)
        .where('at', '>', sql<Date>`now() - make_interval(hours => ${q.hours})`)
        .groupBy(['release', sql`2`])
        .orderBy(sql`2`)
        .execute();
      await options.releases.flushServed();
      const since = hourOf(Date.now() - (q.hours - 1) * 3_600_000);
      const [loads, vitals, canary] = await Promise.all([
        options.db
          .selectFrom('release_hours')
          .select(['release', sql<string>`to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"')`.as('hour'), 'loads'])
          .where('remote', '=', q.remote)
          .where('hour', '>=', since)
          .where('loads', '>', 0)
          .orderBy('hour')
          .execute(),
        vitalsSince(options.db, q.remote, since),
        options.releases.canaryTimings(q.remote, options.vitals.slow),
      ]);
      return {
        data: {
          remote: q.remote,
          hours: q.hours,
          items: rows.map((r) => ({ release: r.release, hour: r.hour, failures: Number(r.failures) })),
          loads: loads.map((r) => ({ release: r.release, hour: r.hour, loads: Number(r.loads) })),
          vitals,
          canary,
          slowPolicy: { ...options.vitals.slow, rollback: options.vitals.rollbackOnSlow.includes(q.remote) },
        },
      };
    });
  });

  // The console's files and page.
  const sendPage = (reply: FastifyReply) => {
    if (!existsSync(join(options.dir, 'index.html'))) {
      return consoleHeaders(reply).code(503).type('text/plain; charset=utf-8').send('The ops console is not built (pnpm build).');
    }
    return consoleHeaders(reply).header('Cache-Control', 'no-store').sendFile('index.html', options.dir);
  };
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '');
    const relative = normalize(path.replace(/^\/ops\/console\/?/, '')).replace(/^\/+/, '');
    if (
      relative &&
      relative !== '.' &&
      !relative.includes('..') &&
      !relative.startsWith('api/') &&
      relative !== 'index.html' &&
      existsSync(join(options.dir, relative))
    ) {
      return consoleHeaders(reply)
        .header('Cache-Control', /\.[0-9a-f]{8,}\./.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(relative, options.dir);
    }
    if (relative.startsWith('api/') || /\.[a-z0-9]{1,5}$/i.test(relative)) return consoleHeaders(reply).code(404).type('text/plain').send('Not Found');
    return sendPage(reply);
  };
  app.get('/ops/console', (request, reply) => reply.redirect('/ops/console/', 302));
  app.get('/ops/console/*', serve);
}
