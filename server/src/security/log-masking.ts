/**
 * Request lines of the log (written at debug level) without the secrets that travel in URLs:
 * unsubscribe tokens, OAuth codes and states, the sign-in ticket of a second-factor step,
 * checkout tokens. Each such value reads `***`; the parameter's name stays, so a line still says
 * what was asked.
 */
import { LogController } from 'fastify';
import type { FastifyRequest } from 'fastify';

export const MASK = '***';

/** Query parameters whose value is a secret, by name (case-insensitive, as decoded). */
const SECRET_PARAMS = new Set(['code', 'state', 'code_challenge', 'sig', 'hash', 'otp', 'key', 'api_key', 'apikey', 'auth', 'session', 'sid', 'nonce', 'pass']);
/** …and any name ending so (`token`, `access_token`, `ticket`, `client_secret`, `code_verifier`, …). */
const SECRET_SUFFIX = /(token|ticket|secret|password|passwd|signature|verifier)$/;

/** Paths with a secret segment: the prefix kept, the segment masked. */
const SECRET_SEGMENTS: RegExp[] = [
  // A payment provider's checkout page: the token stands for the payment (src/providers/payments).
  /^(\/payments\/[^/?#]+\/checkout\/)[^/?#]+/,
];

const decoded = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

const secretParam = (rawName: string): boolean => {
  const name = decoded(rawName).trim().toLowerCase();
  return SECRET_PARAMS.has(name) || SECRET_SUFFIX.test(name);
};

/** The URL (path and query, as a request line has it) with the values of secret parameters and path segments masked. */
export function maskUrl(url: string): string {
  if (typeof url !== 'string') return url;
  const at = url.indexOf('?');
  let path = at < 0 ? url : url.slice(0, at);
  for (const segment of SECRET_SEGMENTS) path = path.replace(segment, `$1${MASK}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      const name = pair.slice(0, eq);
      return secretParam(name) ? `${name}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request serializer (method, url, host, address, port) with the URL masked. */
function maskedRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskUrl(request.url),
    version: [request.headers?.['accept-version']].flat()[0],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Serializers of the server's logger: a request logged as `req` shows its URL masked. */
export const maskedRequestSerializers = { req: maskedRequest };

/** Fastify's log lines of a request, with the URL of a route not found masked too. */
export class MaskingLogController extends LogController {
  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${maskUrl(request.raw.url ?? '')} not found`);
  }
}

/**
 * The logger options of the server (level, masked request lines) and its log controller. Fastify's
 * own request lines are off: observability/requests.ts writes one line per request instead.
 */
export function requestLogging(level: string) {
  return {
    logger: { level, serializers: maskedRequestSerializers },
    logController: new MaskingLogController({ disableRequestLogging: true }),
  };
}
