/**
 * Which OAuth 2 providers players may sign in with. Real providers come from `OAUTH_PROVIDERS`
 * (a JSON list, see `OAuthProviderConfig`); the built-in development provider is on outside
 * production unless `OAUTH_DEV_PROVIDER=0` (and may be forced on with `OAUTH_DEV_PROVIDER=1`).
 */
import { readSettings } from '../settings';

export interface OAuthProviderConfig {
  /** The `service` query value and the callback path segment: `google` → `/oauth/callback/google`. */
  service: string;
  /** Shown on the sign-in button. */
  name: string;
  clientId: string;
  clientSecret: string;
  /**
   * An OpenID provider's issuer (`https://accounts.google.com`): its endpoints and keys come from
   * discovery, and its `id_token` is checked. Null: a plain OAuth 2 provider by the three URLs below.
   */
  issuer: string | null;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  scope: string;
  /** Fields of the userinfo answer (OpenID Connect names by default). */
  subjectField: string;
  emailField: string;
  nameField: string;
}

export interface OAuthConfig {
  providers: OAuthProviderConfig[];
  devProvider: boolean;
  /** `https://casino.example`: the origin providers redirect back to; the request's own origin when unset. */
  publicOrigin: string | null;
}

const SERVICE = /^[a-z0-9_-]{1,32}$/;
/** Names the server itself uses under /oauth/. */
const RESERVED = new Set(['dev', 'init', 'callback', 'providers']);

function httpsUrl(value: unknown, field: string, service: string, allowHttp: boolean): string {
  if (typeof value !== 'string') throw new Error(`OAUTH_PROVIDERS: ${service}.${field} is required`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`OAUTH_PROVIDERS: ${service}.${field} is not a URL`);
  }
  if (url.protocol !== 'https:' && !(allowHttp && url.protocol === 'http:')) {
    throw new Error(`OAUTH_PROVIDERS: ${service}.${field} must use https`);
  }
  return url.href;
}

function str(value: unknown, fallback?: string): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** Parses `OAUTH_PROVIDERS`; a malformed list stops the server at start rather than failing sign-ins later. */
export function parseProviders(raw: string | undefined, { production }: { production: boolean }): OAuthProviderConfig[] {
  if (!raw || raw.trim() === '') return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new Error('OAUTH_PROVIDERS is not valid JSON');
  }
  if (!Array.isArray(list)) throw new Error('OAUTH_PROVIDERS must be a JSON list');
  const seen = new Set<string>();
  return list.map((item: Record<string, unknown>) => {
    const service = str(item?.service);
    if (!service || !SERVICE.test(service) || RESERVED.has(service)) throw new Error(`OAUTH_PROVIDERS: bad service name ${String(service)}`);
    if (seen.has(service)) throw new Error(`OAUTH_PROVIDERS: ${service} is listed twice`);
    seen.add(service);
    const clientId = str(item.clientId);
    const clientSecret = str(item.clientSecret);
    if (!clientId || !clientSecret) throw new Error(`OAUTH_PROVIDERS: ${service} needs clientId and clientSecret`);
    const issuer = item.issuer === undefined ? null : httpsUrl(item.issuer, 'issuer', service, !production).replace(/\/$/, '');
    if (issuer) {
      // The endpoints come from discovery.
      return {
        service,
        name: str(item.name, service)!,
        clientId,
        clientSecret,
        issuer,
        authorizeUrl: '',
        tokenUrl: '',
        userinfoUrl: '',
        scope: str(item.scope, 'openid email profile')!,
        subjectField: 'sub',
        emailField: 'email',
        nameField: 'name',
      };
    }
    return {
      issuer,
      service,
      name: str(item.name, service)!,
      clientId,
      clientSecret,
      authorizeUrl: httpsUrl(item.authorizeUrl, 'authorizeUrl', service, !production),
      tokenUrl: httpsUrl(item.tokenUrl, 'tokenUrl', service, !production),
      userinfoUrl: httpsUrl(item.userinfoUrl, 'userinfoUrl', service, !production),
      scope: str(item.scope, 'openid email profile')!,
      subjectField: str(item.subjectField, 'sub')!,
      emailField: str(item.emailField, 'email')!,
      nameField: str(item.nameField, 'name')!,
    };
  });
}

/** Read through the settings schema (src/settings): a bad value refuses the start by name. */
export function loadOAuthConfig(env: NodeJS.ProcessEnv, production: boolean): OAuthConfig {
  const s = readSettings(env);
  return {
    providers: parseProviders(s.OAUTH_PROVIDERS, { production }),
    devProvider: s.OAUTH_DEV_PROVIDER ?? !production,
    publicOrigin: s.PUBLIC_ORIGIN ?? null,
  };
}
