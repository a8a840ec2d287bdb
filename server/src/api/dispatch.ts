import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type { Kysely } from 'kysely';
import { ApiError, API_VERSION, METHODS, isMethodName, type MethodName, type MethodSpec } from '@casino/contract';
import { SCHEMAS } from '@casino/contract/schemas';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { readSession, sessionIdOf, clearSessionCookie, type Session } from '../auth/sessions';
import type { Caches, Handler, HandlerContext, Locale } from './handler';
import { catalogueCache } from '../domains/catalogue';
import { listenForCatalogueChanges } from '../cache/invalidate';
import { keptWhileHeard, type Listen } from '../cache/sessions';
import { SessionCache } from '../auth/session-cache';
import { invalidParameters, issueMessage } from './errors';
import { isSameOrigin } from './origin';
import { selectProviders, type Providers } from '../providers';
import { activeModes, maintenanceError } from '../maintenance/service';
import { bearerMatches, resolveOpsToken } from '../ops/token';
import { operatorViewsSite } from '../ops/console/access';

/** Keys of the URL that are not parameters of the method (spec §7). */
const RESERVED = new Set(['v', 'locale', '_non_strict']);
const BODY_LIMIT = 64 * 1024;

export interface DispatchOptions {
  db: Kysely<DB>;
  config: Config;
  handlers: { [M in MethodName]: Handler<M> };
  caches?: Caches;
  /** The configured ones unless given. */
  providers?: Providers;
  /** LISTEN of the embedded database: sessions are kept in memory only while their changes are heard. */
  listen?: Listen;
}

/** GET parameters are the query minus the reserved keys; a POST's are its whole form body. */
function paramsOf(source: unknown, reserved: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!source || typeof source !== 'object') return out;
  for (const [key, value] of Object.entries(source)) if (!reserved.has(key)) out[key] = value;
  return out;
}
const NONE = new Set<string>();

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function sendError(reply: FastifyReply, error: ApiError) {
  return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
}

/** Fastify's own errors (body parsing, size, media type) as catalogue errors. */
function fromFastifyError(error: FastifyError): ApiError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new ApiError('InvalidRequest', 'Request body too large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiError('InvalidRequest', 'POST bodies are form data (application/x-www-form-urlencoded)');
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('InvalidRequest', 'Malformed request');
  }
  return null;
}

/**
 * `GET|POST /api/:method`: finds the method in the shared table, checks the verb, `v`, the
 * locale, the origin of state-changing calls and the session, validates the parameters with
 * the shared schema, runs the handler and answers `{ data }` or the error envelope.
 */
export async function registerApi(app: FastifyInstance, options: DispatchOptions): Promise<void> {
  const { db, config, handlers } = options;
  const providers = options.providers ?? selectProviders(config, db);
  const caches: Caches = options.caches ?? { catalogue: catalogueCache(config) };
  // Several instances on one PostgreSQL: a catalogue change empties every instance's cache at once.
  if (!options.caches && config.databaseUrl && caches.catalogue.enabled) {
    const listener = await listenForCatalogueChanges(config.databaseUrl, db, () => caches.catalogue.clear(), app.log);
    app.addHook('onClose', () => listener.close());
  }
  // Sessions in memory only while the database's revocations reach this instance (migration 088).
  if (!options.caches) {
    const sessions = await keptWhileHeard(app, { db, config, listen: options.listen }, (ttlMs) => new SessionCache(ttlMs));
    if (sessions) caches.sessions = sessions;
  }
  // Read when first needed (a call made while maintenance is on).
  let opsToken: string | null = null;

  await app.register(async (api) => {
    // Only form data is a body here (the client posts URL-encoded forms).
    api.removeAllContentTypeParsers();
    await api.register(formbody, { bodyLimit: BODY_LIMIT });

    api.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      const known = fromFastifyError(error);
      if (known) return sendError(reply, known);
      request.log.error({ err: error, method: (request.params as { method?: string })?.method }, 'API call failed');
      return sendError(reply, new ApiError('InternalServerError', 'Internal server error'));
    });

    api.route({
      method: ['GET', 'POST'],
      url: '/api/:method',
      bodyLimit: BODY_LIMIT,
      handler: async (request: FastifyRequest<{ Params: { method: string } }>, reply) => {
        const name = request.params.method;
        if (!isMethodName(name)) throw new ApiError('MethodNotFound', `Unknown method ${name.slice(0, 64)}`);
        const spec: MethodSpec = METHODS[name];
        if (request.method !== spec.verb) throw new ApiError('InvalidRequest', `${name} is called with ${spec.verb}`);

        const query = (request.query ?? {}) as Record<string, unknown>;
        const body = (request.body ?? {}) as Record<string, unknown>;
        // `v` and the request's `locale` are always in the URL (a POST body may carry a `locale`
        // parameter of its own, as account.changelocale does).
        const v = single(query.v);
        if (v !== API_VERSION) throw new ApiError('InvalidRequest', `API version ${API_VERSION} expected`);
        const localeValue = query.locale === undefined ? 'uz' : single(query.locale);
        if (localeValue !== 'uz' && localeValue !== 'ru') {
          throw new ApiError('InvalidParameter', 'Unknown locale', { locale: 'Wrong value' });
        }
        const locale: Locale = localeValue;

        // Maintenance (src/maintenance): players get the catalogue's errors, ops calls go on.
        const blocked = maintenanceError(await activeModes(db), name, locale);
        // The ops token goes through; a console operator's view pass (ops/console/access.ts) only
        // for reading methods: an operator looks at the site, nothing is changed through it.
        if (blocked) {
          opsToken ??= resolveOpsToken(config.opsToken, config.dataDir);
          const passes = bearerMatches(request.headers.authorization, opsToken) || (spec.verb === 'GET' && (await operatorViewsSite(request)));
          if (!passes) throw blocked;
        }

        if (spec.verb === 'POST' && !isSameOrigin(request)) throw new ApiError('AccessDenied', 'Cross-site request refused');

        let session: Session | null = null;
        // Public answers do not look the session up (the method table's `public`).
        const rawId = spec.auth === false && spec.public ? null : sessionIdOf(request, config);
        if (rawId) {
          session = await readSession(db, rawId, config, caches.sessions);
          if (!session) clearSessionCookie(reply, config);
        }
        if (session && session.account.status === 'banned') throw new ApiError('UserBanned', 'Account is blocked');
        if (session && session.account.status === 'deleted') throw new ApiError('UserDeleted', 'Account is deleted');
        if (spec.auth && !session) throw new ApiError('Authorization', 'Authorization required');

        const schema = SCHEMAS[name];
        const parsed = schema.params.safeParse(spec.verb === 'GET' ? paramsOf(query, RESERVED) : paramsOf(body, NONE), {
          error: issueMessage,
        });
        if (!parsed.success) throw invalidParameters(parsed.error);

        const idempotencyKey = single(request.headers['idempotency-key']);
        const ctx = {
          params: parsed.data,
          session,
          locale,
          db,
          config,
          ip: request.ip,
          idempotencyKey: idempotencyKey && idempotencyKey.length <= 128 ? idempotencyKey : null,
          request,
          reply,
          caches,
          providers,
        } as HandlerContext<MethodName>;
        const handler = handlers[name] as Handler<MethodName>;
        let data;
        try {
          data = await handler(ctx);
        } finally {
          // A call that may change the account or end the session reads it again next time on this
          // instance at once, without waiting for the notification (other instances get that).
          if (session && spec.verb === 'POST') caches.sessions?.dropAccount(Number(session.account.id));
        }
        if (config.checkResults) {
          // A method answering only the requested `fields` is checked against its narrower result.
          const narrowed = 'fieldsResult' in schema && (parsed.data as { fields?: string }).fields ? schema.fieldsResult : schema.result;
          const checked = narrowed.safeParse(data);
          if (!checked.success) {
            request.log.error({ method: name, issues: checked.error.issues.slice(0, 5) }, 'result does not match its schema');
            throw new ApiError('InternalServerError', 'Internal server error');
          }
        }
        reply.header('Cache-Control', 'no-store');
        return { data };
      },
    });
  });
}
