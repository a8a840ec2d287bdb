import { createHash, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DB } from '../db/schema';
import { json } from '../db/sql';
import { codeChallenge, ProviderError, randomToken, type OAuthProvider } from './providers';
import { withSocialTables } from './tables';

/**
 * The built-in development provider: a tiny consent page at `/oauth/dev/authorize` where a
 * tester types any e-mail and name, then the same authorisation code + PKCE exchange a real
 * provider does. The e-mail is the identity: the same address signs in to the same account.
 * Off in production (see OAuthConfig.devProvider).
 */
export const DEV_SERVICE = 'dev';
export const DEV_CLIENT_ID = 'casino-dev';
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

interface AuthorizeRequest {
  redirect_uri: string;
  state: string;
  code_challenge: string;
  ui_locales: 'uz' | 'ru';
}

/** Checks the parameters of an authorisation request; the redirect URI must be this site's dev callback. */
export function parseAuthorizeRequest(query: Record<string, unknown>, callbackUri: string): AuthorizeRequest | null {
  const s = (k: string) => (typeof query[k] === 'string' ? (query[k] as string) : '');
  if (s('response_type') !== 'code' || s('client_id') !== DEV_CLIENT_ID) return null;
  if (s('redirect_uri') !== callbackUri) return null;
  if (!/^[\w-]{20,128}$/.test(s('state'))) return null;
  if (s('code_challenge_method') !== 'S256' || !/^[\w-]{43,128}$/.test(s('code_challenge'))) return null;
  return { redirect_uri: s('redirect_uri'), state: s('state'), code_challenge: s('code_challenge'), ui_locales: s('ui_locales') === 'ru' ? 'ru' : 'uz' };
}

function consentPage(request: AuthorizeRequest, values: { email: string; name: string; error?: string }): string {
  const t = TEXTS[request.ui_locales];
  const hidden = (['redirect_uri', 'state', 'code_challenge', 'ui_locales'] as const)
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

/** The consent page (GET shows it, POST decides); `callbackUri` is this site's `/oauth/callback/dev`. */
export function registerDevConsent(scope: FastifyInstance, db: Kysely<DB>, callbackUri: (request: { protocol: string; host: string }) => string): void {
  const social = withSocialTables(db);

  scope.get('/oauth/dev/authorize', async (request, reply) => {
    const parsed = parseAuthorizeRequest(request.query as Record<string, unknown>, callbackUri(request));
    if (!parsed) return sendPage(reply, `<!doctype html><title>400</title><p>${TEXTS.uz.invalid} / ${TEXTS.ru.invalid}</p>`, 400);
    const suggestion = `player-${randomToken().slice(0, 8).toLowerCase().replace(/[^a-z0-9]/g, 'x')}@dev.example`;
    return sendPage(reply, consentPage(parsed, { email: suggestion, name: 'Dev Player' }));
  });

  scope.post('/oauth/dev/authorize', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = parseAuthorizeRequest(body, callbackUri(request));
    if (!parsed) return sendPage(reply, `<!doctype html><title>400</title><p>${TEXTS.uz.invalid} / ${TEXTS.ru.invalid}</p>`, 400);
    reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
    if (body.decision !== 'allow') return reply.redirect(redirectWith(parsed.redirect_uri, { error: 'access_denied', state: parsed.state }), 302);
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
        profile: json({ subject: email, email, name: name || null }),
        expires_at: sql<Date>`now() + make_interval(secs => ${GRANT_TTL_SECONDS})`,
      })
      .execute();
    return reply.redirect(redirectWith(parsed.redirect_uri, { code, state: parsed.state }), 302);
  });
}

/** The provider side the flow routes use: its consent page and a single-use, PKCE-checked code exchange. */
export function devProvider(db: Kysely<DB>): OAuthProvider {
  const social = withSocialTables(db);
  return {
    service: DEV_SERVICE,
    name: 'Dev ID',
    authorizeUrl({ state, codeChallenge: challenge, redirectUri, locale }) {
      const url = new URL('/oauth/dev/authorize', redirectUri);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: DEV_CLIENT_ID,
        redirect_uri: redirectUri,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        ui_locales: locale,
      }).toString();
      return url.href;
    },
    async exchange({ code, codeVerifier, redirectUri }) {
      const grant = await social
        .updateTable('oauth_dev_grants')
        .set({ consumed_at: sql`now()` })
        .where('code_hash', '=', hash(code))
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .returning(['redirect_uri', 'code_challenge', 'profile'])
        .executeTakeFirst();
      if (!grant) throw new ProviderError('unknown, used or expired code');
      if (grant.redirect_uri !== redirectUri) throw new ProviderError('redirect_uri differs from the authorisation request');
      const expected = Buffer.from(grant.code_challenge);
      const actual = Buffer.from(codeChallenge(codeVerifier));
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw new ProviderError('PKCE verifier does not match');
      return grant.profile;
    },
  };
}
