import type { FastifyRequest } from 'fastify';

/** host[:port] in lower case, without the default ports of http and https. */
const normalise = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return normalise(new URL(url).host);
  } catch {
    return null;
  }
}

/**
 * State-changing calls must come from the site itself: the Origin (or, when a browser omits it,
 * the Referer) must name the host the request was sent to. SameSite=Lax cookies already keep
 * cross-site POSTs anonymous; this also refuses same-site attacks from other subdomains.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const host = normalise(request.host || request.headers.host || '');
  if (!host) return false;
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return hostOf(origin) === host;
  return hostOf(request.headers.referer) === host;
}
