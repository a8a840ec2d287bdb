import type { LightMyRequestResponse } from 'fastify';
import { apiClient, createTestServer, type TestServer } from '../testing/server';
import { loadOAuthConfig, parseProviders } from './config';
import { devProvider } from './dev-provider';
import { codeChallenge, oauth2Provider, ProviderError, profileFromUserinfo } from './providers';
import { withQuery } from './routes';

let s: TestServer;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  s = await createTestServer();
  api = apiClient(s.app);
}, 60_000);
afterAll(() => s.close());

const cookiesOf = (r: LightMyRequestResponse): Record<string, string> => {
  const header = r.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  return Object.fromEntries(all.map((c) => c.split(';')[0]!.split('=') as [string, string]));
};
const location = (r: LightMyRequestResponse) => new URL(String(r.headers.location), 'http://localhost');

let seq = 0;
const ip = () => ({ 'x-forwarded-for': `10.7.${Math.floor(++seq / 250)}.${seq % 250}` });

/** Runs the browser's part of the flow up to the callback answer. */
async function signIn({
  email = `social${++seq}@dev.example`,
  redirect = 'http://localhost/ru/gamehall?x=1',
  typeAuth = 'login',
  decision = 'allow',
  sid,
}: { email?: string; redirect?: string; typeAuth?: string; decision?: string; sid?: string } = {}) {
  const init = await s.app.inject({
    url: `/oauth/init?${new URLSearchParams({ service: 'dev', redirect_url: redirect, type_auth: typeAuth })}`,
    headers: ip(),
  });
  expect(init.statusCode).toBe(302);
  const state = cookiesOf(init).oauth_state!;
  const consentUrl = location(init);
  expect(consentUrl.pathname).toBe('/oauth/dev/authorize');
  const page = await s.app.inject({ url: consentUrl.pathname + consentUrl.search });
  expect(page.statusCode).toBe(200);
  const decided = await s.app.inject({
    method: 'POST',
    url: '/oauth/dev/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...Object.fromEntries(consentUrl.searchParams), email, name: 'Test Player', decision }).toString(),
  });
  expect(decided.statusCode).toBe(302);
  const callback = location(decided);
  const done = await s.app.inject({
    url: callback.pathname + callback.search,
    headers: { cookie: [`oauth_state=${state}`, sid ? `sid=${sid}` : ''].filter(Boolean).join('; ') },
  });
  return { init, state, consentUrl, page, decided, callback, done, target: location(done), sid: cookiesOf(done).sid, email };
}

describe('provider list', () => {
  it('offers the development provider outside production', async () => {
    const r = await s.app.inject({ url: '/oauth/providers' });
    expect(r.json()).toEqual({ items: [{ service: 'dev', name: 'Dev ID' }] });
  });

  it('is read from OAUTH_PROVIDERS; the development provider is off in production', () => {
    const google = JSON.stringify([
      { service: 'google', name: 'Google', clientId: 'id', clientSecret: 'secret', authorizeUrl: 'https://a.example/auth', tokenUrl: 'https://a.example/token', userinfoUrl: 'https://a.example/me' },
    ]);
    const production = loadOAuthConfig({ OAUTH_PROVIDERS: google }, true);
    expect(production.devProvider).toBe(false);
    expect(production.providers[0]).toMatchObject({ service: 'google', scope: 'openid email profile', subjectField: 'sub' });
    expect(loadOAuthConfig({ OAUTH_DEV_PROVIDER: '0' }, false).devProvider).toBe(false);
    expect(() => parseProviders('[{"service":"dev","clientId":"a","clientSecret":"b"}]', { production: true })).toThrow(/service name/);
    expect(() => parseProviders(google.replace('https://a.example/token', 'http://a.example/token'), { production: true })).toThrow(/https/);
    expect(() => parseProviders('{', { production: true })).toThrow(/JSON/);
  });
});

describe('social sign-in with the development provider', () => {
  it('registers a new player: session cookie, back to redirect_url with social_auth=register, registration to complete', async () => {
    const flow = await signIn({ typeAuth: 'registration' });
    expect(flow.page.body).toContain('<form method="post" action="/oauth/dev/authorize">');
    expect(flow.page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(flow.consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.consentUrl.searchParams.get('ui_locales')).toBe('ru');
    expect(flow.done.statusCode).toBe(302);
    expect(flow.target.pathname + flow.target.search).toBe('/ru/gamehall?x=1&social_auth=register');
    expect(flow.sid).toMatch(/^[\w-]{43}$/);

    const info = await api.get('account.getInfo', {}, `sid=${flow.sid}`);
    expect(info.body.data).toMatchObject({ login: flow.email, is_registration_completed: false });
    expect(info.body.data.uid).toBeGreaterThan(0);

    // The player finishes the registration: currency, subscription.
    const done = await api.post('auth.completeRegistration', { currency: 'UZS', is_subscribed: 1, mark_betting: 0, terms: 1 }, `sid=${flow.sid}`);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ is_registration_completed: true, is_subscribed: true, balance_main: { amount: 0, currency: 'UZS' } });
    // A second completion changes nothing.
    const again = await api.post('auth.completeRegistration', { currency: 'EUR' }, `sid=${flow.sid}`);
    expect(again.body.data.balance_main.currency).toBe('UZS');
  });

  it('signs the same identity in again to the same account, with a new session id', async () => {
    const first = await signIn();
    const uid = (await api.get('account.getInfo', {}, `sid=${first.sid}`)).body.data.uid;
    const second = await signIn({ email: first.email, sid: first.sid! });
    expect(second.target.searchParams.get('social_auth')).toBe('login');
    expect(second.sid).not.toBe(first.sid);
    expect((await api.get('account.getInfo', {}, `sid=${second.sid}`)).body.data.uid).toBe(uid);
    // The session the browser had before ended.
    expect((await api.get('account.getInfo', {}, `sid=${first.sid}`)).body.data.uid).toBe(0);
  });

  it('refuses an e-mail that belongs to a password account', async () => {
    const flow = await signIn({ email: 'demo@example.com' });
    expect(flow.target.searchParams.get('social_auth')).toBe('error');
    expect(flow.target.searchParams.get('social_error')).toBe('account_exists');
    expect(flow.sid).toBeUndefined();
  });

  it('reports a refused consent', async () => {
    const flow = await signIn({ decision: 'deny' });
    expect(flow.callback.searchParams.get('error')).toBe('access_denied');
    expect(flow.target.pathname).toBe('/ru/gamehall');
    expect(flow.target.searchParams.get('social_error')).toBe('denied');
  });

  it('binds the state to the browser and uses it once', async () => {
    const flow = await signIn();
    // Replaying the callback (same state, same cookie) is refused.
    const replay = await s.app.inject({ url: flow.callback.pathname + flow.callback.search, headers: { cookie: `oauth_state=${flow.state}` } });
    expect(location(replay).searchParams.get('social_error')).toBe('state');

    // Another browser (no state cookie) cannot finish someone's flow.
    const init = await s.app.inject({ url: '/oauth/init?service=dev&redirect_url=%2F&type_auth=login', headers: ip() });
    const consent = location(init);
    const decided = await s.app.inject({
      method: 'POST',
      url: '/oauth/dev/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(consent.searchParams), email: 'x1@dev.example', decision: 'allow' }).toString(),
    });
    const cb = location(decided);
    const foreign = await s.app.inject({ url: cb.pathname + cb.search, headers: { cookie: 'oauth_state=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
    expect(location(foreign).searchParams.get('social_error')).toBe('state');
    expect(cookiesOf(foreign).sid).toBeUndefined();
  });

  it('a start over the per-address limit returns with too_many and says when to come back', async () => {
    const headers = { 'x-forwarded-for': '10.9.9.9' };
    let r = await s.app.inject({ url: '/oauth/init?service=dev&redirect_url=%2F&type_auth=login', headers });
    for (let i = 0; i < 30; i++) r = await s.app.inject({ url: '/oauth/init?service=dev&redirect_url=%2F&type_auth=login', headers });
    expect(location(r).searchParams.get('social_error')).toBe('too_many');
    const retryAfter = Number(r.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(r.headers).toMatchObject({ 'ratelimit-limit': '30', 'ratelimit-remaining': '0', 'ratelimit-reset': String(retryAfter), 'ratelimit-policy': '30;w=600' });
  });

  it('returns only to paths of this site; unknown services are reported there', async () => {
    const evil = await s.app.inject({ url: '/oauth/init?service=nope&redirect_url=https%3A%2F%2Fevil.example%2F&type_auth=login', headers: ip() });
    expect(String(evil.headers.location)).toBe('/?social_auth=error&social_error=unknown_service');
    const flow = await signIn({ redirect: '//evil.example/steal' });
    expect(String(flow.done.headers.location)).toBe('/?social_auth=register');
  });

  it('the consent page refuses a redirect URI other than the site callback', async () => {
    const r = await s.app.inject({
      url: `/oauth/dev/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'casino-dev', redirect_uri: 'https://evil.example/cb', state: 'x'.repeat(43), code_challenge: 'y'.repeat(43), code_challenge_method: 'S256' })}`,
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('development provider code exchange', () => {
  const callbackUri = 'http://localhost:80/oauth/callback/dev';
  async function grant(verifier: string): Promise<string> {
    const r = await s.app.inject({
      method: 'POST',
      url: '/oauth/dev/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        response_type: 'code',
        client_id: 'casino-dev',
        redirect_uri: callbackUri,
        state: 's'.repeat(43),
        code_challenge: codeChallenge(verifier),
        code_challenge_method: 'S256',
        email: 'pkce@dev.example',
        decision: 'allow',
      }).toString(),
    });
    return location(r).searchParams.get('code')!;
  }

  it('checks the PKCE verifier and the redirect URI, and is single use', async () => {
    const provider = devProvider(s.database.db);
    const verifier = 'v'.repeat(43);
    await expect(provider.exchange({ code: await grant(verifier), codeVerifier: 'w'.repeat(43), redirectUri: callbackUri })).rejects.toThrow(ProviderError);
    await expect(provider.exchange({ code: await grant(verifier), codeVerifier: verifier, redirectUri: 'http://localhost:80/oauth/callback/other' })).rejects.toThrow(ProviderError);
    const code = await grant(verifier);
    await expect(provider.exchange({ code, codeVerifier: verifier, redirectUri: callbackUri })).resolves.toEqual({ subject: 'pkce@dev.example', email: 'pkce@dev.example', name: null });
    await expect(provider.exchange({ code, codeVerifier: verifier, redirectUri: callbackUri })).rejects.toThrow(ProviderError);
  });
});

describe('standard OAuth 2 provider', () => {
  const cfg = {
    service: 'acme',
    name: 'Acme',
    clientId: 'client',
    clientSecret: 'secret',
    authorizeUrl: 'https://id.acme.example/authorize',
    tokenUrl: 'https://id.acme.example/token',
    userinfoUrl: 'https://id.acme.example/userinfo',
    scope: 'openid email',
    subjectField: 'sub',
    emailField: 'email',
    nameField: 'name',
  };

  it('builds the authorisation URL with PKCE and exchanges the code at the token and userinfo endpoints', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init });
      const body = url.endsWith('/token') ? { access_token: 'tok', token_type: 'Bearer' } : { sub: 42, email: 'A@Acme.example', email_verified: true, name: 'Ann' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const provider = oauth2Provider(cfg, fakeFetch);
    const url = new URL(provider.authorizeUrl({ state: 's', codeChallenge: codeChallenge('verifier'), redirectUri: 'https://site.example/oauth/callback/acme', locale: 'uz' }));
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'client', code_challenge_method: 'S256', state: 's', scope: 'openid email' });

    const profile = await provider.exchange({ code: 'c', codeVerifier: 'verifier', redirectUri: 'https://site.example/oauth/callback/acme' });
    expect(profile).toEqual({ subject: '42', email: 'a@acme.example', name: 'Ann' });
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toMatchObject({ grant_type: 'authorization_code', code: 'c', code_verifier: 'verifier', client_secret: 'secret' });
    expect((calls[1]!.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('refuses failed answers and ignores unverified e-mail', async () => {
    const failing = (async () => new Response('nope', { status: 400 })) as unknown as typeof fetch;
    await expect(oauth2Provider(cfg, failing).exchange({ code: 'c', codeVerifier: 'v', redirectUri: 'r' })).rejects.toThrow(ProviderError);
    expect(profileFromUserinfo({ sub: 'x', email: 'a@b.example', email_verified: false }, cfg).email).toBeNull();
    // Saying nothing of it is not saying it was verified.
    expect(profileFromUserinfo({ sub: 'x', email: 'a@b.example' }, cfg).email).toBeNull();
    expect(profileFromUserinfo({ sub: 'x', email: 'a@b.example', email_verified: 'true' }, cfg).email).toBe('a@b.example');
    expect(() => profileFromUserinfo({ email: 'a@b.example' }, cfg)).toThrow(ProviderError);
  });
});

describe('withQuery', () => {
  it('adds the outcome before the hash and replaces an earlier one', () => {
    expect(withQuery('/game/x?a=1#real', { social_auth: 'login' })).toBe('/game/x?a=1&social_auth=login#real');
    expect(withQuery('/?social_auth=error&social_error=state', { social_auth: 'login' })).toBe('/?social_auth=login');
  });
});
