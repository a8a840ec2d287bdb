import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import { ApiError, localeOfPath, normalizeInternalPath } from '@casino/contract';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { parseCookies, serializeCookie } from '../auth/cookies';
import { addressKey, enforce, rateLimitHeaders, type Limit } from '../auth/rate-limit';
import { askSecondFactor } from '../auth/sign-in-tickets';
import { findOrCreateLinkedAccount, LinkError, startSessionFor } from './accounts';
import { DEV_SERVICE, devProvider, inProcessFetch, registerDevConsent } from './dev-provider';
import { oauth2Provider, randomToken, type OAuthProvider } from './providers';
import { withSocialTables } from './tables';
import { activeExclusion } from '../responsible/exclusions';

/**
 * Social sign-in (spec §4): the browser opens `/oauth/init?service=&redirect_url=&type_auth=`
 * in a popup; the provider sends the player back to `/oauth/callback/:service`, which signs the
 * player in (or registers them) and redirects to `redirect_url` with `social_auth=login|register`,
 * `social_auth=two_factor&ticket=&resend_time=` (two-factor on: no session before the code) or
 * `social_auth=error&social_error=<reason>` (`excluded` adds `social_reason` and `social_until`). The shell takes it from there.
 *
 * The state is single use, lives 10 minutes, is stored only as a hash and is bound to the
 * browser by a cookie (no login CSRF); the code exchange uses PKCE.
 */
const FLOW_TTL_SECONDS = 600;
const INIT_LIMIT: Limit = { max: 30, windowSeconds: 600 };
const STATE = /^[\w-]{43}$/;

export type SocialError = 'state' | 'denied' | 'provider' | 'account_exists' | 'blocked' | 'excluded' | 'unknown_service' | 'too_many';

const hashState = (state: string) => createHash('sha256').update(state).digest('hex');
const stateCookieName = (config: Pick<Config, 'cookieSecure'>) => (config.cookieSecure ? '__Host-oauth_state' : 'oauth_state');

export function providersOf(config: Config, app: FastifyInstance, fetchImpl?: typeof fetch): Map<string, OAuthProvider> {
  const out = new Map<string, OAuthProvider>();
  if (config.oauth.devProvider) out.set(DEV_SERVICE, devProvider(inProcessFetch(app)));
  for (const p of config.oauth.providers) out.set(p.service, oauth2Provider(p, fetchImpl, !config.production));
  return out;
}

/** What the callback puts on the return address; an earlier outcome there is replaced. */
const OUTCOME_KEYS = ['social_auth', 'social_error', 'social_reason', 'social_until', 'ticket', 'resend_time'];

/** `path` with `params` added to its query (before any #hash). */
export function withQuery(path: string, params: Record<string, string>): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const bare = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const [pathname, search = ''] = bare.split('?', 2) as [string, string?];
  const query = new URLSearchParams(search);
  for (const key of OUTCOME_KEYS) query.delete(key);
  for (const [k, v] of Object.entries(params)) query.set(k, v);
  return `${pathname}?${query.toString()}${hash}`;
}

export interface OAuthOptions {
  /** For the token and userinfo calls of real providers (tests pass a fake). */
  fetch?: typeof fetch;
}

export async function registerOAuth(app: FastifyInstance, db: Kysely<DB>, config: Config, options: OAuthOptions = {}): Promise<void> {
  const providers = providersOf(config, app, options.fetch);
  const social = withSocialTables(db);
  const originOf = (request: { protocol: string; host: string }) => config.oauth.publicOrigin ?? `${request.protocol}://${request.host}`;
  const callbackUri = (request: { protocol: string; host: string }, service: string) => new URL(`/oauth/callback/${service}`, originOf(request)).href;

  const finish = (reply: FastifyReply, path: string, params: Record<string, string>) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .header('Set-Cookie', serializeCookie(stateCookieName(config), '', { secure: config.cookieSecure, maxAge: 0 }))
      // A stored return path is normalised again: the Location header is where a slip would hurt.
      .redirect(withQuery(normalizeInternalPath(path) ?? '/', params), 302);
  const fail = (reply: FastifyReply, path: string, reason: SocialError) => finish(reply, path, { social_auth: 'error', social_error: reason });

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 8 * 1024 });

    scope.get('/oauth/providers', async (_request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return { items: [...providers.values()].map((p) => ({ service: p.service, name: p.name })) };
    });

    scope.get('/oauth/init', async (request: FastifyRequest<{ Querystring: Record<string, unknown> }>, reply) => {
      const q = request.query;
      const origin = originOf(request);
      // Only a path of this site is a place to return to.
      const returnPath = normalizeInternalPath(q.redirect_url, origin) ?? '/';
      const provider = typeof q.service === 'string' ? providers.get(q.service) : undefined;
      if (!provider) return fail(reply, returnPath, 'unknown_service');
      try {
        await enforce(db, `oauth-init-ip:${addressKey(request.ip)}`, INIT_LIMIT);
      } catch (error) {
        if (error instanceof ApiError && error.is('TooManyRequests')) return fail(reply.headers(rateLimitHeaders(error) ?? {}), returnPath, 'too_many');
        throw error;
      }
      const typeAuth = q.type_auth === 'registration' ? 'registration' : 'login';
      const locale = q.locale === 'ru' || q.locale === 'uz' ? q.locale : localeOfPath(returnPath);
      const state = randomToken();
      const verifier = randomToken();
      let consent: string;
      try {
        consent = await provider.authorizeUrl({ state, codeVerifier: verifier, redirectUri: callbackUri(request, provider.service), locale });
      } catch (error) {
        request.log.warn({ err: error, service: provider.service }, 'social sign-in: the provider could not be discovered');
        return fail(reply, returnPath, 'provider');
      }
      await social
        .insertInto('oauth_flows')
        .values({
          state_hash: hashState(state),
          provider: provider.service,
          type_auth: typeAuth,
          redirect_url: returnPath,
          code_verifier: verifier,
          locale,
          expires_at: sql<Date>`now() + make_interval(secs => ${FLOW_TTL_SECONDS})`,
        })
        .execute();
      // Now and then, forget flows that ended long ago.
      if (Math.random() < 0.02)
        await social
          .deleteFrom('oauth_flows')
          .where('expires_at', '<', sql<Date>`now() - interval '1 day'`)
          .execute();
      return reply
        .header('Cache-Control', 'no-store')
        .header('Set-Cookie', serializeCookie(stateCookieName(config), state, { secure: config.cookieSecure, maxAge: FLOW_TTL_SECONDS }))
        .redirect(consent, 302);
    });

    scope.get('/oauth/callback/:service', async (request: FastifyRequest<{ Params: { service: string }; Querystring: Record<string, unknown> }>, reply) => {
      const { service } = request.params;
      const q = request.query;
      const state = typeof q.state === 'string' ? q.state : '';
      const cookie = parseCookies(request.headers.cookie)[stateCookieName(config)];
      if (!STATE.test(state) || cookie !== state) return fail(reply, '/', 'state');
      const flow = await social
        .updateTable('oauth_flows')
        .set({ consumed_at: sql`now()` })
        .where('state_hash', '=', hashState(state))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['provider', 'type_auth', 'redirect_url', 'code_verifier', 'locale'])
        .executeTakeFirst();
      if (!flow || flow.provider !== service) return fail(reply, flow?.redirect_url ?? '/', 'state');
      const provider = providers.get(service);
      if (!provider) return fail(reply, flow.redirect_url, 'unknown_service');
      if (typeof q.error === 'string') return fail(reply, flow.redirect_url, 'denied');
      const code = typeof q.code === 'string' && q.code.length <= 2048 ? q.code : '';
      if (!code) return fail(reply, flow.redirect_url, 'provider');

      let profile;
      try {
        const callbackUrl = new URL(callbackUri(request, service));
        for (const [k, v] of Object.entries(q)) if (typeof v === 'string') callbackUrl.searchParams.set(k, v);
        profile = await provider.exchange({ callbackUrl, state, codeVerifier: flow.code_verifier });
      } catch (error) {
        request.log.warn({ err: error, service }, 'social sign-in: the provider refused the code');
        return fail(reply, flow.redirect_url, 'provider');
      }
      try {
        const { account, created } = await findOrCreateLinkedAccount(db, { provider: service, profile, locale: flow.locale, ip: request.ip });
        // A time-out or self-exclusion: no code, no session; the shell shows the user block page
        // with `social_reason` and `social_until` ('' when permanent).
        const exclusion = await activeExclusion(db, account.id);
        if (exclusion) {
          return finish(reply, flow.redirect_url, {
            social_auth: 'error',
            social_error: 'excluded',
            social_reason: exclusion.kind,
            social_until: exclusion.until?.toISOString() ?? '',
          });
        }
        if (account.two_factor_auth && !created) {
          // No session before the code (spec §4): the shell opens its two-factor step with the ticket.
          const step = await askSecondFactor(db, account, { via: service, locale: flow.locale });
          request.log.info({ uid: account.id, service }, 'provider sign-in waits for the second factor');
          return finish(reply, flow.redirect_url, { social_auth: 'two_factor', ticket: step.ticket, resend_time: String(step.resendTime) });
        }
        await startSessionFor(db, config, request, reply, account);
        request.log.info({ uid: account.id, service, created }, created ? 'account registered through a provider' : 'logged in through a provider');
        return finish(reply, flow.redirect_url, { social_auth: created ? 'register' : 'login' });
      } catch (error) {
        if (error instanceof LinkError) return fail(reply, flow.redirect_url, error.reason);
        if (error instanceof ApiError && error.is('TooManyRequests')) return fail(reply.headers(rateLimitHeaders(error) ?? {}), flow.redirect_url, 'too_many');
        throw error;
      }
    });

    if (config.oauth.devProvider) registerDevConsent(scope, db, originOf);
  });
}
