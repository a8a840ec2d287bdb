/**
 * The client side of social sign-in, through openid-client (OpenID Connect and OAuth 2): OpenID
 * discovery, the authorisation code grant with PKCE (S256), `state`, `nonce` and the `iss`
 * parameter of the answer checked, and the `id_token` checked (signature against the provider's
 * JWKS, `iss`, `aud`, expiry, `nonce`) before any profile is read.
 */
import { createHash, randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { OAuthProviderConfig } from './config';
import type { ExternalProfile } from './tables';

/** One sign-in provider, as the flow routes use it. */
export interface OAuthProvider {
  service: string;
  name: string;
  /** The provider's consent page for this flow (authorisation code grant with PKCE, S256, and a nonce of the state). */
  authorizeUrl(flow: { state: string; codeVerifier: string; redirectUri: string; locale: 'uz' | 'ru' }): Promise<string>;
  /** Checks the provider's answer at `callbackUrl` (this site's callback with its query) and trades its code for the person's profile; throws ProviderError when refused. */
  exchange(grant: { callbackUrl: URL; state: string; codeVerifier: string }): Promise<ExternalProfile>;
}

export class ProviderError extends Error {}

export const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const randomToken = () => base64url(randomBytes(32));
/** PKCE S256 (RFC 7636): base64url(sha256(verifier)). */
export const codeChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());
/**
 * The OpenID `nonce` of a flow, derived from its state (random, single use, bound to the browser
 * by a cookie): an `id_token` is accepted only for the flow that asked for it.
 */
export const nonceOf = (state: string) => base64url(createHash('sha256').update(`nonce:${state}`).digest());

const TIMEOUT_SECONDS = 10;

/** The person's profile from a userinfo answer or `id_token` claims, by the configured field names. */
export function profileFromUserinfo(
  info: Record<string, unknown>,
  cfg: Pick<OAuthProviderConfig, 'subjectField' | 'emailField' | 'nameField'>,
): ExternalProfile {
  const rawSubject = info[cfg.subjectField];
  const subject = typeof rawSubject === 'string' || typeof rawSubject === 'number' ? String(rawSubject).trim() : '';
  if (!subject || subject.length > 255) throw new ProviderError('userinfo has no subject');
  const email = info[cfg.emailField];
  // Only an address the provider says it has verified is trusted as a login: one it has not, or
  // says nothing about, could be anyone's (an account there with someone else's address).
  const usableEmail = typeof email === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && (info.email_verified === true || info.email_verified === 'true');
  const name = info[cfg.nameField];
  return {
    subject,
    email: usableEmail ? email.toLowerCase() : null,
    name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : null,
  };
}

/** What the client needs of a provider besides its endpoints. */
export type ProviderClient = Pick<
  OAuthProviderConfig,
  'service' | 'name' | 'clientId' | 'clientSecret' | 'scope' | 'subjectField' | 'emailField' | 'nameField'
> & {
  /**
   * The issuer to discover (`<issuer>/.well-known/openid-configuration`), by the flow's redirect
   * URI (the development provider's is this site's); null: the endpoints are given instead.
   */
  issuer: (redirectUri: string) => string | null;
  /** Endpoints of a plain OAuth 2 provider, without discovery. */
  endpoints?: Pick<OAuthProviderConfig, 'authorizeUrl' | 'tokenUrl' | 'userinfoUrl'> | undefined;
  /** Plain http allowed (outside production only). */
  allowHttp: boolean;
  fetch?: typeof fetch | undefined;
};

/** A provider through openid-client; discovery is made on first use, then kept (a failed one is tried again next time). */
export function openidProvider(cfg: ProviderClient): OAuthProvider {
  const configurations = new Map<string, Promise<client.Configuration>>();
  const clientAuth = client.ClientSecretPost(cfg.clientSecret);
  const customize = (config: client.Configuration) => {
    config.timeout = TIMEOUT_SECONDS;
    if (cfg.fetch) config[client.customFetch] = cfg.fetch as client.CustomFetch;
    if (cfg.allowHttp) client.allowInsecureRequests(config);
  };

  function configurationFor(redirectUri: string): Promise<{ config: client.Configuration; oidc: boolean }> {
    const issuer = cfg.issuer(redirectUri);
    const key = issuer ?? '';
    let pending = configurations.get(key);
    if (!pending) {
      if (issuer) {
        pending = client.discovery(new URL(issuer), cfg.clientId, undefined, clientAuth, {
          timeout: TIMEOUT_SECONDS,
          ...(cfg.fetch ? { [client.customFetch]: cfg.fetch as client.CustomFetch } : {}),
          execute: cfg.allowHttp ? [client.allowInsecureRequests] : [],
        });
      } else {
        const e = cfg.endpoints!;
        const metadata: client.ServerMetadata = {
          issuer: new URL(e.authorizeUrl).origin,
          authorization_endpoint: e.authorizeUrl,
          token_endpoint: e.tokenUrl,
          userinfo_endpoint: e.userinfoUrl,
        };
        pending = Promise.resolve(new client.Configuration(metadata, cfg.clientId, undefined, clientAuth));
      }
      pending = pending.then((config) => {
        customize(config);
        // Signatures of id_tokens from the token endpoint are checked too, against the provider's JWKS.
        if (issuer && config.serverMetadata().jwks_uri) client.enableNonRepudiationChecks(config);
        return config;
      });
      pending.catch(() => configurations.delete(key));
      configurations.set(key, pending);
    }
    return pending.then((config) => ({ config, oidc: issuer !== null }));
  }

  return {
    service: cfg.service,
    name: cfg.name,
    async authorizeUrl({ state, codeVerifier, redirectUri, locale }) {
      const { config, oidc } = await configurationFor(redirectUri).catch((error: unknown) => {
        throw new ProviderError(`discovery failed: ${(error as Error).message}`);
      });
      return client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: cfg.scope,
        state,
        code_challenge: codeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: locale,
        ...(oidc ? { nonce: nonceOf(state) } : {}),
      }).href;
    },
    async exchange({ callbackUrl, state, codeVerifier }) {
      const redirectUri = `${callbackUrl.origin}${callbackUrl.pathname}`;
      try {
        const { config, oidc } = await configurationFor(redirectUri);
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          ...(oidc ? { expectedNonce: nonceOf(state), idTokenExpected: true } : {}),
        });
        const claims = tokens.claims();
        if (!config.serverMetadata().userinfo_endpoint) {
          if (!claims) throw new ProviderError('no id_token and no userinfo endpoint');
          return profileFromUserinfo(claims as Record<string, unknown>, cfg);
        }
        if (oidc) {
          // OpenID userinfo: of the id_token's subject.
          const info = await client.fetchUserInfo(config, tokens.access_token, claims?.sub ?? client.skipSubjectCheck);
          return profileFromUserinfo(info as Record<string, unknown>, cfg);
        }
        // A plain OAuth 2 profile endpoint (its own field names, a numeric id perhaps): read as JSON.
        const answer = await client.fetchProtectedResource(config, tokens.access_token, new URL(config.serverMetadata().userinfo_endpoint!), 'GET');
        if (!answer.ok) throw new ProviderError(`userinfo endpoint answered HTTP ${answer.status}`);
        const info = (await answer.json().catch(() => null)) as unknown;
        if (!info || typeof info !== 'object' || Array.isArray(info)) throw new ProviderError('userinfo endpoint answered no JSON object');
        return profileFromUserinfo(info as Record<string, unknown>, cfg);
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw new ProviderError(`${(error as Error).name}: ${(error as Error).message}`, { cause: error });
      }
    },
  };
}

/** A provider of `OAUTH_PROVIDERS`: discovered from its `issuer`, or a plain OAuth 2 one by its endpoints. */
export function oauth2Provider(cfg: OAuthProviderConfig, fetchImpl?: typeof fetch, allowHttp = false): OAuthProvider {
  return openidProvider({
    ...cfg,
    issuer: () => cfg.issuer,
    endpoints: cfg.issuer ? undefined : cfg,
    allowHttp,
    fetch: fetchImpl,
  });
}
