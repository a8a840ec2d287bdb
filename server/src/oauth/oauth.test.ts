import type { LightMyRequestResponse } from 'fastify';
import { apiClient, createTestServer, type TestServer } from '../testing/server';
import { loadOAuthConfig, parseProviders } from './config';
import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { DEV_CLIENT_SECRET } from './dev-provider';
import { codeChallenge, nonceOf, oauth2Provider, ProviderError, profileFromUserinfo } from './providers';
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
      {
        service: 'google',
        name: 'Google',
        clientId: 'id',
        clientSecret: 'secret',
        authorizeUrl: 'https://a.example/auth',
        tokenUrl: 'https://a.example/token',
        userinfoUrl: 'https://a.example/me',
      },
    ]);
    const production = loadOAuthConfig({ OAUTH_PROVIDERS: google }, true);
    expect(production.devProvider).toBe(false);
    expect(production.providers[0]).toMatchObject({ service: 'google', scope: 'openid email profile', subjectField: 'sub' });
    expect(loadOAuthConfig({ OAUTH_DEV_PROVIDER: '0' }, false).devProvider).toBe(false);
    expect(() => parseProviders('[{"service":"dev","clientId":"a","clientSecret":"b"}]', { production: true })).toThrow(/service name/);
    expect(() => parseProviders(google.replace('https://a.example/token', 'http://a.example/token'), { production: true })).toThrow(/https/);
    expect(() => parseProviders('{', { production: true })).toThrow(/JSON/);
    // An OpenID provider by its issuer: no endpoints to give, https only in production.
    const openid = '[{"service":"google","clientId":"id","clientSecret":"secret","issuer":"https://accounts.google.com"}]';
    expect(parseProviders(openid, { production: true })[0]).toMatchObject({
      service: 'google',
      issuer: 'https://accounts.google.com',
      scope: 'openid email profile',
    });
    expect(() => parseProviders(openid.replace('https:', 'http:'), { production: true })).toThrow(/issuer must use https/);
    expect(production.providers[0]!.issuer).toBeNull();
  });
});

describe('social sign-in with the development provider', () => {
  it('registers a new player: session cookie, back to redirect_url with social_auth=register, registration to complete', async () => {
    const flow = await signIn({ typeAuth: 'registration' });
    expect(flow.page.body).toContain('<form method="post" action="/oauth/dev/authorize">');
    expect(flow.page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(flow.consentUrl.searchParams.get('code_challenge_method')).toBe('S256');
    expect(flow.consentUrl.searchParams.get('nonce')).toBe(nonceOf(flow.state));
    // The answer names its issuer (RFC 9207), which the client checks.
    expect(flow.callback.searchParams.get('iss')).toBe('http://localhost/oauth/dev');
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
    expect(r.headers).toMatchObject({
      'ratelimit-limit': '30',
      'ratelimit-remaining': '0',
      'ratelimit-reset': String(retryAfter),
      'ratelimit-policy': '30;w=600',
    });
  });

  it('returns only to paths of this site; unknown services are reported there', async () => {
    const evil = await s.app.inject({ url: '/oauth/init?service=nope&redirect_url=https%3A%2F%2Fevil.example%2F&type_auth=login', headers: ip() });
    expect(String(evil.headers.location)).toBe('/?social_auth=error&social_error=unknown_service');
    const flow = await signIn({ redirect: '//evil.example/steal' });
    expect(String(flow.done.headers.location)).toBe('/?social_auth=register');
  });

  it('the consent page refuses a redirect URI other than the site callback', async () => {
    const r = await s.app.inject({
      url: `/oauth/dev/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'casino-dev', redirect_uri: 'https://evil.example/cb', state: 'x'.repeat(43), code_challenge: 'y'.repeat(43), code_challenge_method: 'S256', nonce: 'z'.repeat(43) })}`,
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('development provider: an OpenID provider of its own', () => {
  const callbackUri = 'http://localhost/oauth/callback/dev';
  async function grant(verifier: string, nonce = 'n'.repeat(43)): Promise<string> {
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
        nonce,
        email: 'pkce@dev.example',
        decision: 'allow',
      }).toString(),
    });
    expect(location(r).searchParams.get('iss')).toBe('http://localhost/oauth/dev');
    return location(r).searchParams.get('code')!;
  }
  const token = (fields: Record<string, string>) =>
    s.app.inject({
      method: 'POST',
      url: '/oauth/dev/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'casino-dev',
        client_secret: DEV_CLIENT_SECRET,
        redirect_uri: callbackUri,
        ...fields,
      }).toString(),
    });

  it('serves discovery and its keys', async () => {
    const meta = (await s.app.inject({ url: '/oauth/dev/.well-known/openid-configuration' })).json();
    expect(meta).toMatchObject({
      issuer: 'http://localhost/oauth/dev',
      token_endpoint: 'http://localhost/oauth/dev/token',
      jwks_uri: 'http://localhost/oauth/dev/jwks',
      code_challenge_methods_supported: ['S256'],
    });
    const keys = (await s.app.inject({ url: '/oauth/dev/jwks' })).json().keys;
    expect(keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })]);
    expect(keys[0].d).toBeUndefined();
  });

  it('checks the client, the PKCE verifier and the redirect URI, is single use, and signs an id_token with the nonce', async () => {
    const verifier = 'v'.repeat(43);
    expect((await token({ code: await grant(verifier), code_verifier: verifier, client_secret: 'wrong' })).statusCode).toBe(401);
    expect((await token({ code: await grant(verifier), code_verifier: 'w'.repeat(43) })).json()).toEqual({ error: 'invalid_grant' });
    expect((await token({ code: await grant(verifier), code_verifier: verifier, redirect_uri: 'http://localhost/oauth/callback/other' })).statusCode).toBe(400);
    const code = await grant(verifier, 'N'.repeat(43));
    const ok = await token({ code, code_verifier: verifier });
    expect(ok.statusCode).toBe(200);
    const [header, payload, signature] = (ok.json().id_token as string).split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({
      iss: 'http://localhost/oauth/dev',
      aud: 'casino-dev',
      sub: 'pkce@dev.example',
      email: 'pkce@dev.example',
      email_verified: true,
      nonce: 'N'.repeat(43),
    });
    const jwk = (await s.app.inject({ url: '/oauth/dev/jwks' })).json().keys[0];
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect((await token({ code, code_verifier: verifier })).statusCode).toBe(400);
  });
});

const STATE = 'S'.repeat(43);

/** A small OpenID provider answering through a fake fetch: discovery, JWKS, token, userinfo. */
function fakeOpenIdProvider(options: { claims?: () => Record<string, unknown>; signWith?: KeyObject; userinfo?: Record<string, unknown> } = {}) {
  const issuer = 'https://id.acme.example';
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const calls: { url: string; body: string }[] = [];
  let nonce = '';
  const jwt = (claims: Record<string, unknown>) => {
    const input = `${Buffer.from(JSON.stringify({ alg: 'ES256', kid: 'k1' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    return `${input}.${sign('sha256', Buffer.from(input), { key: options.signWith ?? privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
  };
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const fetchImpl = (async (url: string, init: { body?: unknown } = {}) => {
    calls.push({ url: String(url), body: String(init.body ?? '') });
    const path = new URL(url).pathname;
    if (path === '/.well-known/openid-configuration') {
      return answer({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        ...(options.userinfo ? { userinfo_endpoint: `${issuer}/userinfo` } : {}),
        response_types_supported: ['code'],
        id_token_signing_alg_values_supported: ['ES256'],
      });
    }
    if (path === '/jwks') return answer({ keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'ES256', use: 'sig' }] });
    if (path === '/userinfo') return answer(options.userinfo);
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      iss: issuer,
      aud: 'client',
      sub: '42',
      iat: now,
      exp: now + 60,
      nonce,
      email: 'A@Acme.example',
      email_verified: true,
      name: 'Ann',
      ...options.claims?.(),
    };
    return answer({ access_token: 'tok', token_type: 'Bearer', id_token: jwt(claims) });
  }) as unknown as typeof fetch;
  const cfg = {
    service: 'acme',
    name: 'Acme',
    clientId: 'client',
    clientSecret: 'secret',
    issuer,
    authorizeUrl: '',
    tokenUrl: '',
    userinfoUrl: '',
    scope: 'openid email',
    subjectField: 'sub',
    emailField: 'email',
    nameField: 'name',
  };
  const provider = oauth2Provider(cfg, fetchImpl);
  /** The browser's round trip: the consent URL, then the provider's answer at the callback. */
  async function run(
    callback: (consent: URL) => Record<string, string> = (consent) => ({ code: 'c', state: consent.searchParams.get('state')!, iss: issuer }),
  ) {
    const consent = new URL(
      await provider.authorizeUrl({ state: STATE, codeVerifier: 'verifier'.repeat(6), redirectUri: 'https://site.example/oauth/callback/acme', locale: 'uz' }),
    );
    nonce = consent.searchParams.get('nonce')!;
    const callbackUrl = new URL(`https://site.example/oauth/callback/acme?${new URLSearchParams(callback(consent))}`);
    return { consent, profile: () => provider.exchange({ callbackUrl, state: STATE, codeVerifier: 'verifier'.repeat(6) }) };
  }
  return { run, calls };
}

describe('OpenID provider through discovery (openid-client)', () => {
  it('discovers, asks with PKCE, state and nonce, checks the id_token and reads the profile from it', async () => {
    const op = fakeOpenIdProvider();
    const { consent, profile } = await op.run();
    expect(consent.origin + consent.pathname).toBe('https://id.acme.example/authorize');
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client',
      code_challenge_method: 'S256',
      state: STATE,
      nonce: nonceOf(STATE),
      scope: 'openid email',
    });
    expect(await profile()).toEqual({ subject: '42', email: 'a@acme.example', name: 'Ann' });
    const tokenCall = op.calls.find((c) => c.url.endsWith('/token'))!;
    expect(Object.fromEntries(new URLSearchParams(tokenCall.body))).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c',
      code_verifier: 'verifier'.repeat(6),
      client_secret: 'secret',
    });
  });

  it('refuses an id_token of another flow, issuer, audience or key, and an answer naming another issuer', async () => {
    await expect((await fakeOpenIdProvider({ claims: () => ({ nonce: nonceOf('another state') }) }).run()).profile()).rejects.toThrow(ProviderError);
    await expect((await fakeOpenIdProvider({ claims: () => ({ iss: 'https://evil.example' }) }).run()).profile()).rejects.toThrow(ProviderError);
    await expect((await fakeOpenIdProvider({ claims: () => ({ aud: 'someone-else' }) }).run()).profile()).rejects.toThrow(ProviderError);
    const stranger = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    await expect((await fakeOpenIdProvider({ signWith: stranger }).run()).profile()).rejects.toThrow(ProviderError);
    const mixUp = await fakeOpenIdProvider().run((consent) => ({ code: 'c', state: consent.searchParams.get('state')!, iss: 'https://evil.example' }));
    await expect(mixUp.profile()).rejects.toThrow(ProviderError);
  });

  it('trusts an e-mail only when the provider says it verified it; userinfo must be of the same subject', async () => {
    expect(await (await fakeOpenIdProvider({ claims: () => ({ email_verified: undefined }) }).run()).profile()).toMatchObject({ subject: '42', email: null });
    expect(await (await fakeOpenIdProvider({ userinfo: { sub: '42', email: 'b@acme.example', email_verified: true } }).run()).profile()).toMatchObject({
      email: 'b@acme.example',
    });
    await expect((await fakeOpenIdProvider({ userinfo: { sub: '43', email: 'b@acme.example', email_verified: true } }).run()).profile()).rejects.toThrow(
      ProviderError,
    );
  });
});

describe('plain OAuth 2 provider (endpoints given, no discovery)', () => {
  const cfg = {
    service: 'acme',
    name: 'Acme',
    clientId: 'client',
    clientSecret: 'secret',
    issuer: null,
    authorizeUrl: 'https://id.acme.example/authorize',
    tokenUrl: 'https://id.acme.example/token',
    userinfoUrl: 'https://id.acme.example/userinfo',
    scope: 'email',
    subjectField: 'sub',
    emailField: 'email',
    nameField: 'name',
  };

  it('builds the authorisation URL with PKCE and exchanges the code at the token and userinfo endpoints', async () => {
    const calls: { url: string; init: { body?: unknown; headers?: Record<string, string> } }[] = [];
    const fakeFetch = (async (url: string, init: { body?: unknown; headers?: Record<string, string> } = {}) => {
      calls.push({ url, init });
      const body = url.endsWith('/token')
        ? { access_token: 'tok', token_type: 'Bearer' }
        : { sub: 42, email: 'A@Acme.example', email_verified: true, name: 'Ann' };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const provider = oauth2Provider(cfg, fakeFetch);
    const url = new URL(
      await provider.authorizeUrl({ state: STATE, codeVerifier: 'verifier'.repeat(6), redirectUri: 'https://site.example/oauth/callback/acme', locale: 'uz' }),
    );
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'client',
      code_challenge_method: 'S256',
      state: STATE,
      scope: 'email',
    });

    const callbackUrl = new URL(`https://site.example/oauth/callback/acme?code=c&state=${STATE}`);
    const profile = await provider.exchange({ callbackUrl, state: STATE, codeVerifier: 'verifier'.repeat(6) });
    expect(profile).toEqual({ subject: '42', email: 'a@acme.example', name: 'Ann' });
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]!.init.body)))).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c',
      code_verifier: 'verifier'.repeat(6),
      client_secret: 'secret',
    });
    expect(new Headers(calls[1]!.init.headers).get('authorization')).toBe('Bearer tok');
  });

  it('refuses failed answers and ignores unverified e-mail', async () => {
    const failing = (async () => new Response('nope', { status: 400 })) as unknown as typeof fetch;
    const callbackUrl = new URL(`https://site.example/oauth/callback/acme?code=c&state=${STATE}`);
    await expect(oauth2Provider(cfg, failing).exchange({ callbackUrl, state: STATE, codeVerifier: 'v'.repeat(43) })).rejects.toThrow(ProviderError);
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
