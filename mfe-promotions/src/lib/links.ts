import { resolveNavigation } from '@casino/shared';

/**
 * Where a link from the content (banner, popup, offer) may go: an in-site path for the router,
 * an external address only when the content marks it external; null for anything refused
 * (javascript:, other sites without the flag, malformed addresses).
 */
export function linkTarget(
  link: unknown,
  // On the server a same-site absolute address is taken for an outside one (the browser knows better).
  {
    external = false,
    origin = typeof window === 'undefined' ? 'https://server-render.invalid' : window.location.origin,
  }: { external?: boolean; origin?: string } = {},
): { kind: 'internal'; path: string } | { kind: 'external'; url: string } | null {
  if (typeof link !== 'string' || link.trim() === '') return null;
  try {
    return resolveNavigation(link.trim(), { external, origin });
  } catch {
    return null;
  }
}
