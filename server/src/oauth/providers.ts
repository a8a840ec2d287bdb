import { createHash, randomBytes } from 'node:crypto';
import type { OAuthProviderConfig } from './config';
import type { ExternalProfile } from './tables';

/** One sign-in provider, as the flow routes use it. */
export interface OAuthProvider {
  service: string;
  name: string;
  /** The provider's consent page for this flow (authorisation code grant with PKCE, S256). */
  authorizeUrl(flow: { state: string; codeChallenge: string; redirectUri: string; locale: 'uz' | 'ru' }): string;
  /** Trades the authorisation code for the person's profile; throws ProviderError when refused. */
  exchange(grant: { code: string; codeVerifier: string; redirectUri: string }): Promise<ExternalProfile>;
}

export class ProviderError extends Error {}

export const base64url = (bytes: Buffer) => bytes.toString('base64url');
export const randomToken = () => base64url(randomBytes(32));
/** PKCE S256 (RFC 7636): base64url(sha256(verifier)). */
export const codeChallenge = (verifier: string) => base64url(createHash('sha256').update(verifier).digest());

const TIMEOUT_MS = 10_000;

async function readJson(response: Response, what: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new ProviderError(`${what} answered HTTP ${response.status}`);
  const body = (await response.json().catch(() => null)) as unknown;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ProviderError(`${what} answered no JSON object`);
  return body as Record<string, unknown>;
}

/** The person's profile from a userinfo answer, by the configured field names. */
export function profileFromUserinfo(info: Record<string, unknown>, cfg: Pick<OAuthProviderConfig, 'subjectField' | 'emailField' | 'nameField'>): ExternalProfile {
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

/** A standard OAuth 2 provider: authorisation code + PKCE, client secret at the token endpoint, userinfo. */
export function oauth2Provider(cfg: OAuthProviderConfig, fetchImpl: typeof fetch = fetch): OAuthProvider {
  return {
    service: cfg.service,
    name: cfg.name,
    authorizeUrl({ state, codeChallenge: challenge, redirectUri, locale }) {
      const url = new URL(cfg.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', cfg.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', cfg.scope);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', challenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('ui_locales', locale);
      return url.href;
    },
    async exchange({ code, codeVerifier, redirectUri }) {
      const token = await readJson(
        await fetchImpl(cfg.tokenUrl, {
          method: 'POST',
          headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: cfg.clientId,
            client_secret: cfg.clientSecret,
            code_verifier: codeVerifier,
          }).toString(),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
        'token endpoint',
      );
      const accessToken = token.access_token;
      if (typeof accessToken !== 'string' || !accessToken) throw new ProviderError('token endpoint gave no access_token');
      const info = await readJson(
        await fetchImpl(cfg.userinfoUrl, {
          headers: { Accept: 'application/json', Authorization: `Bearer ${accessToken}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        }),
        'userinfo endpoint',
      );
      return profileFromUserinfo(info, cfg);
    },
  };
}
