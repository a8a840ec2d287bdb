import { createHash, generateKeyPairSync, randomUUID, sign, timingSafeEqual, type JsonWebKey } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { codeChallenge, openidProvider, randomToken, type OAuthProvider } from './providers';
import { withSocialTables, type ExternalProfile } from './tables';

/**
 * The built-in development provider: an OpenID provider served by this server under
 * `/oauth/dev` — discovery (`/oauth/dev/.well-known/openid-configuration`), a tiny consent page
 * at `/oauth/dev/authorize` where a tester types any e-mail and name, a token endpoint checking
 * the code, PKCE and the client, and an `id_token` signed with a key of this instance (ES256,
 * published at `/oauth/dev/jwks`). The client side is the same openid-client flow a real provider
 * gets, its requests answered in process. The e-mail is the identity: the same address signs in
 * to the same account. Off in production (see OAuthConfig.devProvider).
 */
export const DEV_SERVICE = 'dev';
export const DEV_CLIENT_ID = 'casino-dev';
/** Public: the development provider is for the demo and tests only. */
export const DEV_CLIENT_SECRET = 'casino-dev-secret';
const ID_TOKEN_TTL_SECONDS = 300;
const GRANT_TTL_SECONDS = 300;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,100}\.[a-z]{2,24}$/i;

const TEXTS = {
  uz: {
    title: 'Ishlab chiqish uchun kirish',
    lead: 'Bu sinov provayderi faqat ishlab chiqish muhitida ishlaydi. Istalgan manzilni kiriting: bir xil manzil bir xil hisobga kiradi.',
    email: 'Elektron pochta',
    name: 'Ism',
    allow: 'Ruxsat berish',
    deny: 'Rad etish',
    invalid: 'Soʻrov notoʻgʻri.',
    badEmail: 'Elektron pochta manzilini toʻgʻri kiriting.',
  },
  ru: {
    title: 'Вход для разработки',
    lead: 'Этот тестовый провайдер работает только в среде разработки. Введите любой адрес: один и тот же адрес входит в один и тот же аккаунт.',
    email: 'Электронная почта',
    name: 'Имя',
    allow: 'Разрешить',
    deny: 'Отказать',
    invalid: 'Неверный запрос.',
    badEmail: 'Введите правильный адрес электронной почты.',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

interface AuthorizeRequest {
  redirect_uri: string;
  state: string;
  code_challenge: string;
  nonce: string;
  ui_locales: 'uz' | 'ru';
}

/** Checks the parameters of an authorisation request; the redirect URI must be this site's dev callback. */
export function parseAuthorizeRequest(query: Record<string, unknown>, callbackUri: string): AuthorizeRequest | null {
  const s = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
  if (s('response_type') !== 'code' || s('client_id') !== DEV_CLIENT_ID) return null;
  if (s('redirect_uri') !== callbackUri) return null;
  if (!/^[\w-]{20,128}$/.test(s('state'))) return null;
  if (s('code_challenge_method') !== 'S256' || !/^[\w-]{43,128}$/.test(s('code_challenge'))) return null;
  if (!/^[\w-]{20,128}$/.test(s('nonce'))) return null;
  return {
    redirect_uri: s('redirect_uri'),
    state: s('state'),
    code_challenge: s('code_challenge'),
    nonce: s('nonce'),
    ui_locales: s('ui_locales') === 'ru' ? 'ru' : 'uz',
  };
}

function consentPage(request: AuthorizeRequest, values: { email: string; name: string; error?: string }): string {
  const t = TEXTS[request.ui_locales];
  const hidden = (['redirect_uri', 'state', 'code_challenge', 'nonce', 'ui_locales'] as const)
    .map((k) => `<input type="hidden" name="${k}" value="${escapeHtml(request[k])}">`)
    .join('');
  return `<!doctype html><html lang="${request.ui_locales}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${t.title}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;padding:24px;background:#0f1420;color:#f2f4f8}main{max-width:420px;margin:0 auto}
label{display:block;margin:16px 0 4px}input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #2e3852;background:#1a2133;color:inherit;font:inherit}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:12px;border-radius:8px;border:0;font:inherit;cursor:pointer}
.allow{background:#f5b50a;color:#1a1300}.deny{background:#242d44;color:#f2f4f8}p.error{color:#ff5c5c}:focus-visible{outline:2px solid #7cc4ff}</style></head>
<body><main><h1>${t.title}</h1><p>${t.lead}</p>${values.error ? `<p class="error" role="alert">${escapeHtml(values.error)}</p>` : ''}
<form method="post" action="/oauth/dev/authorize">${hidden}<input type="hidden" name="client_id" value="${DEV_CLIENT_ID}"><input type="hidden" name="response_type" value="code"><input type="hidden" name="code_challenge_method" value="S256">
<label for="email">${t.email}</label><input id="email" name="email" type="email" required maxlength="160" autocomplete="email" value="${escapeHtml(values.email)}">
<label for="name">${t.name}</label><input id="name" name="name" type="text" maxlength="100" autocomplete="name" value="${escapeHtml(values.name)}">
<div class="actions"><button class="allow" type="submit" name="decision" value="allow">${t.allow}</button><button class="deny" type="submit" name="decision" value="deny" formnovalidate>${t.deny}</button></div>
</form></main></body></html>`;
}

function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
    .header('Referrer-Policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(html);
}

const redirectWith = (uri: string, params: Record<string, string>) => {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.href;
};

/** The development provider's grant: the profile and the nonce its id_token carries. */
type DevGrant = ExternalProfile & { nonce?: string };

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The provider's routes under `/oauth/dev` (discovery, JWKS, consent, token); `origin` is this
 * site's origin for a request (its issuer is `<origin>/oauth/dev`, its callback `<origin>/oauth/callback/dev`).
 */
export function registerDevConsent(scope: FastifyInstance, db: Kysely<DB>, origin: (request: { protocol: string; host: string }) => string): void {
  const social = withSocialTables(db);
  const callbackUri = (request: { protocol: string; host: string }) => new URL('/oauth/callback/dev', origin(request)).href;
  const issuerOf = (request: { protocol: string; host: string }) => new URL('/oauth/dev', origin(request)).href;
  // A signing key of this instance: the client reads it from the JWKS of the same instance.
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const kid = randomUUID();
  const jwk: JsonWebKey = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' };
  const signJwt = (claims: Record<string, unknown>) => {
    const input = `${base64urlJson({ alg: 'ES256', typ: 'JWT', kid })}.${base64urlJson(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
  };

  scope.get('/oauth/dev/.well-known/openid-configuration', async (request, reply) => {
    const issuer = issuerOf(request);
    return reply.header('Cache-Control', 'no-store').send({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['ES256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'email', 'email_verified', 'name'],
      // RFC 9207: the answer names its issuer, which the client checks.
      authorization_response_iss_parameter_supported: true,
    });
  });

  scope.get('/oauth/dev/jwks', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ keys: [jwk] }));

  scope.get('/oauth/dev/authorize', async (request, reply) => {
    const parsed = parseAuthorizeRequest(request.query as Record<string, unknown>, callbackUri(request));
    if (!parsed) return sendPage(reply, `<!doctype html><title>400</title><p>${TEXTS.uz.invalid} / ${TEXTS.ru.invalid}</p>`, 400);
    const suggestion = `player-${randomToken()
      .slice(0, 8)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}@dev.example`;
    return sendPage(reply, consentPage(parsed, { email: suggestion, name: 'Dev Player' }));
  });

  scope.post('/oauth/dev/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = parseAuthorizeRequest(body, callbackUri(request));
    if (!parsed) return sendPage(reply, `<!doctype html><title>400</title><p>${TEXTS.uz.invalid} / ${TEXTS.ru.invalid}</p>`, 400);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    const iss = issuerOf(request);
    if (body.decision !== 'allow') return reply.redirect(redirectWith(parsed.redirect_uri, { error: 'access_denied', state: parsed.state, iss }), 302);
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
    const name = typeof body.name === 'string' ? body.name.trim().slice(0, 100) : '';
    if (!EMAIL.test(email) || email.length > 160) {
      return sendPage(reply, consentPage(parsed, { email, name, error: TEXTS[parsed.ui_locales].badEmail }), 400);
    }
    const code = randomToken();
    await social
      .insertInto('oauth_dev_grants')
      .values({
        code_hash: hash(code),
        redirect_uri: parsed.redirect_uri,
        code_challenge: parsed.code_challenge,
        profile: json({ subject: email, email, name: name || null, nonce: parsed.nonce } satisfies DevGrant),
        expires_at: sql<Date>`now() + make_interval(secs => ${GRANT_TTL_SECONDS})`,
      })
      .execute();
    return reply.redirect(redirectWith(parsed.redirect_uri, { code, state: parsed.state, iss }), 302);
  });

  /** The token endpoint (RFC 6749 §4.1.3): the client's secret, a single-use code, its redirect URI and PKCE verifier. */
  scope.post('/oauth/dev/token', async (request: FastifyRequest, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const s = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : '');
    const refuse = (error: string, status = 400) => reply.code(status).header('Cache-Control', 'no-store').send({ error });
    const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '');
    const [clientId, clientSecret] = basic
      ? Buffer.from(basic[1]!, 'base64')
          .toString('utf8')
          .split(':')
          .map((part) => decodeURIComponent(part))
      : [s('client_id'), s('client_secret')];
    if (clientId !== DEV_CLIENT_ID || clientSecret !== DEV_CLIENT_SECRET) return refuse('invalid_client', 401);
    if (s('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
    const grant = await social
      .updateTable('oauth_dev_grants')
      .set({ consumed_at: sql`now()` })
      .where('code_hash', '=', hash(s('code')))
      .where('consumed_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['redirect_uri', 'code_challenge', 'profile'])
      .executeTakeFirst();
    if (!grant) return refuse('invalid_grant');
    if (grant.redirect_uri !== s('redirect_uri')) return refuse('invalid_grant');
    const expected = Buffer.from(grant.code_challenge);
    const actual = Buffer.from(codeChallenge(s('code_verifier')));
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return refuse('invalid_grant');
    const profile = grant.profile as DevGrant;
    const now = Math.floor(Date.now() / 1000);
    const idToken = signJwt({
      iss: issuerOf(request),
      sub: profile.subject,
      aud: DEV_CLIENT_ID,
      iat: now,
      exp: now + ID_TOKEN_TTL_SECONDS,
      ...(profile.nonce ? { nonce: profile.nonce } : {}),
      email: profile.email,
      // The tester typed it: the demo takes it as verified, which is what this provider is for.
      email_verified: true,
      ...(profile.name ? { name: profile.name } : {}),
    });
    return reply
      .header('Cache-Control', 'no-store')
      .send({ access_token: randomToken(), token_type: 'Bearer', expires_in: ID_TOKEN_TTL_SECONDS, id_token: idToken });
  });
}

/**
 * A fetch answered by this server in process (`inject`): the development provider's discovery,
 * JWKS and token requests reach the instance that serves them without a network round trip.
 */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) => {
    const url = new URL(String(input));
    const body = init.body === undefined || init.body === null ? undefined : String(init.body);
    const r = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: { ...(init.headers ?? {}), host: url.host },
      ...(body !== undefined ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(r.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response([204, 304].includes(r.statusCode) ? null : new Uint8Array(r.rawPayload), { status: r.statusCode, headers });
  }) as unknown as typeof fetch;
}

/** The client side: openid-client discovering this site's `/oauth/dev` issuer. */
export function devProvider(fetchImpl: typeof fetch): OAuthProvider {
  return openidProvider({
    service: DEV_SERVICE,
    name: 'Dev ID',
    clientId: DEV_CLIENT_ID,
    clientSecret: DEV_CLIENT_SECRET,
    scope: 'openid email profile',
    subjectField: 'sub',
    emailField: 'email',
    nameField: 'name',
    issuer: (redirectUri) => new URL('/oauth/dev', redirectUri).href,
    allowHttp: true,
    fetch: fetchImpl,
  });
}
