import { LOCALES, stripLocale, type Locale, type RemoteApp, type RemoteName, type RouteObject } from '@casino/shared';
import { areaOwner } from './registry';
import type { RemoteLoader } from './loader';
import { RemoteRouteError } from './RemoteRouteError';

/** Id of each locale's root route, where remote routes are patched in. */
export const rootId = (locale: Locale) => `root-${locale}`;

/** Gives a remote's routes ids unique per locale and an error element that keeps the failure inside the area. */
export function mountRemoteRoutes(name: RemoteName, routes: RouteObject[], locale: Locale, prefix = ''): RouteObject[] {
  return routes.map((route, i) => {
    const id = `${locale}:${name}:${prefix}${i}`;
    const mounted = {
      ...route,
      id,
      ...(prefix === '' ? { errorElement: <RemoteRouteError name={name} /> } : {}),
    } as RouteObject;
    if (route.children) mounted.children = mountRemoteRoutes(name, route.children, locale, `${prefix}${i}.`);
    return mounted;
  });
}

/** Patches a remote's routes in on navigation; `routed` tells whether the router holds a remote's routes. */
export interface RoutePatcher {
  (args: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void; signal?: AbortSignal }): Promise<void>;
  routed(name: RemoteName): boolean;
}

/**
 * Patches a remote's routes into both locale trees the first time a player navigates into its
 * area. When loading fails nothing is patched, so the area's placeholder renders its fallback.
 */
export function createRoutePatcher(
  remotes: Pick<RemoteLoader, 'load' | 'registry'>,
  mayLoad: (path: string) => Promise<boolean> = async () => true,
  /** Remotes whose routes the tree holds from the start. */
  mounted: readonly RemoteName[] = [],
) {
  const patched = new Set<RemoteName>(mounted);
  const patcher = async ({ path, patch, signal }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void; signal?: AbortSignal }) => {
    const segment = stripLocale(path).split('/')[1] ?? '';
    const owner = segment ? areaOwner(segment, remotes.registry()) : null;
    if (!owner || patched.has(owner) || !(await mayLoad(path))) return;
    let app: RemoteApp;
    try {
      app = await remotes.load(owner);
    } catch {
      return;
    }
    if (patched.has(owner)) return; // a concurrent navigation patched it meanwhile
    // A navigation replaced by another while the remote loaded: react-router drops its patch, the next one patches.
    if (signal?.aborted) return;
    patched.add(owner);
    for (const locale of LOCALES) patch(rootId(locale), mountRemoteRoutes(owner, app.routes, locale));
  };
  return Object.assign(patcher, { routed: (name: RemoteName) => patched.has(name) }) satisfies RoutePatcher;
}
